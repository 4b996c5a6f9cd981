// Types of server/resource/xlsx-read.mjs (plain JavaScript, so the import worker runs it without a TypeScript loader).

/** The file uses something the fast reader leaves to SheetJS. */
export class XlsxUnsupported extends Error {}

/** Whether the bytes are a zip archive (an .xlsx), not an old binary .xls. */
export function isZip(bytes: Buffer): boolean;

/** The first sheet's rows as cell texts, as SheetJS's sheet_to_json(header 1, raw false, defval '', blankrows false) gives them. */
export function readXlsx(bytes: Buffer, options?: { sheetRows?: number }): string[][];
