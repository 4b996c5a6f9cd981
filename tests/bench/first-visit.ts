// First and second visit of a list page after sign-in, in real Chromium against the built app and a real server
// (tests/e2e/global-setup.ts: PGlite, demo data). Each round has a fresh browser context (cold cache): sign in,
// wait until the browser is idle (at least IDLE_MS and no request for QUIET_MS), then click 门店管理 in the sidebar
// (first visit of a list page) and, once it shows, SPV管理 (second visit). Each figure is measured in the page, from
// the click to the first frame after the list's first data row is visible. The JavaScript files fetched after each
// click are counted too: the renderer chunks a first visit waits for.
// Prints median and p95 and writes tests/bench/results/first-visit.json, keeping the `before` figures already there
// (FIRST_VISIT_BEFORE=1 stores this run as `before`: run it so on the tree without the prefetch).
// Run: npm run bench:first-visit (builds first); FIRST_VISIT_ROUNDS=4 for a quick run.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import globalSetup from '../e2e/global-setup';
import { signInAdmin } from './sign-in';

const ROUNDS = Number(process.env.FIRST_VISIT_ROUNDS || 10);
const IDLE_MS = 2000;
const QUIET_MS = 500;
const MAX_IDLE_WAIT_MS = 15_000;
const FIRST = { menu: '门店管理', path: '/gold/stores' };
const SECOND = { menu: 'SPV管理', path: '/gold/spvs' };
const RESULT_FILE = path.resolve('tests/bench/results/first-visit.json');

const base = () => process.env.E2E_BASE_URL!;

interface Visit { ms: number; scripts: number }
interface Figures { median: number; p95: number }
interface Summary { measuredAt: string; rounds: number; firstVisitMs: Figures; secondVisitMs: Figures; firstVisitScripts: Figures; secondVisitScripts: Figures }

/** Waits at least IDLE_MS, then until no request has been in flight for QUIET_MS (bounded by MAX_IDLE_WAIT_MS). */
async function waitForIdle(page: Page): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const start = () => { inFlight++; lastActivity = Date.now(); };
  const end = () => { inFlight = Math.max(0, inFlight - 1); lastActivity = Date.now(); };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const began = Date.now();
  try {
    await page.waitForTimeout(IDLE_MS);
    while (Date.now() - began < MAX_IDLE_WAIT_MS && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) await page.waitForTimeout(50);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/** Clicks the sidebar entry `menu` and measures, in the page, until a data row of `pagePath` is painted. */
async function visit(page: Page, target: { menu: string; path: string }): Promise<Visit> {
  const sidebar = page.locator('.shell-sidebar');
  const entry = sidebar.getByText(target.menu, { exact: true });
  // Opening the submenu is not part of the visit.
  if (!(await entry.isVisible())) await sidebar.getByText('黄金业务', { exact: true }).click();
  await entry.waitFor();
  await page.evaluate((pagePath) => {
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    const w = window as unknown as { __visit: Promise<number> };
    w.__visit = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const row = document.querySelector(`.shell-page[data-path="${pagePath}"] tr.gl-row`);
        if (!row || !row.checkVisibility()) return;
        observer.disconnect();
        // The first frame after the commit: the row has been laid out and painted.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
  }, target.path);
  const clickedAt = await entry.evaluate((el) => {
    const t = performance.now();
    (el as HTMLElement).click();
    return t;
  });
  return page.evaluate(async (clicked) => {
    const painted = await (window as unknown as { __visit: Promise<number> }).__visit;
    const scripts = performance.getEntriesByType('resource')
      .filter((e) => e.startTime >= clicked && /\.m?js(\?|$)/.test(new URL(e.name).pathname)).length;
    return { ms: painted - clicked, scripts };
  }, clickedAt);
}

async function round(browser: Browser): Promise<{ first: Visit; second: Visit }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await signInAdmin(page, base());
    await waitForIdle(page);
    const first = await visit(page, FIRST);
    await waitForIdle(page);
    const second = await visit(page, SECOND);
    return { first, second };
  } finally {
    await context.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const figures = (values: number[]): Figures => ({ median: Number(percentile(values, 50).toFixed(1)), p95: Number(percentile(values, 95).toFixed(1)) });

const stop = await globalSetup();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'],
});
try {
  const samples: Array<{ first: Visit; second: Visit }> = [];
  for (let i = 0; i < ROUNDS; i++) samples.push(await round(browser));
  const summary: Summary = {
    measuredAt: new Date().toISOString(), rounds: ROUNDS,
    firstVisitMs: figures(samples.map((s) => s.first.ms)), secondVisitMs: figures(samples.map((s) => s.second.ms)),
    firstVisitScripts: figures(samples.map((s) => s.first.scripts)), secondVisitScripts: figures(samples.map((s) => s.second.scripts)),
  };
  console.log(`First visit (${FIRST.menu}): median ${summary.firstVisitMs.median} ms, p95 ${summary.firstVisitMs.p95} ms, `
    + `${summary.firstVisitScripts.median} scripts fetched (median)`);
  console.log(`Second visit (${SECOND.menu}): median ${summary.secondVisitMs.median} ms, p95 ${summary.secondVisitMs.p95} ms, `
    + `${summary.secondVisitScripts.median} scripts fetched (median)`);
  const previous = fs.existsSync(RESULT_FILE) ? JSON.parse(fs.readFileSync(RESULT_FILE, 'utf8')) as { before?: Summary } : {};
  const before = process.env.FIRST_VISIT_BEFORE ? summary : previous.before;
  fs.mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
  fs.writeFileSync(RESULT_FILE, JSON.stringify({ ...summary, before, samples }, null, 2));
} finally {
  await browser.close();
  await stop();
}
