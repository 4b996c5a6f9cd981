import { Worker } from 'node:worker_threads';

/** The first sheet of an .xls/.xlsx file as rows of cell texts, parsed in a worker thread (never on the event loop). */
/**
 * `maxRows` data rows at most are read (SheetJS stops there): a file of millions of rows is refused by its count
 * without all of it being parsed.
 */
export function parseSpreadsheet(bytes: Buffer, maxRows = Number.MAX_SAFE_INTEGER): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    // A bounded heap: a crafted file that inflates to gigabytes (zip bomb) kills the worker, not the server.
    const worker = new Worker(new URL('./import-worker.mjs', import.meta.url), { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 1024 } });
    const done = (fn: () => void) => { void worker.terminate(); fn(); };
    worker.once('message', (reply: { rows?: string[][]; error?: string }) => done(() => (reply.error !== undefined ? reject(new Error(reply.error)) : resolve(reply.rows ?? []))));
    worker.once('error', (error) => done(() => reject(error)));
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    worker.postMessage({ bytes: copy, sheetRows: maxRows + 1 }, [copy as ArrayBuffer]);
  });
}
