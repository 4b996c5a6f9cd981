// The form designer on the issue-17 design: 200 entries (169 plain fields, 30 calculated, a sub-table of 20
// columns), production build of the lab (tests/lab, ?case=designer), in real Chromium without the frame-rate
// limit (as bench:keystroke), so each figure is the work an input causes, measured in the page from the input
// event to the end of the main thread's work (style, layout, paint) on the first frame that shows its result
// (tests/lab/designer-probe.ts says how, and why not a message posted after the paint):
// - select: pointer down on a field block → the property panel shows that field's label;
// - drag frame: during a drag-reorder, each pointer move over the canvas → the frame with the drag overlay at the
//   move's place (the move that starts the drag, when dnd-kit measures every drop target, is reported apart as
//   "drag start", no goal);
// - undo: Ctrl+Z after a label change in the property panel → the block and the panel show the old label.
// Prints p50 / p95 per measure against the goals of issue 17, writes tests/bench/results/designer.json and
// exits 1 when a goal is missed. Run: npm run bench:designer
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildLab, serveLab } from '../lab/serve';

const ROUNDS = 3;
const SELECTS = 40;
const DRAGS = 4;
const MOVES_PER_DRAG = 40;
const UNDOS = 20;
const GOALS = { select: 50, drag: 16, undo: 50 } as const;
type Measure = 'select' | 'drag' | 'dragStart' | 'undo';
type Samples = Record<Measure, number[]> & { failed: number };

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (n: number) => Math.round(n * 100) / 100;

/** The labels clicked in turn: plain fields of each kind, calculated fields, the sub-table and its columns. */
function selectTargets(count: number): string[] {
  const pool = [
    ...Array.from({ length: 12 }, (_, i) => `字段${i * 7}`),
    ...Array.from({ length: 8 }, (_, k) => `计算${k * 3}`),
    '明细',
    ...Array.from({ length: 6 }, (_, c) => `列${c * 3}`),
  ];
  return Array.from({ length: count }, (_, i) => pool[(i * 5) % pool.length]);
}

const block = (page: Page, label: string) => page.locator(`[data-form-id][aria-label="${label}"]`).first();

/** Clicks a field block; `measured`: arms the select measure for this click. */
async function select(page: Page, label: string, measured = true): Promise<string> {
  const target = block(page, label);
  await target.scrollIntoViewIfNeeded();
  const formId = (await target.getAttribute('data-form-id')) as string;
  // Click the block's head: a sub-table's body is its columns' blocks.
  const head = target.locator('.designer-block-head').first();
  if (measured) await page.evaluate(([id, text]) => window.__armSelect(id, text), [formId, label]);
  await head.click();
  await page.waitForTimeout(60);
  return formId;
}

async function selectRounds(page: Page, count: number): Promise<void> {
  for (const label of selectTargets(count)) await select(page, label);
}

const order = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[data-designer-canvas] [data-form-id]')].map((e) => e.getAttribute('data-form-id')).join());

/**
 * Drags field blocks over the visible canvas in a zig-zag (across both columns and many rows), then drops;
 * the drops must move fields (one may land on its own place: that moves nothing, as in the designer).
 */
async function dragRounds(page: Page, drags: number): Promise<void> {
  let moved = 0;
  const canvas = await page.locator('.designer-canvas-scroll').boundingBox();
  if (!canvas) throw new Error('no canvas');
  for (let d = 0; d < drags; d++) {
    const label = `字段${20 + d * 2}`;
    const source = block(page, label);
    await source.scrollIntoViewIfNeeded();
    const box = await source.boundingBox();
    if (!box) throw new Error(`no block ${label}`);
    const x0 = box.x + box.width / 2;
    const y0 = box.y + box.height / 2;
    const before = await order(page);
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.evaluate(() => window.__recordDrag(true));
    await page.mouse.move(x0 + 12, y0 + 6);
    await page.waitForTimeout(100);
    // Keep clear of the edges (dnd-kit scrolls the canvas there): the middle 70% of the canvas.
    const left = canvas.x + canvas.width * 0.15;
    const top = canvas.y + canvas.height * 0.15;
    for (let m = 0; m < MOVES_PER_DRAG; m++) {
      const x = left + ((m * 37) % 100) / 100 * canvas.width * 0.7;
      const y = top + ((m * 13) % 40) / 40 * canvas.height * 0.7;
      await page.mouse.move(x, y);
      await page.waitForTimeout(25);
    }
    await page.mouse.move(canvas.x + canvas.width * (0.3 + 0.1 * d), canvas.y + canvas.height * (0.25 + 0.12 * d));
    await page.waitForTimeout(25);
    await page.evaluate(() => window.__recordDrag(false));
    await page.mouse.up();
    await page.waitForTimeout(200);
    if ((await order(page)) !== before) moved += 1;
  }
  if (moved === 0) throw new Error('no drop moved a field');
}

