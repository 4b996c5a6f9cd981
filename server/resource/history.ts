import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { page } from '../core/envelope';
import { badRequest, notFound } from '../core/errors';
import { requestLang, type Lang } from '../core/i18n';
import { PageQuery } from '../core/paging';
import { L } from '../core/text';
import { buttonOf, type ModelAction } from '../../schemas/model';
import { requireAccess } from './access';
import { sendXlsx, timeCell, type ExportColumn } from './export';
import { configuredTimeZone } from '../modules/system/config-service';
import { Id } from './http';
import { liveOf } from './read';
import { listRecords } from './records';
import { findResource } from './registry';
import type { Resource } from './types';

const plain = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

export const RECORD_EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'fieldName', label: L('修改字段', '修改欄位', 'Field'), cell: plain },
  { key: 'oldValue', label: L('修改前', '修改前', 'Before'), cell: plain },
  { key: 'newValue', label: L('修改后', '修改後', 'After'), cell: plain },
  { key: 'operatorName', label: L('操作人', '操作人', 'Changed by'), cell: plain },
  { key: 'createdAt', label: L('修改时间', '修改時間', 'Changed at'), cell: timeCell, time: true },
];

/** The heading of a record's history (`titleKey` of business-screens/gold/history.json): whose changes these are. */
const HISTORY_TITLE = L('{record} 的修改记录', '{record} 的修改記錄', 'History of {record}');

/** The record a history belongs to, as the reader knows it: its code and name, where its model has them. */
interface Subject { id: string; code?: string | null; name?: string | null }

/** "门店 MD0001 南山店 的修改记录": the model's label, then the record's code and name (a name that is the code once). */
function historyTitle(resource: Resource, subject: Subject, lang: Lang): string {
  const parts = [resource.model.label[lang], subject.code, subject.name === subject.code ? null : subject.name];
  const record = parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
  return HISTORY_TITLE[lang].replace('{record}', record);
}

/**
 * The change history of every mounted model, mounted once by the platform (/updateRecord/*): the caller needs the entity's page
 * (and btn_download to export) and must manage the record under that page's own scope; else 403 / 404.
 */
export async function historyRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const EntityQuery = Type.Object({
    entityType: Type.String({ minLength: 1, maxLength: 60, description: 'the model name (spv, franchisee, shop, or a published model)' }),
    entityId: Id,
  });
  const tags = ['change records'];

  async function authorize(request: FastifyRequest, entityType: string, entityId: string, action?: ModelAction): Promise<{ resource: Resource; subject: Subject }> {
    // Models are mounted at run time too (published ones): the registry asks their module (findResource).
    const resource = await findResource(app.resources, entityType);
    if (!resource) {
      const names = [...app.resources.keys()].join('、');
      throw badRequest({ zh: `entityType: 取值必须是 ${names} 之一`, zhtw: `entityType: 取值必須是 ${names} 之一`, en: `entityType: must be one of ${names}` });
    }
    const { db, table, model } = resource;
    await requireAccess(request, db, { menu: model.access.menu, button: action ? buttonOf(model, action) : undefined });
    // This route has no page of its own: the record's page decides its scope, as on that page's own routes.
    const scope = await resource.scopeOf(request, model.access.menu);
    // The code and name come from the same scoped read: a record outside the scope is named nowhere.
    const code = model.code ? table[model.code.field] : undefined;
    const name = table.name;
    const [row] = await db.select({ id: table.id, ...(code ? { code } : {}), ...(name ? { name } : {}) })
      .from(table).where(and(eq(table.id, entityId), liveOf(table), scope.manage));
    if (!row) throw notFound(model.texts.notFound);
    return { resource, subject: row as Subject };
  }

  app.get('/api/updateRecord/page', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Change records of one record, newest first, in the reader\'s language; needs that model\'s page; createdAt epoch ms; '
        + 'also the record\'s code and name and the page title naming it',
      querystring: Type.Composite([PageQuery, EntityQuery]),
    },
  }, async (request) => {
    const q = request.query;
    const { resource, subject } = await authorize(request, q.entityType, q.entityId);
    const lang = requestLang(request);
    const { list, total } = await listRecords(resource.db, resource.model, q.entityId, lang, await configuredTimeZone(request.server.database.db), q, resource.children);
    const reply = page(list, q.currentPage, q.pageSize, total);
    // Additive to the page: the record whose history this is, and the heading naming it in the reader's language.
    const record = { code: subject.code ?? null, name: subject.name ?? null };
    return { ...reply, data: { ...reply.data, record, title: historyTitle(resource, subject, lang) } };
  });

  app.post('/api/updateRecord/export', {
    config: { access: 'session' },
    schema: { tags, summary: 'Change records of one record as 修改记录.xlsx; needs its page and btn_download', body: EntityQuery },
  }, async (request, reply) => {
    const b = request.body;
    const { resource } = await authorize(request, b.entityType, b.entityId, 'download');
    const { list } = await listRecords(resource.db, resource.model, b.entityId, requestLang(request), await configuredTimeZone(request.server.database.db), undefined, resource.children);
    return sendXlsx(request, reply, '修改记录.xlsx', RECORD_EXPORT_COLUMNS, async (offset, limit) => list.slice(offset, offset + limit));
  });
}
