// Prints the slowest test files of each vitest report (where CI's time goes), then one closing line
// "N passed, N failed" over every suite's JSON report (vitest and Playwright).
import fs from 'node:fs';
import path from 'node:path';

const [dir] = process.argv.slice(2);

function printSlowest(file, results) {
  const timed = results
    .map((r) => ({ name: path.relative(process.cwd(), r.name), s: (r.endTime - r.startTime) / 1000 }))
    .sort((a, b) => b.s - a.s);
  const total = timed.reduce((sum, r) => sum + r.s, 0);
  console.log(`${file}: ${timed.length} files, ${total.toFixed(0)} s in all (spread over the workers); the slowest:`);
  for (const r of timed.slice(0, 8)) console.log(`  ${r.s.toFixed(1).padStart(7)} s  ${r.name}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    printSlowest(file, report.testResults ?? []);
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