/** Changes a field's label in the property panel (one history step), leaves the box, then Ctrl+Z. */
async function undoRounds(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const label = selectTargets(count)[i];
    const formId = await select(page, label, false);
    const box = page.locator('[data-testid="property-panel"] input').first();
    await box.click();
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    await page.locator(`[data-form-id="${formId}"] .designer-block-label`).filter({ hasText: `${label}x` }).waitFor();
    // Focus back on the block (seals the typing burst): the designer's shortcuts never act inside a box.
    await block(page, `${label}x`).locator('.designer-block-head').first().click();
    await page.evaluate(([id, text]) => window.__armUndo(id, text), [formId, label]);
    await page.keyboard.press('Control+z');
    await page.waitForTimeout(80);
    await block(page, label).waitFor();
  }
}

async function measure(browser: Browser, base: string, totals: Samples): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${base}?case=designer`);
  await page.waitForFunction(() => window.__ready === true, undefined, { timeout: 60_000 });
  await block(page, '字段0').waitFor();
  // Warm-up: JIT and first-use paths (the first rjsf form of a widget kind, the first drag) are not the steady state.
  await selectRounds(page, 10);
  await dragRounds(page, 1);
  await undoRounds(page, 3);
  await page.evaluate(() => { window.__designer = { select: [], drag: [], dragStart: [], undo: [], failed: 0 }; });
  await selectRounds(page, SELECTS);
  await dragRounds(page, DRAGS);
  await undoRounds(page, UNDOS);
  await page.waitForTimeout(300);
  const got = await page.evaluate(() => window.__designer);
  for (const key of ['select', 'drag', 'dragStart', 'undo'] as const) totals[key].push(...got[key]);
  totals.failed += got.failed;
  await page.close();
}

async function main(): Promise<void> {
  buildLab();
  const lab = await serveLab();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
      '--disable-gpu-vsync', '--disable-frame-rate-limit',
    ],
  });
  const totals: Samples = { select: [], drag: [], dragStart: [], undo: [], failed: 0 };
  try {
    for (let r = 0; r < ROUNDS; r++) await measure(browser, lab.url, totals);
  } finally {
    await browser.close();
    await lab.close();
  }

  const stats: Record<string, { n: number; p50: number; p95: number; goalP95: number | null; met: boolean | null }> = {};
  for (const key of ['select', 'drag', 'dragStart', 'undo'] as const) {
    const sorted = [...totals[key]].sort((a, b) => a - b);
    const goal = key === 'dragStart' ? null : GOALS[key];
    const p95 = round(quantile(sorted, 0.95));
    stats[key] = { n: sorted.length, p50: round(quantile(sorted, 0.5)), p95, goalP95: goal, met: goal === null ? null : sorted.length > 0 && p95 <= goal };
  }
  const met = totals.failed === 0 && Object.values(stats).every((s) => s.met !== false);
  const result = {
    date: new Date().toISOString(),
    design: '200 entries: 169 plain fields, 30 calculated, a sub-table of 20 columns',
    samples: { select: SELECTS * ROUNDS, dragMoves: DRAGS * (MOVES_PER_DRAG + 1) * ROUNDS, undo: UNDOS * ROUNDS },
    stats,
    failed: totals.failed,
    met,
  };
  console.table(stats);
  for (const key of ['select', 'drag', 'undo'] as const) {
    console.log(`${key}: p50 ${stats[key].p50} ms, p95 ${stats[key].p95} ms; goal p95 <= ${GOALS[key]} ms: ${stats[key].met ? 'met' : 'NOT met'}`);
  }
  if (totals.failed > 0) console.log(`${totals.failed} measure(s) never showed their result within 5 s`);
  const out = path.resolve(import.meta.dirname, 'results/designer.json');
  fs.writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
  console.log(`written ${path.relative(process.cwd(), out)}`);
  if (!met) process.exitCode = 1;
}

await main();
