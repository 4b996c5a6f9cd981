// Export memory and speed: 200,000 rows x 20 columns written as .xlsx
//   - "stream":  server/core/xlsx-stream.ts, rows generated lazily, piped to a temp file;
//   - "sheetjs": the old way (server/modules/gold/export.ts): all rows in memory, @e965/xlsx
//                aoa_to_sheet + XLSX.write into one Buffer, then written to a temp file.
// Each runs in a child process of its own, so one's heap does not inflate the other's RSS. Peak
// RSS is sampled every 50 ms from a worker thread (which keeps sampling while SheetJS blocks the
// main thread) and cross-checked with the process's maxRSS; growth is over the RSS just before the
// run, after imports. Prints the figures; writes tests/bench/results/export-memory.json.
// Run: node --import tsx tests/bench/export-memory.ts [rows]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';
import { xlsxStream, type XlsxCell } from '../../server/core/xlsx-stream';

const ROWS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 200_000);
const COLUMNS = 20;
const SAMPLE_MS = 50;
const MB = 1024 * 1024;

type Mode = 'stream' | 'sheetjs';

interface Result {
  mode: Mode;
  rows: number;
  columns: number;
  seconds: number;
  /** User + system CPU of the whole process (zlib's thread pool included): steadier than wall time on a busy machine. */
  cpuSeconds: number;
  rowsPerSecond: number;
  fileBytes: number;
  baselineRssMB: number;
  peakRssMB: number;
  peakRssGrowthMB: number;
  samples: number;
}

/** Row i's cells: codes, Chinese text, decimals of scales 2 and 3, times, some nulls. */
function cells(i: number): XlsxCell[] {
  const row: XlsxCell[] = [];
  for (let c = 0; c < COLUMNS; c++) {
    switch (c % 5) {
      case 0: row.push(`SN${String(i * 31 + c).padStart(10, '0')}`); break;
      case 1: row.push(`南山店 ${(i + c) % 977} 号柜`); break;
      case 2: row.push({ number: `${(i * 7919 + c) % 100000}.${String(i % 100).padStart(2, '0')}`, scale: 2 }); break;
      case 3: row.push({ number: `${(i + c) % 1000}.${String((i * 13) % 1000).padStart(3, '0')}`, scale: 3 }); break;
      default: row.push((i + c) % 11 === 0 ? null : `2024-05-${String(1 + (i % 28)).padStart(2, '0')} 07:08:09`);
    }
  }
  return row;
}

const header = Array.from({ length: COLUMNS }, (_, c) => `列${c + 1}`);

async function* generate(): AsyncGenerator<XlsxCell[]> {
  for (let i = 1; i <= ROWS; i++) yield cells(i);
}

/** The same cells as SheetJS cells, as export.ts made them. */
function sheetjsCell(cell: XlsxCell): string | null | XLSX.CellObject {
  if (cell === null || typeof cell === 'string') return cell;
  if ('text' in cell) return cell.text;
  return { t: 'n', v: Number(cell.number), z: cell.scale === 0 ? '0' : `0.${'0'.repeat(cell.scale)}` };
}

/** Peak RSS in KiB, kept by a worker thread sampling every SAMPLE_MS (it runs while the main thread is blocked). */
function startSampler() {
  const shared = new Int32Array(new SharedArrayBuffer(12)); // [peak KiB, samples, reset request]
  const worker = new Worker(
    `const { workerData: s } = require('node:worker_threads');
     let peak = 0;
     const sample = () => {
       if (Atomics.exchange(s, 2, 0) === 1) { peak = 0; Atomics.store(s, 1, 0); }
       peak = Math.max(peak, Math.round(process.memoryUsage.rss() / 1024));
       Atomics.store(s, 0, peak);
       Atomics.add(s, 1, 1);
     };
     sample();
     setInterval(sample, ${SAMPLE_MS});`,
    { eval: true, workerData: shared },
  );
  return {
    /** Forgets the peak so far; the next sample starts a new one. */
    reset() {
      Atomics.store(shared, 2, 1);
    },
    async stop() {
      await worker.terminate();
      return { peakKiB: Atomics.load(shared, 0), samples: Atomics.load(shared, 1) };
    },
  };
}

