import Decimal from 'decimal.js';

/**
 * The XML parts of a one-sheet .xlsx (OOXML SpreadsheetML) and the per-row sheet XML, as strings.
 * xlsx-stream.ts zips them; nothing here holds more than one row.
 */

/**
 * A cell: null (or '') is no cell; a string or `{ text }` is text; `{ number, scale }` is a decimal
 * string written as a number shown with `scale` decimals (formats exist for 0..6; a larger scale
 * shows 6, the value keeps its digits). A decimal with more than 15 significant digits, which a
 * double cannot hold, is written as text fixed to `scale`; a string that is no number, as itself.
 */
export type XlsxCell = null | string | { number: string; scale: number } | { text: string };

export interface XlsxSheetSpec {
  sheetName: string;
  header: string[];
  /** Column widths in characters, in header order. */
  widths?: number[];
}

/** Number formats are pre-declared for scales 0..MAX_SCALE (rows stream, so the scales are not known up front). */
export const MAX_SCALE = 6;
/** A double holds 15 significant decimal digits; a decimal with more is written as text. */
const MAX_DIGITS = 15;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** cellXfs: 0 default, 1 bold header, 2 + scale for the decimal formats. */
const XF_HEADER = 1;
const XF_SCALE_BASE = 2;

// ---------------------------------------------------------------------------------------------
// Text

/** Characters that need work before text can go into XML: markup, characters XML 1.0 forbids, surrogates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NEEDS_WORK = /[&<>"\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
/** Characters outside XML 1.0's Char production (lone surrogates included, thanks to the u flag). */
const INVALID_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const MARKUP = /[&<>"]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/**
 * Excel reads `_xHHHH_` in a string as an escaped character; a literal one is written with its
 * underscore escaped as `_x005F_` (what Excel itself writes).
 */
const OOXML_ESCAPE = /_(x[0-9A-Fa-f]{4}_)/g;

/** Text safe for XML content or a double-quoted attribute, with characters invalid in XML 1.0 removed. */
export function xmlText(s: string): string {
  if (!NEEDS_WORK.test(s) && !s.includes('_x')) return s;
  return s.replace(INVALID_XML, '').replace(MARKUP, (c) => ENTITY[c]).replace(OOXML_ESCAPE, '_x005F_$1');
}

/** Excel forbids []:*?/\ in sheet names, a leading or trailing apostrophe, and more than 31 characters. */
export function sheetNameOf(name: string): string {
  const cleaned = name.replace(INVALID_XML, '').replace(/[[\]:*?/\\]/g, '').replace(/^'+|'+$/g, '').trim();
  const cut = Array.from(cleaned).slice(0, 31).join('').replace(/'+$/, '');
  return cut === '' ? 'Sheet1' : cut;
}

/** Column letters for a 0-based index: 0 → A, 25 → Z, 26 → AA. */
const columnLetters: string[] = [];
export function columnName(index: number): string {
  let name = columnLetters[index];
  if (name === undefined) {
    name = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    columnLetters[index] = name;
  }
  return name;
}

// ---------------------------------------------------------------------------------------------
// Cells and rows

const isSpace = (code: number) => code <= 32 || code === 0x3000 || code === 0xa0;

function textCell(ref: string, text: string, style: string): string {
  const preserve = isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1)) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${preserve}>${xmlText(text)}</t></is></c>`;
}

const clampScale = (scale: number) => (Number.isFinite(scale) ? Math.min(MAX_SCALE, Math.max(0, Math.trunc(scale))) : 0);

/** A plain decimal of at most 15 digits: a double holds it, and it is already a valid xsd:double. */
const SHORT_PLAIN_DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

function numberCell(ref: string, value: string, scale: number): string {
  const s = clampScale(scale);
  // Fast path: no more than 15 digits at all, so no more than 15 significant ones.
  const digits = value.length - (value.charCodeAt(0) === 45 ? 1 : 0) - (value.includes('.') ? 1 : 0);
  if (digits <= MAX_DIGITS && SHORT_PLAIN_DECIMAL.test(value)) return `<c r="${ref}" s="${XF_SCALE_BASE + s}"><v>${value}</v></c>`;
  let d: Decimal;
  try {
    d = new Decimal(value.trim());
  } catch {
    return textCell(ref, value, ''); // not a number: keep what was given, as text
  }
  if (!d.isFinite()) return textCell(ref, value, '');
  // Too many significant digits for a double: text, fixed to the scale (as the SheetJS export did).
  if (d.precision(true) > MAX_DIGITS) return textCell(ref, Number.isFinite(scale) ? d.toFixed(Math.max(0, Math.trunc(scale))) : d.toFixed(), '');
  return `<c r="${ref}" s="${XF_SCALE_BASE + s}"><v>${d.toString()}</v></c>`;
}

/** One `<row>` of sheet XML; `rowNumber` is 1-based. Null and empty-string cells are left out. */
export function rowXml(cells: readonly XlsxCell[], rowNumber: number): string {
  if (!Array.isArray(cells)) throw new TypeError(`xlsx row ${rowNumber} is not an array of cells`);
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    if (cell === null || cell === undefined || cell === '') continue;
    const ref = columnName(i) + rowNumber;
    if (typeof cell === 'string') xml += textCell(ref, cell, '');
    else if ('number' in cell) xml += numberCell(ref, String(cell.number), cell.scale);
    else if (cell.text !== '') xml += textCell(ref, String(cell.text), '');
  }
  return `${xml}</row>`;
}

/** The header row: row 1, bold text. */
export function headerXml(header: readonly string[]): string {
  let xml = '<row r="1">';
  for (let i = 0; i < header.length; i++) {
    if (header[i]) xml += textCell(`${columnName(i)}1`, header[i], ` s="${XF_HEADER}"`);
  }
  return `${xml}</row>`;
}

// ---------------------------------------------------------------------------------------------
// Sheet

export function sheetStart(spec: XlsxSheetSpec): string {
  let cols = '';
  (spec.widths ?? []).forEach((width, i) => {
    if (!Number.isFinite(width) || width <= 0) return;
    cols += `<col min="${i + 1}" max="${i + 1}" width="${Math.min(255, width)}" customWidth="1"/>`;
  });
  return `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
}

