import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Zip, ZipDeflate, type AsyncFlateStreamHandler, type ZipInputFile } from 'fflate';
import { fixedParts, headerXml, rowXml, SHEET_END, SHEET_PATH, sheetStart, type XlsxCell, type XlsxSheetSpec } from './xlsx-parts';

export type { XlsxCell, XlsxSheetSpec } from './xlsx-parts';

/** Sheet XML is handed to the compressor in batches of about this many UTF-16 units (≤ 48 KiB of UTF-8). */
const BATCH_CHARS = 16 * 1024;
/**
 * zlib level for the sheet. Sheet XML is repetitive: level 3 compresses it within ~10% of level 6
 * at a quarter of the CPU time (level 1 saves half of that again but makes files ~15% larger).
 */
const SHEET_LEVEL = 3;
/** Input the deflater may hold before the sheet waits for it, so building XML and deflating overlap. */
const DEFLATE_BUFFER = 128 * 1024;

/**
 * The sheet's zip entry, deflated by one node:zlib stream on the libuv thread pool instead of
 * fflate's JavaScript deflate, with node's native CRC-32: the sheet is nearly all of an export's
 * bytes, and native deflate is several times faster and overlaps with building the next rows'
 * XML. fflate's Zip still writes the container (local header, data descriptor, central directory).
 */
class SheetEntry implements ZipInputFile {
  readonly compression = 8;
  crc = 0;
  size = 0;
  ondata: AsyncFlateStreamHandler = () => undefined; // set by Zip.add
  // zlib streams take Transform options too (not in ZlibOptions' type).
  private readonly deflater = zlib.createDeflateRaw({ level: SHEET_LEVEL, writableHighWaterMark: DEFLATE_BUFFER } as zlib.ZlibOptions);

  constructor(readonly filename: string, onError: (error: Error) => void) {
    this.deflater.on('data', (chunk: Buffer) => this.ondata(null, chunk, false));
    this.deflater.on('end', () => this.ondata(null, new Uint8Array(0), true));
    this.deflater.on('error', onError);
  }

  /** Adds sheet XML; `final` ends the entry once the deflater has flushed. */
  push(chunk: Buffer, final: boolean): void {
    this.crc = zlib.crc32(chunk, this.crc);
    this.size += chunk.length;
    if (chunk.length > 0) this.deflater.write(chunk);
    if (final) this.deflater.end();
  }

  /** Called by Zip.terminate(). */
  terminate = () => {
    this.deflater.destroy();
  };

  /** Resolves once the deflater takes more input (or is gone). */
  drained(): Promise<void> {
    const { deflater } = this;
    if (!deflater.writableNeedDrain || deflater.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        deflater.off('drain', done).off('close', done);
        resolve();
      };
      deflater.on('drain', done).on('close', done);
    });
  }
}

/**
 * A one-sheet .xlsx written as a stream: the header row, then `rows` as the consumer reads.
 *
 * Rows are pulled from the iterator only while the consumer wants more bytes (the Readable's
 * buffer is below its high-water mark) and the compressor keeps up, so at most a batch of sheet
 * XML, the compressor's buffers and the Readable's buffer are held at once, whatever the number of
 * rows. An error thrown by the iterator destroys the stream with that error; a stream destroyed by
 * its consumer (a client that went away) closes the iterator with `return()`, so a database cursor
 * behind it is released.
 *
 * Cells: text as inline strings; `{ number, scale }` as a number with a '0.00…' format of `scale`
 * decimals (0..6), or as text fixed to the scale when it has more than 15 significant digits.
 */
export function xlsxStream(spec: XlsxSheetSpec, rows: AsyncIterable<XlsxCell[]>): Readable {
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  /** The iterator is done, threw, or was closed: it is not to be called again. */
  let finished = false;
  let pumping = false;
  /** The consumer asked for bytes and the last push did not fill its buffer. */
  let wanted = false;
  let rowNumber = 1;
  let pending = '';

  const fail = (error: Error) => {
    if (!readable.destroyed) readable.destroy(error);
  };

  const zip = new Zip((error, chunk, final) => {
    if (error) return fail(error);
    if (readable.destroyed) return;
    if (chunk.length > 0 && !readable.push(chunk)) wanted = false;
    if (final) readable.push(null);
  });
  const sheet = new SheetEntry(SHEET_PATH, fail);

  const flush = (final: boolean) => {
    const bytes = Buffer.from(pending, 'utf8');
    pending = '';
    sheet.push(bytes, final);
  };

  const start = () => {
    started = true;
    for (const [path, xml] of fixedParts(spec)) {
      const part = new ZipDeflate(path);
      zip.add(part);
      part.push(Buffer.from(xml, 'utf8'), true);
    }
    zip.add(sheet); // after the fixed parts are complete, so fflate streams it rather than queueing it
    pending = sheetStart(spec) + headerXml(spec.header);
  };

  const pump = async () => {
    pumping = true;
    try {
      if (!started) start();
      while (wanted && !finished && !readable.destroyed) {
        let next: IteratorResult<XlsxCell[]>;
        try {
          next = await iterator.next();
        } catch (error) {
          finished = true; // a throwing iterator is done: no return() for it
          throw error;
        }
        if (readable.destroyed) return;
        if (next.done) {
          finished = true;
          pending += SHEET_END;
          flush(true);
          zip.end(); // writes the central directory once the sheet's deflater has ended
          return;
        }
        rowNumber += 1;
        pending += rowXml(next.value, rowNumber);
        if (pending.length >= BATCH_CHARS) {
          flush(false);
          await sheet.drained();
        }
      }
    } catch (error) {
      fail(error as Error); // closes the iterator unless it is the one that threw
    } finally {
      pumping = false;
    }
  };

  const readable = new Readable({
    read() {
      wanted = true;
      if (!pumping) void pump();
    },
    destroy(error, callback) {
      const close = !finished;
      finished = true;
      pending = '';
      zip.terminate(); // destroys the sheet's deflater
      // Not awaited: an iterator stuck on I/O must not hold back 'close'.
      if (close && iterator.return) Promise.resolve().then(() => iterator.return?.()).catch(() => undefined);
      callback(error);
    },
  });
  return readable;
}
