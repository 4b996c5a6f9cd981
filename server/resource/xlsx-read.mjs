// A fast reader for the first sheet of an .xlsx (server/resource/import-worker.mjs): SheetJS takes seconds on a
// 100,000-row file because it runs regular expressions over every cell. This scans the XML with indexOf and gives
// the same rows as the worker's SheetJS path (sheet-values.mjs: values as typed, dates as YYYY-MM-DD, rows as wide as
// the sheet's range, blank rows left out).
// Anything it does not handle throws XlsxUnsupported, and the worker parses the file with SheetJS instead.
import { inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { valueText } from './sheet-values.mjs';

/** The file uses something this reader leaves to SheetJS. */
export class XlsxUnsupported extends Error {}

const unsupported = (what) => new XlsxUnsupported(`xlsx-read: ${what}`);

/** Whether the bytes are a zip archive (an .xlsx), not an old binary .xls. */
export function isZip(bytes) {
  return bytes.length >= 22 && bytes.readUInt32LE(0) === 0x04034b50;
}

// ---- zip --------------------------------------------------------------------------------------------------------

/** Name -> entry of the zip's central directory (layout: server/resource/zip-guard.ts). */
function zipEntries(bytes) {
  if (!isZip(bytes)) throw unsupported('not a zip');
  let eocd = -1;
  for (let i = bytes.length - 22, from = Math.max(0, bytes.length - 22 - 0xffff); i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) throw unsupported('no end of central directory');
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || at === 0xffffffff) throw unsupported('zip64');
  const entries = new Map();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw unsupported('bad central directory');
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      local: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * The largest member this reader inflates. Its buffers and strings live outside the worker's bounded heap, so a
 * larger one (an import refuses past 500 MB declared in all) goes to SheetJS, whose memory that bound does cover.
 */
const MAX_PART_BYTES = 200 * 1024 * 1024;

/** The bytes of one archive member, or null when the archive has no such member. */
function zipBytes(bytes, entries, name) {
  const entry = entries.get(name);
  if (!entry) return null;
  if (entry.flags & 1) throw unsupported('encrypted entry');
  if (entry.compressed === 0xffffffff || entry.size === 0xffffffff || entry.local === 0xffffffff) throw unsupported('zip64');
  if (entry.size > MAX_PART_BYTES) throw unsupported(`${name} too large`);
  const at = entry.local;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw unsupported('bad local header');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressed);
  let raw;
  if (entry.method === 0) raw = data;
  // Inflate no more than the declared size (which zip-guard.ts has checked): an entry lying about it fails here.
  else if (entry.method === 8) raw = inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
  else throw unsupported(`compression method ${entry.method}`);
  if (raw.length >= 2 && ((raw[0] === 0xff && raw[1] === 0xfe) || (raw[0] === 0xfe && raw[1] === 0xff))) throw unsupported('UTF-16 part');
  return raw;
}

/** The text of one (small) archive member, or null. */
function zipText(bytes, entries, name) {
  const raw = zipBytes(bytes, entries, name);
  if (raw === null) return null;
  const text = raw.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * A large member (the sheet, the shared strings) as one char per byte, with its bytes: decoding that is a copy, and
 * ASCII texts sliced from it stay one byte per char (half the memory of UTF-16, and quicker to post to the main
 * thread). textOf decodes the other texts from the bytes, whose offsets are the string's.
 */
function zipPart(bytes, entries, name) {
  const raw = zipBytes(bytes, entries, name);
  return raw === null ? null : { xml: raw.toString('latin1'), raw };
}

/** xml[from, to) of a zipPart as text: the slice when ASCII, else that range of its bytes decoded as UTF-8. */
function textOf(xml, raw, from, to) {
  for (let i = from; i < to; i++) if (xml.charCodeAt(i) > 127) return raw.toString('utf8', from, to);
  return xml.slice(from, to);
}

// ---- XML helpers ------------------------------------------------------------------------------------------------

const ENTITY = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text -> string: entities, Excel's _xHHHH_ escapes and CRLF -> LF, as SheetJS decodes cell texts. */
function xmlText(text) {
  let plain = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 38 || c === 95 || c === 13) { plain = false; break; }
  }
  if (plain) return text;
  if (text.includes('<![CDATA[')) throw unsupported('CDATA');
  return text
    .replace(/&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([\da-fA-F]+));/g, (all, name, dec, hex) =>
      name ? ENTITY[name] : String.fromCodePoint(dec ? parseInt(dec, 10) : parseInt(hex, 16)))
    .replace(/_x([\da-fA-F]{4})_/g, (all, hex) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');
}

