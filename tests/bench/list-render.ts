// First render of a list page with 500 rows, in real Chromium against the built app and a real server.
// Seeds 500 shops through the API, opens 门店管理, then switches the page size between 20 and 500.
// For each switch to 500 it measures, inside the page, from the end of the /api/shop/page response to
// the first frame after the table holds 500 rows (render + commit + layout), and from the click.
// Prints median and p95 and writes tests/bench/results/list-render.json. Goal: <= 100 ms.
// Run: npm run bench:list-render (needs `npm run build` first; the npm script does it).
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { chromium, type Page } from '@playwright/test';
import globalSetup, { E2E_ADMIN_PASSWORD } from '../e2e/global-setup';
import { signInAdmin } from './sign-in';

const ROWS = 500;
const ROUNDS = 12;
const GOAL_MS = 100;

const base = () => process.env.E2E_BASE_URL!;
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

async function api<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(base() + url, {
    method, headers: { Authorization: token, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json() as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${url}: ${json.msg}`);
  return json.data;
}

/** Brings the shop count to ROWS through the real API (codes from the bill rule, change records, scope). */
async function seedShops(): Promise<void> {
  const login = await fetch(`${base()}/api/oauth/Login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: md5(E2E_ADMIN_PASSWORD) }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const franchisees = await api<{ list: Array<{ id: string }> }>(token, 'GET', '/api/allianceBusiness/list');
  const existing = await api<{ pagination: { total: number } }>(token, 'GET', '/api/shop/page?pageSize=1');
  for (let i = existing.pagination.total; i < ROWS; i++) {
    await api(token, 'POST', '/api/shop/edit', {
      name: `压测门店${String(i).padStart(4, '0')}`, allianceBusinessId: franchisees.list[i % franchisees.list.length].id,
      areaIds: ['44', '4403', '440305'], address: `科技园${i}号`, manager: '测试', phone: '13800138000', weightLimit: '1000.000',
    });
  }
}

const signIn = (page: Page) => signInAdmin(page, base());

async function setPageSize(page: Page, size: number): Promise<void> {
  await page.locator('.gl-pager .ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText(`${size} 条/页`, { exact: true }).click();
}

/** One switch to 500 rows; returns {fromResponse, fromClick} in ms, measured in the page. */
async function measureSwitch(page: Page): Promise<{ fromResponse: number; fromClick: number }> {
  await page.evaluate((rows) => {
    performance.clearResourceTimings();
    const w = window as unknown as { __bench: Promise<{ painted: number }> };
    w.__bench = new Promise((resolve) => {
      const box = document.querySelector('.gl-table-box')!;
      const observer = new MutationObserver(() => {
        if (box.getAttribute('data-row-count') !== String(rows)) return;
        observer.disconnect();
        // The first frame after the commit: layout and paint of the new rows have happened.
        requestAnimationFrame(() => setTimeout(() => resolve({ painted: performance.now() }), 0));
      });
      observer.observe(box, { attributes: true, attributeFilter: ['data-row-count'] });
    });
  }, ROWS);
  await page.locator('.gl-pager .ant-select').click();
  const option = page.locator('.ant-select-dropdown:visible').getByText(`${ROWS} 条/页`, { exact: true });
  await option.waitFor();
  const clickedAt = await option.evaluate((el) => {
    const t = performance.now();
    (el as HTMLElement).click();
    return t;
  });
  return page.evaluate(async (clicked) => {
    const { painted } = await (window as unknown as { __bench: Promise<{ painted: number }> }).__bench;
    const entry = performance.getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/shop/page') && e.name.includes('pageSize=500')).at(-1) as PerformanceResourceTiming;
    return { fromResponse: painted - entry.responseEnd, fromClick: painted - clicked };
  }, clickedAt);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const stop = await globalSetup();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'],
});
try {
  await seedShops();
  const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  await signIn(page);
  await page.goto(`${base()}/gold/stores`);
  await page.locator('tr.gl-row').first().waitFor();
  const samples: Array<{ fromResponse: number; fromClick: number }> = [];
  for (let i = 0; i < ROUNDS; i++) {
    samples.push(await measureSwitch(page));
    await setPageSize(page, 20);
    await page.waitForFunction(() => document.querySelector('.gl-table-box')?.getAttribute('data-row-count') === '20');
  }
  const fromResponse = samples.map((s) => s.fromResponse);
  const fromClick = samples.map((s) => s.fromClick);
  const result = {
    measuredAt: new Date().toISOString(), rows: ROWS, rounds: ROUNDS, goalMs: GOAL_MS,
    renderMs: { median: Number(percentile(fromResponse, 50).toFixed(1)), p95: Number(percentile(fromResponse, 95).toFixed(1)), first: Number(fromResponse[0].toFixed(1)) },
    clickToPaintMs: { median: Number(percentile(fromClick, 50).toFixed(1)), p95: Number(percentile(fromClick, 95).toFixed(1)) },
  };
  console.log(`List page, ${ROWS} rows: response -> painted median ${result.renderMs.median} ms, p95 ${result.renderMs.p95} ms, first ${result.renderMs.first} ms (goal <= ${GOAL_MS} ms); click -> painted median ${result.clickToPaintMs.median} ms`);
  const out = path.resolve('tests/bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'list-render.json'), JSON.stringify({ ...result, withinGoal: result.renderMs.p95 <= GOAL_MS, samples }, null, 2));
} finally {
  await browser.close();
  await stop();
}
