/**
 * What an .xlsx (a zip archive) says it holds, read from its central directory before anything is inflated: an
 * upload of a few megabytes can declare gigabytes (a zip bomb). The parser's worker also runs with a bounded heap,
 * which catches an archive that lies about its sizes.
 */

const EOCD_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;

export interface ZipSummary {
  entries: number;
  /** Sum of the declared uncompressed sizes. */
  inflatedBytes: number;
}

/** The declared contents of a zip, or null when the bytes are not a zip (an old .xls, say). */
export function zipSummary(bytes: Buffer): ZipSummary | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return null;
  const from = Math.max(0, bytes.length - EOCD_SEARCH);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) { eocd = i; break; }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  let inflatedBytes = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const size = bytes.readUInt32LE(at + 24);
    // 0xffffffff: the size is in a ZIP64 extra field; count it as the largest a 32-bit field can say.
    inflatedBytes += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries: count, inflatedBytes };
}