/** An attribute's raw value in an opening tag's text, or undefined. */
function attr(tag, name) {
  let i = tag.indexOf(name + '=');
  while (i > 0) {
    const before = tag.charCodeAt(i - 1);
    if (before === 32 || before === 9 || before === 10 || before === 13) {
      const quote = tag[i + name.length + 1];
      const from = i + name.length + 2;
      return tag.slice(from, tag.indexOf(quote, from));
    }
    i = tag.indexOf(name + '=', i + 1);
  }
  return undefined;
}

/** The part's root element must be unprefixed (<x:worksheet> and the like are left to SheetJS). */
function checkRoot(xml, root) {
  let i = 0;
  for (;;) {
    i = xml.indexOf('<', i);
    if (i < 0) throw unsupported(`no <${root}>`);
    const c = xml[i + 1];
    if (c !== '?' && c !== '!') break;
    i++;
  }
  if (!xml.startsWith(root, i + 1)) throw unsupported(`root of ${root} part`);
}

/** The text inside <name ...>...</name> starting the search at `from`, or null (self-closing or absent). */
function element(xml, name, from = 0) {
  const open = xml.indexOf('<' + name, from);
  if (open < 0) return null;
  const tagEnd = xml.indexOf('>', open);
  if (xml.charCodeAt(tagEnd - 1) === 47) return null;
  const close = xml.indexOf('</' + name + '>', tagEnd);
  if (close < 0) throw unsupported(`unclosed <${name}>`);
  return { tag: xml.slice(open, tagEnd + 1), body: xml.slice(tagEnd + 1, close), end: close + name.length + 3 };
}

/** Is `<name` at i a tag of that name (not a longer one, as <col for <c)? */
function tagAt(xml, i, nameLength) {
  const c = xml.charCodeAt(i + 1 + nameLength);
  return c === 32 || c === 62 || c === 47 || c === 9 || c === 10 || c === 13;
}

// ---- workbook parts ---------------------------------------------------------------------------------------------

/** Path of the first sheet and whether the workbook counts dates from 1904. */
function firstSheet(bytes, entries) {
  const book = zipText(bytes, entries, 'xl/workbook.xml');
  const rels = zipText(bytes, entries, 'xl/_rels/workbook.xml.rels');
  if (book === null || rels === null) throw unsupported('no xl/workbook.xml');
  checkRoot(book, 'workbook');
  const pr = book.indexOf('<workbookPr');
  const date1904 = pr >= 0 && ['1', 'true'].includes(attr(book.slice(pr, book.indexOf('>', pr)), 'date1904'));
  let at = book.indexOf('<sheet');
  while (at >= 0 && !tagAt(book, at, 5)) at = book.indexOf('<sheet', at + 1);
  if (at < 0) throw unsupported('no sheet');
  const sheetTag = book.slice(at, book.indexOf('>', at));
  const idMatch = / [\w.-]+:id="([^"]*)"/.exec(sheetTag);
  if (!idMatch) throw unsupported('sheet without r:id');
  let target;
  for (let i = rels.indexOf('<Relationship '); i >= 0; i = rels.indexOf('<Relationship ', i + 1)) {
    const tag = rels.slice(i, rels.indexOf('>', i));
    if (attr(tag, 'Id') === idMatch[1]) {
      if (!/\/worksheet$/.test(attr(tag, 'Type') ?? '')) throw unsupported('first sheet is no worksheet');
      target = xmlText(attr(tag, 'Target') ?? '');
      break;
    }
  }
  if (!target) throw unsupported('no relationship for the first sheet');
  const parts = (target.startsWith('/') ? target.slice(1) : `xl/${target}`).split('/');
  const path = [];
  for (const part of parts) if (part === '..') path.pop(); else if (part !== '.') path.push(part);
  return { path: path.join('/'), date1904 };
}

