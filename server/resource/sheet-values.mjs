// What an import reads from a spreadsheet cell (docs/architecture.md#models-and-the-resource-engine, imports): the
// value the user typed, not how the sheet displays it. A weight of 3.456 shown with a 0.00 format is still 3.456 (the
// display would round milligrams away), and a date typed in Excel (a serial number with a date format, shown 1/5/26 or
// 2026/1/5 depending on the machine) is 2026-01-05, the form the import checks. Shared by the fast reader
// (xlsx-read.mjs) and the SheetJS path of the worker, so both read a file alike. Plain JavaScript for the worker.
import * as XLSX from '@e965/xlsx';

const pad = (n) => String(n).padStart(2, '0');

/** A number as its shortest text (15 significant digits: 0.30000000000000004 is 0.3; integers stay whole). */
export function numberText(value) {
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toPrecision(15)));
}

/** An Excel date serial as 'YYYY-MM-DD', with ' HH:mm:ss' when it has a time of day; a time alone as 'HH:mm:ss'. */
export function serialText(value, code, date1904) {
  const p = XLSX.SSF.parse_date_code(value, { date1904 });
  if (!p) return numberText(value);
  const time = `${pad(p.H)}:${pad(p.M)}:${pad(p.S)}`;
  // A time-of-day format (h:mm) on a serial below one day has no date to show.
  if (value < 1 && !/[yd]/i.test(String(code).replace(/"[^"]*"|\[[^\]]*\]/g, ''))) return time;
  const date = `${p.y}-${pad(p.m)}-${pad(p.d)}`;
  return p.H || p.M || p.S ? `${date} ${time}` : date;
}

/** The text an import reads for a cell value under its number format code ('General' or none for plain). */
export function valueText(value, code, date1904) {
  if (typeof value === 'number') {
    if (code && code !== 'General' && XLSX.SSF.is_date(code)) return serialText(value, code, date1904);
    return numberText(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The first sheet of a workbook SheetJS read (with cellNF, without cellDates) as rows of cell texts, like
 * sheet_to_json(header: 1, defval: '', blankrows: false) but with valueText: rows as wide as the sheet's range,
 * rows without a value left out.
 */
export function sheetJsRows(book) {
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet || !sheet['!ref']) return [];
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const dense = sheet['!data'];
  const rows = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row = [];
    let hasValue = false;
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = dense ? dense[r]?.[c] : sheet[XLSX.utils.encode_cell({ r, c })];
      const text = !cell || cell.t === 'z' || cell.t === 'e' ? '' : valueText(cell.t === 'd' ? cell.w ?? cell.v : cell.v, cell.z, date1904);
      if (cell && cell.t !== 'z' && cell.t !== 'e' && cell.v !== undefined) hasValue = true;
      row.push(text);
    }
    if (hasValue) rows.push(row);
  }
  return rows;
}

/** SheetJS's reading of a file (an old .xls, or what the fast reader leaves): every format, but slow on a large .xlsx. */
export function readWithSheetJs(bytes, sheetRows) {
  return sheetJsRows(XLSX.read(bytes, { type: 'buffer', cellNF: true, cellDates: false, dense: true, sheetRows }));
}