async function measure(mode: Mode): Promise<Result> {
  const file = path.join(os.tmpdir(), `export-memory-${process.pid}-${mode}.xlsx`);
  const sampler = startSampler();
  await new Promise((resolve) => setTimeout(resolve, 3 * SAMPLE_MS)); // the worker is up and sampling
  const baseline = process.memoryUsage.rss();
  sampler.reset();
  const maxRssBefore = process.resourceUsage().maxRSS; // KiB
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  if (mode === 'stream') {
    await pipeline(xlsxStream({ sheetName: 'bench', header, widths: header.map(() => 14) }, generate()), fs.createWriteStream(file));
  } else {
    const records: XlsxCell[][] = [];
    for (let i = 1; i <= ROWS; i++) records.push(cells(i)); // export.ts gets its rows as an array
    const sheet = XLSX.utils.aoa_to_sheet([header, ...records.map((r) => r.map(sheetjsCell))]);
    sheet['!cols'] = header.map(() => ({ wch: 14 }));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'bench');
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await fs.promises.writeFile(file, buffer);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const { peakKiB, samples } = await sampler.stop(); // a final sample is at most SAMPLE_MS old, and maxRSS covers the rest
  const maxRss = process.resourceUsage().maxRSS;
  // maxRSS is a high-water mark since the process started: it only says something if the run raised it.
  const peak = Math.max(peakKiB * 1024, maxRss > maxRssBefore ? maxRss * 1024 : 0);
  const fileBytes = fs.statSync(file).size;
  fs.rmSync(file, { force: true });
  return {
    mode,
    rows: ROWS,
    columns: COLUMNS,
    seconds: Number(seconds.toFixed(2)),
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    rowsPerSecond: Math.round(ROWS / seconds),
    fileBytes,
    baselineRssMB: Number((baseline / MB).toFixed(1)),
    peakRssMB: Number((peak / MB).toFixed(1)),
    peakRssGrowthMB: Number(((peak - baseline) / MB).toFixed(1)),
    samples,
  };
}

const childMode = process.argv[process.argv.indexOf('--mode') + 1] as Mode | undefined;
if (process.argv.includes('--mode') && childMode) {
  const result = await measure(childMode);
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
} else {
  const self = fileURLToPath(import.meta.url);
  const results: Result[] = [];
  for (const mode of ['stream', 'sheetjs'] as const) {
    const child = spawnSync(process.execPath, [...process.execArgv, self, String(ROWS), '--mode', mode], { encoding: 'utf8', maxBuffer: 16 * MB });
    const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    if (child.status !== 0 || !line) {
      console.error(`${mode} failed (exit ${child.status}):\n${child.stderr}`);
      process.exit(1);
    }
    const r = JSON.parse(line.slice('RESULT '.length)) as Result;
    results.push(r);
    console.log(`${mode.padEnd(8)} ${r.rows} x ${r.columns}: ${r.seconds} s (CPU ${r.cpuSeconds} s) = ${r.rowsPerSecond} rows/s, `
      + `peak RSS ${r.peakRssMB} MB (+${r.peakRssGrowthMB} MB over ${r.baselineRssMB} MB), file ${(r.fileBytes / MB).toFixed(1)} MB`);
  }
  const [stream, sheetjs] = results;
  const summary = {
    rows: ROWS,
    columns: COLUMNS,
    results,
    rssGrowthRatio: Number((sheetjs.peakRssGrowthMB / Math.max(1, stream.peakRssGrowthMB)).toFixed(1)),
    speedRatio: Number((sheetjs.seconds / stream.seconds).toFixed(2)),
    cpuRatio: Number((sheetjs.cpuSeconds / stream.cpuSeconds).toFixed(2)),
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    node: process.version,
    at: new Date().toISOString(),
  };
  console.log(`SheetJS peak RSS growth is ${summary.rssGrowthRatio}x the stream's; it takes ${summary.speedRatio}x as long, ${summary.cpuRatio}x the CPU`
    + ` (load average ${summary.loadAverage.join(' ')} on ${summary.cpus} CPUs)`);
  const out = path.resolve('tests/bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'export-memory.json'), `${JSON.stringify(summary, null, 2)}\n`);
}