/** Shared strings: the text of each <si>, or undefined where SheetJS reads no text (the cell then counts as empty). */
function sharedStrings(part) {
  if (part === null) return [];
  const { xml, raw } = part;
  checkRoot(xml, 'sst');
  const out = [];
  for (let i = xml.indexOf('<si'); i >= 0; ) {
    if (!tagAt(xml, i, 2)) { i = xml.indexOf('<si', i + 3); continue; }
    const tagEnd = xml.indexOf('>', i);
    if (xml.charCodeAt(tagEnd - 1) === 47 || tagEnd !== i + 3) throw unsupported('unusual <si>');
    const close = xml.indexOf('</si>', tagEnd);
    if (close < 0) throw unsupported('unclosed <si>');
    out.push(richText(textOf(xml, raw, tagEnd + 1, close).trim()));
    i = xml.indexOf('<si', close);
  }
  return out;
}

/** An <si> or <is> body: a plain <t>, or rich-text runs whose <t> texts join (phonetic <rPh> runs left out). */
function richText(body) {
  if (body === '') return '';
  if (body.startsWith('<t')) {
    const open = body.indexOf('>');
    const close = body.indexOf('</t>', open);
    return xmlText(close < 0 ? body.slice(open + 1) : body.slice(open + 1, close));
  }
  if (body.indexOf('<r>') < 0 && body.indexOf('<r ') < 0) return undefined;
  let text = '';
  for (let i = body.indexOf('<t'); i >= 0; i = body.indexOf('<t', i + 2)) {
    if (!tagAt(body, i, 1)) continue;
    const ph = body.lastIndexOf('<rPh', i);
    if (ph >= 0 && body.lastIndexOf('</rPh>', i) < ph) continue;
    const open = body.indexOf('>', i);
    if (body.charCodeAt(open - 1) === 47) continue;
    const close = body.indexOf('</t>', open);
    if (close < 0) throw unsupported('unclosed <t>');
    text += body.slice(open + 1, close);
  }
  return xmlText(text);
}

// Built-in number formats SheetJS's table lacks and fills in itself (it shows these as below).
const IMPLICIT = { 59: '0', 60: '0.00', 61: '#,##0', 62: '#,##0.00', 67: '0%', 68: '0.00%' };
for (const id of [23, 24, 25, 26]) IMPLICIT[id] = 'General';
for (const id of [27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58, 71, 72]) IMPLICIT[id] = 'm/d/yy';
for (const id of [32, 33, 34, 35]) IMPLICIT[id] = 'h:mm:ss';
// The table as loaded (SheetJS writes a workbook's custom formats into it, so take it before any file is read).
const BUILTIN = { ...XLSX.SSF.get_table() };

/** The number format code of each cell style (cellXfs index), 'General' for none. */
function styleFormats(xml) {
  if (xml === null) return [];
  checkRoot(xml, 'styleSheet');
  const custom = new Map();
  const numFmts = element(xml, 'numFmts');
  if (numFmts) {
    for (let i = numFmts.body.indexOf('<numFmt '); i >= 0; i = numFmts.body.indexOf('<numFmt ', i + 1)) {
      const tag = numFmts.body.slice(i, numFmts.body.indexOf('>', i));
      const id = parseInt(attr(tag, 'numFmtId') ?? '', 10);
      if (!(id >= 0 && id <= 392)) throw unsupported(`number format id ${id}`);
      custom.set(id, xmlText(attr(tag, 'formatCode') ?? ''));
    }
  }
  const xfs = element(xml, 'cellXfs');
  const formats = [];
  if (!xfs) return formats;
  for (let i = xfs.body.indexOf('<xf'); i >= 0; i = xfs.body.indexOf('<xf', i + 1)) {
    if (!tagAt(xfs.body, i, 2)) continue;
    const raw = attr(xfs.body.slice(i, xfs.body.indexOf('>', i)), 'numFmtId');
    const id = raw ? parseInt(raw, 10) : 0;
    const code = custom.get(id) ?? BUILTIN[id] ?? IMPLICIT[id];
    if (code === undefined && id !== 0) throw unsupported(`number format ${id}`);
    formats.push(id === 0 ? 'General' : code);
  }
  return formats;
}

// ---- the sheet --------------------------------------------------------------------------------------------------

/** Row and column bounds of a "A1:J20" reference (0-based), or null. */
function decodeRange(ref) {
  const [from, to] = ref.split(':');
  const bound = (cell) => ({ r: parseInt(cell.replace(/^[A-Z]+/, ''), 10) - 1, c: columnAt(cell, 0, cell.length) });
  const s = bound(from);
  const e = bound(to);
  if (!(s.r >= 0 && s.c >= 0 && e.r >= s.r && e.c >= s.c)) return null;
  return { s, e };
}

