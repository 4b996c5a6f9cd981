import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { parseSpreadsheet } from '../../server/resource/import-parse';
import { readXlsx, XlsxUnsupported } from '../../server/resource/xlsx-read.mjs';
import { readWithSheetJs } from '../../server/resource/sheet-values.mjs';

// The fast .xlsx reader of the import worker (server/resource/xlsx-read.mjs) must read every file as the worker's
// SheetJS path does (values as typed, dates as YYYY-MM-DD: sheet-values.mjs); each case compares the two on the same bytes.

/** The worker's SheetJS path, which reads what the fast reader leaves (an .xls, prefixed XML). */
const sheetJs = (bytes: Buffer, sheetRows = 0): string[][] => readWithSheetJs(bytes, sheetRows);

function writeBook(sheet: XLSX.WorkSheet, bookSST: boolean): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'S');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST, compression: true }) as Buffer;
}

const day = (y: number, m: number, d: number, h = 0, min = 0) => new Date(Date.UTC(y, m - 1, d, h, min));

/** A sheet with the kinds of values users import, some with number formats as Excel gives them. */
function mixedSheet(): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['编号', '名称', '金重(g)', '日期', '时间', '备注', '布尔', '手机'],
    ['P001', '足金戒指', 3.456, day(2026, 1, 5), day(2026, 1, 5, 13, 45), 'a & b <c> "d" \'e\'', true, 13800138000],
    ['P002', '  前后空格  ', 0.1 + 0.2, day(1999, 12, 31), day(2000, 2, 29, 8, 5), '第一行\n第二行', false, 123456789012],
    [],
    ['P003', null, 3.4, null, null, '&lt; stays text', null, -42],
    [null, null, null, null, null, null, null, null],
    ['P004', '𠮷野家', 1e-7, day(2030, 6, 1), null, '繁體字 ㊣', true, 2147483648],
  ], { cellDates: true });
  sheet.C2.z = '0.00';
  sheet.C3.z = '#,##0.000';
  sheet.D2.z = 'yyyy-mm-dd';
  sheet.D3.z = 'm/d/yy';
  sheet.D7.z = 'yyyy"年"m"月"d"日"';
  sheet.E2.z = 'yyyy-mm-dd hh:mm';
  sheet.E3.z = 'yyyy/m/d h:mm:ss';
  sheet.H2.z = '0';
  sheet.H5.z = '0.00%';
  return sheet;
}

describe('readXlsx reads as SheetJS does', () => {
  for (const bookSST of [false, true]) {
    it(`strings, numbers, dates, booleans, empty cells and rows (${bookSST ? 'shared' : 'inline'} strings)`, () => {
      const file = writeBook(mixedSheet(), bookSST);
      const rows = readXlsx(file);
      expect(rows).toEqual(sheetJs(file));
      // Spot checks, so a change to both readers shows too.
      expect(rows[1]).toEqual(['P001', '足金戒指', '3.456', '2026-01-05', '2026-01-05 13:45:00', 'a & b <c> "d" \'e\'', 'TRUE', '13800138000']);
      expect(rows[2][2]).toBe('0.3');
      expect(rows).toHaveLength(5);
    });
  }

  it('General numbers as SheetJS shows them', () => {
    const numbers = [0.30000000000000004, 13800138000, 3.4, 123456789012, -0.5, 1 / 3, 1e21, 12345.678901234, 0, -2147483649];
    const file = writeBook(XLSX.utils.aoa_to_sheet([numbers]), false);
    const rows = readXlsx(file);
    expect(rows).toEqual(sheetJs(file));
    expect(rows[0].slice(0, 3)).toEqual(['0.3', '13800138000', '3.4']);
  });

  it('a sheet written from B3 on', () => {
    const file = writeBook(XLSX.utils.sheet_add_aoa(XLSX.utils.aoa_to_sheet([]), [['a', 1], [null, 2]], { origin: 'B3' }), true);
    expect(readXlsx(file)).toEqual(sheetJs(file));
    expect(readXlsx(file)).toEqual([['', 'a', '1'], ['', '', '2']]);
  });

  it('stops after sheetRows rows, header included', () => {
    const file = writeBook(XLSX.utils.aoa_to_sheet(Array.from({ length: 50 }, (_, i) => [`r${i}`, i])), true);
    for (const sheetRows of [1, 3, 49, 50, 51, 0]) expect(readXlsx(file, { sheetRows })).toEqual(sheetJs(file, sheetRows));
    expect(readXlsx(file, { sheetRows: 3 })).toEqual([['r0', '0'], ['r1', '1'], ['r2', '2']]);
  });
});

