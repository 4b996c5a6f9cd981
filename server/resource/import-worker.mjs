// Parses an uploaded spreadsheet off the event loop (server/resource/import-parse.ts): the first
// sheet as rows of cell texts, dates as YYYY-MM-DD. Plain JavaScript, so it runs in a worker thread
// without a TypeScript loader.
import { parentPort } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

parentPort.on('message', ({ bytes, sheetRows }) => {
  try {
    const book = XLSX.read(Buffer.from(bytes), { type: 'buffer', cellDates: true, dense: true, sheetRows: Number.isSafeInteger(sheetRows) ? sheetRows : 0 });
    const sheet = book.Sheets[book.SheetNames[0]];
    const rows = sheet ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false, defval: '', dateNF: 'yyyy-mm-dd', blankrows: false }) : [];
    parentPort.postMessage({ rows });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