/** The text of a cell value under its number format: the value as typed, dates as YYYY-MM-DD (sheet-values.mjs). */
function display(value, code, date1904) {
  if (typeof value === 'string' && code === '@') return value;
  return valueText(value, code, date1904);
}

const isSpace = (c) => c === 32 || c === 9 || c === 10 || c === 13;

/** Column index (0-based) of the letters of xml[from, to) ("B12" -> 1), -1 without letters, as SheetJS decodes it. */
function columnAt(xml, from, to) {
  let col = 0;
  for (let i = from; i < to; i++) {
    const c = xml.charCodeAt(i) - 64;
    if (c < 1 || c > 26) break;
    col = col * 26 + c;
  }
  return col - 1;
}

/** Row number (1-based) of the digits after the letters of xml[from, to) ("B12" -> 12), 0 without digits. */
function rowAt(xml, from, to) {
  let i = from;
  while (i < to && xml.charCodeAt(i) >= 65) i++;
  let row = 0;
  for (; i < to; i++) row = row * 10 + xml.charCodeAt(i) - 48;
  return row;
}

/**
 * What scanCell found in the <c> element it was given (one object reused for every cell: a large sheet has
 * millions of cells, and a fresh object each would keep the garbage collector busy).
 */
const cell = { end: 0, col: -1, row: 0, style: -1, type: '', v: /** @type {string | undefined} */ (undefined), body: '' };

/** A cell's t attribute at xml[from, to): the usual ones without slicing a fresh string for each cell. */
function typeAt(xml, from, to) {
  const length = to - from;
  if (length === 1) {
    const c = xml.charCodeAt(from);
    if (c === 115) return 's';
    if (c === 110) return 'n';
  }
  if (length === 3 && xml.charCodeAt(from) === 115 && xml.charCodeAt(from + 1) === 116 && xml.charCodeAt(from + 2) === 114) return 'str';
  return xml.slice(from, to);
}

/** The style index at xml[from, to), -1 when it is no plain number. */
function styleAt(xml, from, to) {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = xml.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return to > from ? n : -1;
}

/** Is "</v></c>" at i? */
function endsValueAndCell(xml, i) {
  return xml.charCodeAt(i + 1) === 47 && xml.charCodeAt(i + 2) === 118 && xml.charCodeAt(i + 3) === 62 && xml.charCodeAt(i + 4) === 60
    && xml.charCodeAt(i + 5) === 47 && xml.charCodeAt(i + 6) === 99 && xml.charCodeAt(i + 7) === 62;
}

/** Reads the <c ...> element at `at` (its '<'), the previous cell of the row being in column `previous`. */
function scanCell(xml, raw, at, previous) {
  cell.col = previous + 1;
  cell.row = 0;
  cell.style = -1;
  cell.type = '';
  cell.v = undefined;
  cell.body = '';
  let i = at + 2;
  // The opening tag's attributes, char by char: slicing the tag and searching it costs more than the scan.
  for (;;) {
    let c = xml.charCodeAt(i);
    while (isSpace(c)) c = xml.charCodeAt(++i);
    if (c === 62) { i++; break; }
    if (c === 47) {
      if (xml.charCodeAt(i + 1) !== 62) throw unsupported('malformed <c>');
      cell.end = i + 2;
      return;
    }
    const nameStart = i;
    while (c !== 61 && !isSpace(c)) {
      if (i >= xml.length || c === 62) throw unsupported('malformed <c>');
      c = xml.charCodeAt(++i);
    }
    const nameLength = i - nameStart;
    while (c !== 34 && c !== 39) {
      if (c !== 61 && !isSpace(c)) throw unsupported('malformed <c>');
      c = xml.charCodeAt(++i);
    }
    const quote = c;
    const valueStart = i + 1;
    let valueEnd = valueStart;
    while (xml.charCodeAt(valueEnd) !== quote) if (++valueEnd >= xml.length) throw unsupported('malformed <c>');
    if (nameLength === 1) {
      const name = xml.charCodeAt(nameStart);
      if (name === 114) {
        cell.col = columnAt(xml, valueStart, valueEnd);
        cell.row = rowAt(xml, valueStart, valueEnd);
      }
      else if (name === 115) cell.style = styleAt(xml, valueStart, valueEnd);
      else if (name === 116) cell.type = typeAt(xml, valueStart, valueEnd);
    }
    i = valueEnd + 1;
  }
  // The usual body, <v>text</v></c>, without slicing it out first.
  if (xml.charCodeAt(i) === 60 && xml.charCodeAt(i + 1) === 118 && xml.charCodeAt(i + 2) === 62) {
    let vEnd = i + 3;
    while (vEnd < xml.length && xml.charCodeAt(vEnd) !== 60) vEnd++;
    if (endsValueAndCell(xml, vEnd)) {
      if (vEnd > i + 3) cell.v = xmlText(textOf(xml, raw, i + 3, vEnd));
      cell.end = vEnd + 8;
      return;
    }
  }
  const close = xml.indexOf('</c>', i);
  if (close < 0) throw unsupported('unclosed <c>');
  const body = textOf(xml, raw, i, close);
  cell.body = body;
  cell.end = close + 4;
  const vAt = body.indexOf('<v');
  if (vAt >= 0 && tagAt(body, vAt, 1)) {
    const vOpen = body.indexOf('>', vAt);
    if (body.charCodeAt(vOpen - 1) !== 47) {
      const text = body.slice(vOpen + 1, body.indexOf('</v>', vOpen));
      if (text !== '') cell.v = xmlText(text);
    }
  }
}

