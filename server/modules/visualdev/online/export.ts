import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSystemFieldKey } from '../../../../schemas/system-fields';
import { pickText, type LocalText } from '../../../../schemas/text';
import { requestLang, type Lang } from '../../../core/i18n';
import { xlsxStream, type XlsxCell } from '../../../core/xlsx-stream';
import { contentDisposition, sendXlsx, timeCell, XLSX_TYPE, type ExportColumn } from '../../../resource/export';
import { configuredTimeZone } from '../../system/config-service';
import type { ResourceScope } from '../../../resource/types';
import type { LiveModel } from '../live';
import { AUDIT_KEYS, withAudit } from './audit';
import { displayValues } from './display';
import { formIndex } from './form-index';
import { listPlan, readRows, type ListQuery } from './query';
import { ONLINE_TEXT } from './texts';
import { rowValues } from './values';

/**
 * Export (the list's columns with their labels and display values, streamed by the engine's export) and the import
 * template (an .xlsx whose header is the fields a person fills in: not system, bill-number or calculated fields).
 */

const allLangs = (t: LocalText | undefined, fallback: string): Record<Lang, string> =>
  ({ zh: pickText(t, 'zh') || fallback, zhtw: pickText(t, 'zhtw') || fallback, en: pickText(t, 'en') || fallback });

const text = (v: unknown): XlsxCell => (v === null || v === undefined || v === '' ? null : Array.isArray(v) || typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The list's columns over main fields (those `selectKey` names, when given), each with its label and cell. */
function exportColumns(live: LiveModel, selectKey: readonly string[] | undefined): ExportColumn[] {
  const fields = new Map(live.published.model.fields.map((f) => [f.key, f]));
  const chosen = selectKey?.length ? new Set(selectKey) : undefined;
  return live.published.list.columns.filter((c) => (fields.has(c.prop) || AUDIT_KEYS.has(c.prop)) && (!chosen || chosen.has(c.prop))).map((c) => {
    if (!fields.has(c.prop)) {
      const time = c.prop === 'createdAt' || c.prop === 'updatedAt';
      return { key: c.prop, label: allLangs(c.label, c.prop), cell: time ? timeCell : text, time };
    }
    const field = fields.get(c.prop)!;
    const decimal = field.type === 'decimal';
    return {
      key: c.prop,
      label: allLangs(c.label, c.prop),
      // An instant (epoch-ms date) is shown in the configured zone: the header names it.
      time: field.type === 'time',
      cell: (v: unknown) => (decimal && typeof v === 'string' && v !== '' ? { number: v, scale: field.scale ?? 2 } : text(v)),
    };
  });
}

export interface ExportBody extends ListQuery {
  /** '0' the page the list shows, '1' (default) every matching row. */
  dataType?: string | number;
  selectKey?: string[];
}

export async function sendExport(live: LiveModel, request: FastifyRequest, reply: FastifyReply, scope: ResourceScope, body: ExportBody) {
  const db = live.resource.db;
  const lang = requestLang(request);
  const timeZone = await configuredTimeZone(request.server.database.db);
  const plan = listPlan(live, scope.manage, body, timeZone);
  const pageOnly = String(body.dataType) === '0';
  const first = pageOnly ? (body.currentPage - 1) * body.pageSize : 0;
  const columns = exportColumns(live, body.selectKey);
  const fileName = `${live.published.model.label[lang]}.xlsx`;
  return sendXlsx(request, reply, fileName, columns, async (offset, limit) => {
    const take = pageOnly ? Math.min(limit, body.pageSize - offset) : limit;
    if (take <= 0) return [];
    const rows = await readRows(db, live, plan, first + offset, take);
    return withAudit(db, rows, await displayValues(db, live, rows.map((r) => ({ id: r.id, ...rowValues(live.published.model, r) })), lang, timeZone));
  });
}

const NOT_FILLED_IN: ReadonlySet<string> = new Set(['billRule', 'calculate']);

/** The fields of the import template: main fields a person fills in, in the form's order. */
export function templateFields(live: LiveModel) {
  const index = formIndex(live.published);
  const fields = new Map(live.published.model.fields.map((f) => [f.key, f]));
  return [...index.main.entries()]
    .filter(([key, f]) => fields.has(key) && !NOT_FILLED_IN.has(f.jnpfKey) && !isSystemFieldKey(f.jnpfKey) && !['json', 'files'].includes(fields.get(key)!.type))
    .map(([key]) => fields.get(key)!);
}

export function sendTemplate(live: LiveModel, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(request);
  const fields = templateFields(live);
  const label = live.published.model.label;
  const name = `${ONLINE_TEXT.templateName[lang].replace('{name}', label[lang])}.xlsx`;
  // A template has a header and no rows.
  async function* rows(): AsyncGenerator<XlsxCell[]> { /* no rows */ }
  return reply.header('content-disposition', contentDisposition(name)).type(XLSX_TYPE)
    .send(xlsxStream({ sheetName: label[lang].slice(0, 31), header: fields.map((f) => f.label[lang]), widths: fields.map((f) => Math.max(12, f.label.zh.length * 2 + 2)) }, rows()));
}