// ---- hand-made packages: what Excel writes and SheetJS's writer does not ----------------------------------------

/** A zip of the given parts (deflated, or stored with method 0). */
function zip(parts: Record<string, string>, method: 0 | 8 = 8): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const data = Buffer.from(text, 'utf8');
    const body = method === 8 ? deflateRawSync(data) : data;
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, body);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** An .xlsx as Excel lays it out, whose first sheet (listed first, stored second) has `sheetData`. */
function excelFile(sheetData: string, options: { date1904?: boolean; dimension?: string; method?: 0 | 8; prefix?: string } = {}): Buffer {
  const p = options.prefix ? `${options.prefix}:` : '';
  const xmlns = options.prefix ? `xmlns:${options.prefix}="${MAIN}"` : `xmlns="${MAIN}"`;
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return zip({
    '[Content_Types].xml': `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="${TYPE}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/></Types>`,
    '_rels/.rels': `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${head}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><workbookPr${options.date1904 ? ' date1904="1"' : ''}/><sheets><sheet name="数据" sheetId="2" r:id="rId2"/><sheet name="Other" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId4" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `${head}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1"><v>999</v></c></row></sheetData></worksheet>`,
    'xl/worksheets/sheet2.xml': `${head}<${p}worksheet ${xmlns}>${options.dimension ? `<${p}dimension ref="${options.dimension}"/>` : ''}<${p}sheetData>${options.prefix ? sheetData.replace(/<(\/?)(row|c|v|is|t)\b/g, `<$1${p}$2`) : sheetData}</${p}sheetData></${p}worksheet>`,
    'xl/styles.xml': `${head}<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy/mm/dd"/><numFmt numFmtId="165" formatCode="&quot;¥&quot;#,##0.00"/></numFmts><cellXfs count="7"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="22" applyNumberFormat="1"/><xf numFmtId="2" applyNumberFormat="1"/><xf numFmtId="165" applyNumberFormat="1"/><xf numFmtId="49" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    'xl/sharedStrings.xml': `${head}<sst xmlns="${MAIN}" count="6" uniqueCount="6"><si><t>名称</t></si><si><t xml:space="preserve">  留空格  </t></si><si><r><rPr><b/></rPr><t>富</t></r><r><t xml:space="preserve">文本 </t></r><rPh sb="0" eb="1"><t>フ</t></rPh><phoneticPr fontId="1"/></si><si><t>&amp;&lt;&gt;&quot;&apos;&#20013;&#x6587;</t></si><si><t></t></si><si><t>a_x000D_b</t></si></sst>`,
  }, options.method);
}

/** Excel's own cell forms: shared, rich and inline strings, styles, formulas, errors, cells and rows without r. */
const EXCEL_ROWS = [
  '<row r="1" spans="1:6"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>5</v></c></row>',
  '<row r="2"><c r="A2" s="1"><v>46027</v></c><c r="B2" s="2"><v>46027</v></c><c r="C2" s="3"><v>46027.5729166667</v></c><c r="D2" s="4"><v>3.456</v></c><c r="E2" s="5"><v>1234.5</v></c><c r="F2" s="6" t="s"><v>4</v></c></row>',
  '<row r="3"><c r="A3" t="inlineStr"><is><t>内联</t></is></c><c r="B3" t="inlineStr"><is><r><t>富</t></r><r><rPr><i/></rPr><t>内联</t></r></is></c><c r="C3" t="b"><v>1</v></c><c r="D3" t="b"><v>0</v></c><c r="E3" t="e"><v>#N/A</v></c><c r="F3" t="str"><f>A1&amp;"x"</f><v>名称x</v></c></row>',
  '<row r="4"><c r="A4" s="1"/><c r="B4" s="2"/><c r="C4" t="s"/></row>',
  '<row r="5"/>',
  '<row><c><v>1</v></c><c><v>2.5</v></c><c r="E5"><v>0.30000000000000004</v></c><c t="str"><v>跟在 E 后</v></c></row>',
  '<row r="8">\n  <c r="B8" s="6"><v>13800138000</v></c>\n  <c r="C8" t="s"><v>4</v></c>\n</row>',
].join('');

