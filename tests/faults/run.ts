// `npm run test:faults`: every fault script of tests/faults, one after the other, each in its own process.
// Not part of `npm test`: they restart the machine's PostgreSQL and stop Redis (both are left running at the end).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const scripts = ['pg-restart.ts', 'redis-loss.ts', 'kill9-save.ts'];
const failed: string[] = [];
for (const script of scripts) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(script);
}
console.log(failed.length ? `fault scripts failed: ${failed.join(', ')}` : `all ${scripts.length} fault scripts passed`);
process.exit(failed.length ? 1 : 0);
