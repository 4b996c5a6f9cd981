// The big fuzz run: FUZZ_BUDGET inputs (default 10,000) with FUZZ_SEED (default 1) on in-memory PGlite, or on a
// fresh PostgreSQL database when TEST_DATABASE_URL is set (e.g. postgres://root@127.0.0.1:5432/test).
// Prints the summary and every finding; writes tests/bench/results/fuzz.json (one entry per database).
// Run: npm run fuzz
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { testDatabaseConfig } from '../api/helpers';
import { runCampaign } from './campaign';

const budget = Number(process.env.FUZZ_BUDGET || 10_000);
const seed = Number(process.env.FUZZ_SEED || 1);
const { config, drop } = await testDatabaseConfig();
const app = await buildApp({ config, logger: false });
await app.ready();
let failed: boolean;
try {
  const summary = await runCampaign(app, { seed, budget, progress: process.env.FUZZ_VERBOSE ? (l) => console.log(l) : undefined });
  for (const f of summary.findings) console.log(`FINDING ${f.kind} ${f.route}${f.detail ? ` (${f.detail})` : ''}\n  request: ${f.request}\n  reply: ${f.status} ${f.reply}`);
  console.log(`${summary.database}: ${summary.inputs} inputs over ${summary.routesFuzzed}/${summary.routes} routes (${summary.routesReached} reached past the access check) in ${summary.seconds} s; `
    + `5xx ${summary.serverErrors}, writes ${summary.writes}, leaks ${summary.leaks}, sessions lost ${summary.sessionLost}`);
  console.log(`replies by code: ${JSON.stringify(summary.replies)}`);
  for (const s of [...summary.skipped, ...summary.notSendable]) console.log(`not fuzzed: ${s.route}: ${s.reason}`);
  const out = path.resolve(import.meta.dirname, '../bench/results/fuzz.json');
  const previous = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as Array<{ database: string }>) : [];
  const results = [...previous.filter((r) => r.database !== summary.database), summary];
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written ${out}`);
  failed = summary.findings.length > 0;
} finally {
  await app.close();
  await drop();
}
process.exit(failed ? 1 : 0);
