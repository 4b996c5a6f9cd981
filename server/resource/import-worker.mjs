// Parses an uploaded spreadsheet off the event loop (server/resource/import-parse.ts): the first
// sheet as rows of cell texts: values as typed, dates as YYYY-MM-DD (sheet-values.mjs). Plain JavaScript, so it runs in a worker thread
// without a TypeScript loader.
import { parentPort } from 'node:worker_threads';
import { readWithSheetJs } from './sheet-values.mjs';
import { isZip, readXlsx } from './xlsx-read.mjs';

/** An .xlsx through the fast reader (server/resource/xlsx-read.mjs); anything it does not handle, or an old .xls, through SheetJS. */
function readRows(bytes, sheetRows) {
  if (isZip(bytes)) {
    try {
      return readXlsx(bytes, { sheetRows });
    } catch {
      // XlsxUnsupported, or a damaged file: SheetJS answers as it always has (with its own error, if any).
    }
  }
  return readWithSheetJs(bytes, sheetRows);
}

parentPort.on('message', ({ bytes, sheetRows }) => {
  try {
    const rows = readRows(Buffer.from(bytes), Number.isSafeInteger(sheetRows) ? sheetRows : 0);
    parentPort.postMessage({ rows });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