export const SHEET_END = '</sheetData></worksheet>';
export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

// ---------------------------------------------------------------------------------------------
// Fixed parts

/** Number format per scale: the built-in ids 1 ('0') and 2 ('0.00'), custom ids from 164 for the rest. */
function numFmtId(scale: number): number {
  if (scale === 0) return 1;
  if (scale === 2) return 2;
  return 164 + scale;
}

function stylesXml(): string {
  const custom: string[] = [];
  const scaleXfs: string[] = [];
  for (let scale = 0; scale <= MAX_SCALE; scale++) {
    const id = numFmtId(scale);
    if (id >= 164) custom.push(`<numFmt numFmtId="${id}" formatCode="0.${'0'.repeat(scale)}"/>`);
    scaleXfs.push(`<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`);
  }
  const xfs = [
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>',
    ...scaleXfs,
  ];
  return `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">`
    + `<numFmts count="${custom.length}">${custom.join('')}</numFmts>`
    + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>'
    + '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>'
    + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
    + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
    + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
    + `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>`
    + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
    + '</styleSheet>';
}

/** Every part but the sheet, as [path, xml], in the order they go into the zip. */
export function fixedParts(spec: XlsxSheetSpec): [string, string][] {
  const sheetml = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return [
    ['[Content_Types].xml', `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      + '<Default Extension="xml" ContentType="application/xml"/>'
      + `<Override PartName="/xl/workbook.xml" ContentType="${sheetml}.sheet.main+xml"/>`
      + `<Override PartName="/${SHEET_PATH}" ContentType="${sheetml}.worksheet+xml"/>`
      + `<Override PartName="/xl/styles.xml" ContentType="${sheetml}.styles+xml"/>`
      + '</Types>'],
    ['_rels/.rels', `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">`
      + `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">`
      + '<bookViews><workbookView/></bookViews>'
      + `<sheets><sheet name="${xmlText(sheetNameOf(spec.sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">`
      + `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>`
      + `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/></Relationships>`],
    ['xl/styles.xml', stylesXml()],
  ];
}
