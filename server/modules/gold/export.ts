import * as XLSX from '@e965/xlsx';
import Decimal from 'decimal.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../core/errors';
import { requestLang, type Lang, type Text } from '../../core/i18n';
import { GOLD_TEXT } from './messages';

/** How a column's value becomes a cell. */
export type ColumnFormat =
  | { kind: 'text' }
  | { kind: 'decimal'; scale: number }
  | { kind: 'option'; options: Record<number, Text> }
  | { kind: 'time' };

export interface ExportColumn<R> {
  key: keyof R & string;
  label: Text;
  format?: ColumnFormat;
}

/** Exported times are shown in the business's time zone (China), whatever the server's is. */
const TIME_ZONE = 'Asia/Shanghai';
const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:mm:ss' in China time. */
export const formatTime = (epochMs: number): string => timeFormat.format(new Date(epochMs));

type Cell = string | number | null | XLSX.CellObject;

/**
 * A decimal as a number cell with its scale shown, so Excel can sum it; a value with more
 * significant digits than a double holds stays text rather than lose precision.
 */
function decimalCell(value: string, scale: number): Cell {
  const d = new Decimal(value);
  if (d.precision(true) > 15) return d.toFixed(scale);
  return { t: 'n', v: d.toNumber(), z: scale === 0 ? '0' : `0.${'0'.repeat(scale)}` };
}

function cell<R>(row: R, column: ExportColumn<R>, lang: Lang): Cell {
  const value = row[column.key] as unknown;
  if (value === null || value === undefined || value === '') return null;
  const format = column.format ?? { kind: 'text' };
  switch (format.kind) {
    case 'decimal': return decimalCell(String(value), format.scale);
    case 'option': return format.options[Number(value)]?.[lang] ?? String(value);
    case 'time': return formatTime(Number(value));
    default: return String(value);
  }
}

/** An .xlsx workbook of one sheet: a header row in the request's language, then one row per record. */
export function xlsxBuffer<R>(sheetName: string, columns: ExportColumn<R>[], rows: R[], lang: Lang): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    columns.map((c) => c.label[lang]),
    ...rows.map((r) => columns.map((c) => cell(r, c, lang))),
  ]);
  sheet['!cols'] = columns.map((c) => ({ wch: Math.max(10, c.label.zh.length * 2 + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** RFC 5987 value: percent-encoded UTF-8 of everything but attr-chars. */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with an ASCII fallback name and the real (Chinese) name as filename*. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  const fallback = /^[^.]+\./.test(ascii) ? ascii : 'export.xlsx';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends rows as an .xlsx download named `fileName` (spec section 9). No rows is an error the client
 * shows as 文件下载（导出）失败 (server-contract "Envelope and errors").
 */
export function sendXlsx<R>(request: FastifyRequest, reply: FastifyReply, fileName: string, columns: ExportColumn<R>[], rows: R[]) {
  if (rows.length === 0) throw badRequest(GOLD_TEXT.nothingToExport);
  const buffer = xlsxBuffer(fileName.replace(/\.xlsx$/, ''), columns, rows, requestLang(request));
  return reply.header('content-disposition', contentDisposition(fileName)).type(XLSX_TYPE).send(buffer);
}