/**
 * The text scanCell's cell shows, null for a cell SheetJS stores without a value (it leaves the row blank), or
 * undefined for one it does not store at all.
 */
function cellText(strings, formats, date1904) {
  const { type, v } = cell;
  let value;
  switch (type) {
    case '':
    case 'n':
      if (v === undefined) return undefined;
      value = parseFloat(v);
      break;
    case 's':
      if (v === undefined) return undefined;
      value = strings[parseInt(v, 10)];
      if (value === undefined) return null;
      break;
    // SheetJS decodes a formula string's text a second time; do the same so both read alike.
    case 'str': value = v === undefined ? '' : xmlText(v); break;
    case 'inlineStr': {
      const is = element(cell.body, 'is');
      value = is ? richText(is.body.trim()) ?? '' : '';
      break;
    }
    case 'b':
      if (v === undefined) throw unsupported('boolean without value');
      value = v === '1' || v === 'true';
      break;
    case 'e':
      if (v === '#NULL!') throw unsupported('#NULL! cell');
      return null;
    default: throw unsupported(`cell type ${type}`);
  }
  const code = cell.style < 0 ? undefined : formats[cell.style];
  return display(value, code ?? 'General', date1904);
}

/**
 * The first sheet's rows as cell texts, as the worker's SheetJS call gives them: rows from the sheet's range, each
 * as wide as the range, rows without any value left out. `sheetRows` (> 0) stops after that row number.
 * @param {Buffer} bytes
 * @param {{ sheetRows?: number }} [options]
 * @returns {string[][]}
 */