describe('readXlsx reads Excel-made files as SheetJS does', () => {
  for (const [label, options] of [
    ['deflated, no dimension', {}],
    ['stored, with a dimension', { method: 0, dimension: 'A1:F8' }],
    ['a dimension narrower than the cells', { dimension: 'B2:D6' }],
  ] as const) {
    it(label, () => {
      const file = excelFile(EXCEL_ROWS, options);
      const rows = readXlsx(file);
      expect(rows).toEqual(sheetJs(file));
      if (!('dimension' in options) || options.dimension === 'A1:F8') {
        expect(rows[0]).toEqual(['名称', '  留空格  ', '富文本 ', '&<>"\'中文', 'a\rb', '']);
        // The values as typed: dates whatever their display format, numbers unrounded by theirs.
        expect(rows[1]).toEqual(['2026-01-05', '2026-01-05', '2026-01-05 13:45:00', '3.456', '1234.5', '']);
      }
    });
  }

  it('sheetRows on an Excel-made file', () => {
    const file = excelFile(EXCEL_ROWS, { dimension: 'A1:F8' });
    for (const sheetRows of [1, 2, 4, 6, 7, 8, 9]) expect(readXlsx(file, { sheetRows })).toEqual(sheetJs(file, sheetRows));
  });

  it('counts dates from 1904 when the workbook says so', () => {
    const file = excelFile('<row r="1"><c r="A1" s="1"><v>44565</v></c><c r="B1" s="2"><v>44565</v></c><c r="C1"><v>44565</v></c></row>', { date1904: true });
    // Serial 44565 is 2026-01-05 counted from 1904 (2022-01-04 from 1900); a General number stays a number.
    expect(readXlsx(file)).toEqual(sheetJs(file));
    expect(readXlsx(file)).toEqual([['2026-01-05', '2026-01-05', '44565']]);
  });

  it('a sheet whose cells start at B3 (no dimension) starts its rows there', () => {
    const file = excelFile('<row r="3"><c r="B3" t="inlineStr"><is><t>a</t></is></c><c r="C3"><v>1</v></c></row><row r="4"><c r="C4"><v>2</v></c></row>');
    expect(readXlsx(file)).toEqual(sheetJs(file));
    expect(readXlsx(file)).toEqual([['a', '1'], ['', '2']]);
  });

  it('leaves prefixed XML, an .xls and non-zip bytes to SheetJS, and the import still reads them', async () => {
    const prefixed = excelFile('<row r="1"><c r="A1" t="inlineStr"><is><t>前缀</t></is></c><c r="B1"><v>7</v></c></row>', { prefix: 'x' });
    expect(() => readXlsx(prefixed)).toThrow(XlsxUnsupported);
    expect(await parseSpreadsheet(prefixed)).toEqual(sheetJs(prefixed));
    expect(await parseSpreadsheet(prefixed)).toEqual([['前缀', '7']]);

    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['旧格式', 1.5], ['第二行', 2]]), 'S');
    const xls = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect(() => readXlsx(xls)).toThrow(XlsxUnsupported);
    expect(await parseSpreadsheet(xls)).toEqual([['旧格式', '1.5'], ['第二行', '2']]);

    // A cell whose reference names another row than the one holding it: SheetJS files it by its reference.
    const misplaced = excelFile('<row r="1"><c r="A1"><v>1</v></c><c r="B2"><v>2</v></c></row>');
    expect(() => readXlsx(misplaced)).toThrow(XlsxUnsupported);
    expect(await parseSpreadsheet(misplaced)).toEqual(sheetJs(misplaced));

    const csv = Buffer.from('名称,数量\n足金,3\n', 'utf8');
    expect(() => readXlsx(csv)).toThrow(XlsxUnsupported);
    expect(await parseSpreadsheet(csv)).toEqual(sheetJs(csv));
  });

  it('the import worker reads an .xlsx with the fast reader and limits rows as before', async () => {
    const file = excelFile(EXCEL_ROWS, { dimension: 'A1:F8' });
    expect(await parseSpreadsheet(file)).toEqual(sheetJs(file));
    // parseSpreadsheet's maxRows counts data rows: the header and 2 rows.
    expect(await parseSpreadsheet(file, 2)).toEqual(sheetJs(file, 3));
  });
});
