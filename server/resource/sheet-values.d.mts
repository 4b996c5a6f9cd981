/** Types of sheet-values.mjs (plain JavaScript, run by the import worker). */
export function numberText(value: number): string;
export function serialText(value: number, code: string, date1904: boolean): string;
export function valueText(value: unknown, code: string | undefined, date1904: boolean): string;
export function sheetJsRows(book: unknown): string[][];
export function readWithSheetJs(bytes: Buffer, sheetRows: number): string[][];