export function readXlsx(bytes, { sheetRows = 0 } = {}) {
  const limit = Number.isSafeInteger(sheetRows) && sheetRows > 0 ? sheetRows : Infinity;
  const entries = zipEntries(bytes);
  const { path, date1904 } = firstSheet(bytes, entries);
  const part = zipPart(bytes, entries, path);
  if (part === null) throw unsupported(`no ${path}`);
  const { xml, raw } = part;
  checkRoot(xml, 'worksheet');
  const strings = sharedStrings(zipPart(bytes, entries, 'xl/sharedStrings.xml'));
  const formats = styleFormats(zipText(bytes, entries, 'xl/styles.xml'));

  let dataStart = xml.indexOf('<sheetData');
  while (dataStart >= 0 && !tagAt(xml, dataStart, 9)) dataStart = xml.indexOf('<sheetData', dataStart + 1);
  let dimension = null;
  const dim = xml.indexOf('<dimension');
  if (dim >= 0 && (dataStart < 0 || dim < dataStart)) {
    const ref = attr(xml.slice(dim, xml.indexOf('>', dim)), 'ref') ?? '';
    if (/^[A-Z]+\d+:[A-Z]+\d+$/.test(ref)) dimension = decodeRange(ref);
  }
  if (dataStart < 0 || xml.charCodeAt(xml.indexOf('>', dataStart) - 1) === 47) return [];

  /** Rows holding a value, as pairs: row index, cells by column (text, or null for a cell without a value). */
  const found = [];
  const guess = { s: { r: Infinity, c: Infinity }, e: { r: 0, c: 0 } };
  let tagr = 0;
  let at = xml.indexOf('>', dataStart) + 1;
  // Rows and cells are read in one pass; searching ahead for each </row> would scan every row twice.
  for (;;) {
    const rowStart = xml.indexOf('<', at);
    if (rowStart < 0) throw unsupported('unclosed <sheetData>');
    if (xml.startsWith('</sheetData>', rowStart)) break;
    if (!xml.startsWith('<row', rowStart) || !tagAt(xml, rowStart, 3)) throw unsupported('unexpected element in sheetData');
    const rowTagEnd = xml.indexOf('>', rowStart);
    // SheetJS splits rows at </row>, so an empty <row/> is no row for it.
    if (xml.charCodeAt(rowTagEnd - 1) === 47) { at = rowTagEnd + 1; continue; }
    const r = attr(xml.slice(rowStart, rowTagEnd), 'r');
    const next = r !== undefined ? parseInt(r, 10) : tagr + 1;
    if (!(next > tagr)) throw unsupported('rows out of order');
    tagr = next;
    if (tagr > limit) break;
    if (guess.s.r > tagr - 1) guess.s.r = tagr - 1;
    if (guess.e.r < tagr - 1) guess.e.r = tagr - 1;

    const cells = [];
    let hasValue = false;
    let col = -1;
    let i = rowTagEnd + 1;
    for (;;) {
      let c = xml.charCodeAt(i);
      while (isSpace(c)) c = xml.charCodeAt(++i);
      if (c === 60 && xml.startsWith('</row>', i)) { at = i + 6; break; }
      if (c !== 60 || xml.charCodeAt(i + 1) !== 99 || !tagAt(xml, i, 1)) throw unsupported('unexpected element in row');
      scanCell(xml, raw, i, col);
      i = cell.end;
      col = cell.col;
      // SheetJS skips a cell with neither type nor value before it widens the range.
      if (cell.type === '' && cell.v === undefined) continue;
      if (col < 0) throw unsupported('cell reference without column');
      // SheetJS files a cell under its own reference's row, whatever row holds it.
      if (cell.row !== 0 && cell.row !== tagr) throw unsupported('cell outside its row');
      if (guess.s.c > col) guess.s.c = col;
      if (guess.e.c < col) guess.e.c = col;
      const text = cellText(strings, formats, date1904);
      if (text === undefined) continue;
      cells[col] = text;
      if (text !== null) hasValue = true;
    }
    if (hasValue) found.push(tagr - 1, cells);
  }

  // The range SheetJS gives the sheet: its <dimension>, else the bounds of what was read; trimmed by sheetRows.
  let range = dimension;
  if (!range) {
    if (!(guess.e.c >= guess.s.c && guess.e.r >= guess.s.r)) return [];
    range = guess;
  }
  range = { s: { ...range.s }, e: { ...range.e } };
  if (limit <= range.e.r) {
    range.e.r = Math.min(limit - 1, guess.e.r);
    if (range.e.r < range.s.r) range.s.r = range.e.r;
    if (range.e.c > guess.e.c) range.e.c = guess.e.c;
    if (range.e.c < range.s.c) range.s.c = range.e.c;
  }
  const first = range.s.c;
  const width = range.e.c - first + 1;
  const rows = [];
  for (let k = 0; k < found.length; k += 2) {
    const r = found[k];
    if (r < range.s.r || r > range.e.r) continue;
    const cells = found[k + 1];
    // Usually the cells already span the range from column A: fill their gaps in place rather than copy them.
    if (first === 0 && cells.length === width) {
      let hasValue = false;
      for (let c = 0; c < width; c++) {
        const text = cells[c];
        if (text === undefined || text === null) cells[c] = '';
        else hasValue = true;
      }
      if (hasValue) rows.push(cells);
      continue;
    }
    const row = new Array(width);
    let hasValue = false;
    for (let c = 0; c < width; c++) {
      const text = cells[first + c];
      if (text === undefined || text === null) row[c] = '';
      else { row[c] = text; hasValue = true; }
    }
    if (hasValue) rows.push(row);
  }
  return rows;
}
