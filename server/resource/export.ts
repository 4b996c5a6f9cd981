import type { FastifyReply, FastifyRequest } from 'fastify';
import { labelOf, optionOf, type Model } from '../../schemas/model';
import { badRequest } from '../core/errors';
import { requestLang, type Lang } from '../core/i18n';
import { xlsxStream, type XlsxCell } from '../core/xlsx-stream';
import { formatTime as formatTimeIn } from '../../schemas/format/time';
import { configuredTimeZone } from '../modules/system/config-service';
import { RESOURCE_TEXT } from './messages';

/** Exports: the model's export columns as an .xlsx written as a stream, batch after batch of rows. */

/**
 * 'YYYY-MM-DD HH:mm:ss' of a stored time in the configured zone `zone` (system setting timeZone), with the function
 * the screens use (schemas/format/time.ts), so an exported cell reads as the screen shows the record.
 */
export const formatTime = (value: unknown, zone: string): string => formatTimeIn(value, zone) ?? '';

/** What a cell may depend on besides its value: the reader's language and the configured time zone. */
export interface CellContext {
  lang: Lang;
  timeZone: string;
}

/** How one wire value becomes a cell. */
export type CellOf = (value: unknown, ctx: CellContext) => XlsxCell;

const textCell: CellOf = (v) => (v === null || v === undefined || v === '' ? null : String(v));
/** A time cell (epoch ms on the wire) in the configured zone. */
export const timeCell: CellOf = (v, { timeZone }) => (v === null || v === undefined || v === '' ? null : formatTime(typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v, timeZone));
const decimalCell = (scale: number): CellOf => (v) => (v === null || v === undefined || v === '' ? null : { number: String(v), scale });

export interface ExportColumn {
  key: string;
  label: Record<Lang, string>;
  cell: CellOf;
  /** Its cells are times: the header names the zone they are written in, e.g. 创建时间 (Asia/Shanghai). */
  time?: boolean;
}

/**
 * The columns of a model's export, each with its label and cell format; `names` holds the item names
 * of dictionary fields (stored key -> name).
 */
export function exportColumns(model: Model, names: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map()): ExportColumn[] {
  return (model.export?.columns ?? []).map((key) => {
    const label = labelOf(model, key);
    if (!label) throw new Error(`model ${model.name} exports unknown key ${key}`);
    const field = model.fields.find((f) => f.key === key);
    const computed = model.computed?.find((c) => c.key === key);
    let cell: CellOf = textCell;
    const time = key === 'createdAt' || key === 'updatedAt' || field?.type === 'time' || computed?.type === 'time';
    if (time) cell = timeCell;
    else if (field?.type === 'decimal' || computed?.type === 'decimal') cell = decimalCell((field ?? computed)?.scale ?? 2);
    else if (field?.dictionary) cell = (v) => (v === null || v === undefined ? null : names.get(field.key)?.get(String(v)) ?? String(v));
    else if (field?.type === 'enum') cell = (v, { lang }) => (v === null || v === undefined ? null : optionOf(field, v)?.label[lang] ?? String(v));
    return { key, label, cell, time };
  });
}

/** A column's header in the reader's language; a time column names the zone of its cells. */
export const exportHeader = (column: ExportColumn, { lang, timeZone }: CellContext): string =>
  (column.time ? `${column.label[lang]} (${timeZone})` : column.label[lang]);

/** RFC 5987 value: percent-encoded UTF-8 of everything but attr-chars. */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with an ASCII fallback name and the real (Chinese) name as filename*. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  const fallback = /^[^.]+\./.test(ascii) ? ascii : `export${/\.[a-z0-9]+$/i.exec(fileName)?.[0] ?? '.xlsx'}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Reads rows batch by batch: `batch(offset, limit)` in a stable order. */
export type BatchReader = (offset: number, limit: number) => Promise<Record<string, unknown>[]>;
const BATCH = 1000;

/**
 * Sends the rows as an .xlsx download named `fileName`, streamed: a batch is read only when the
 * client has taken the bytes of the one before. No rows is an error the client shows as
 * 文件下载（导出）失败 (docs/product.md#envelope-and-errors).
 */
export async function sendXlsx(request: FastifyRequest, reply: FastifyReply, fileName: string, columns: ExportColumn[], read: BatchReader) {
  const first = await read(0, BATCH);
  if (first.length === 0) throw badRequest(RESOURCE_TEXT.nothingToExport);
  const ctx: CellContext = { lang: requestLang(request), timeZone: await configuredTimeZone(request.server.database.db) };
  const toCells = (row: Record<string, unknown>) => columns.map((c) => c.cell(row[c.key], ctx));
  async function* rows() {
    let batch = first;
    let offset = 0;
    while (batch.length > 0) {
      for (const row of batch) yield toCells(row);
      if (batch.length < BATCH) return;
      offset += BATCH;
      batch = await read(offset, BATCH);
    }
  }
  const stream = xlsxStream({
    sheetName: fileName.replace(/\.xlsx$/, ''),
    header: columns.map((c) => exportHeader(c, ctx)),
    widths: columns.map((c) => Math.max(10, c.label.zh.length * 2 + 2)),
  }, rows());
  return reply.header('content-disposition', contentDisposition(fileName)).type(XLSX_TYPE).send(stream);
}
