// Measures the JavaScript the sign-in page downloads (gzip), in real Chromium against the built app.
// Prints the figure and saves it to tests/bench/results/bundle-size.json. Budget: 200 kB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import globalSetup from '../tests/e2e/global-setup';

const BUDGET_KB = 200;
const stop = await globalSetup();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'],
});
try {
  const page = await browser.newPage();
  const scripts: Array<{ url: string; raw: number; gzip: number }> = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(res.body().then((body) => {
      scripts.push({ url: new URL(res.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    }));
  });
  await page.goto(`${process.env.E2E_BASE_URL}/login`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const gzipKb = scripts.reduce((s, f) => s + f.gzip, 0) / 1024;
  const rawKb = scripts.reduce((s, f) => s + f.raw, 0) / 1024;
  scripts.sort((a, b) => b.gzip - a.gzip);
  for (const s of scripts) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} kB gzip  ${s.url}`);
  console.log(`Sign-in page JavaScript: ${gzipKb.toFixed(1)} kB gzip (${rawKb.toFixed(1)} kB raw) in ${scripts.length} files; budget ${BUDGET_KB} kB`);
  const out = path.resolve('tests/bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'bundle-size.json'), JSON.stringify({
    measuredAt: new Date().toISOString(), page: '/login', gzipKb: Number(gzipKb.toFixed(1)), rawKb: Number(rawKb.toFixed(1)),
    files: scripts, budgetKb: BUDGET_KB, withinBudget: gzipKb <= BUDGET_KB,
  }, null, 2));
} finally {
  await browser.close();
  await stop();
}
