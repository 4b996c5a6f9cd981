import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { TSchema } from '@sinclair/typebox';
import type { ModelAction } from '../../../../schemas/model';
import { list, ok, page } from '../../../core/envelope';
import { pick, requestLang } from '../../../core/i18n';
import type { LiveModel } from '../live';
import { withAudit } from './audit';
import { configOf as publishedConfig } from './config';
import { sendDesignFile } from './design-file';
import { designRoutes } from './design-routes';
import { displayValues } from './display';
import { GROUP_ROWS_MAX, groupShown } from './group';
import { sendExport, sendTemplate, type ExportBody as ExportQuery } from './export';
import { IMPORT_TEXT } from '../../../resource/import';
import { SAVE_BODY_LIMIT } from '../../../resource/import-routes';
import { checkImport, saveImport } from './import';
import { liveFor } from './live-access';
import { listPlan, readRows, type ListQuery } from './query';
import { deleteOnline, recordReply } from './records';
import { saveOnline } from './save';
import { selectorRoutes } from './selectors';
import { ExportBody, IdsBody, ImportBody, ListBody, ModelParams, RecordParams, SaveBody } from './schemas';
import { configuredTimeZone } from '../../system/config-service';
import { ONLINE_TEXT } from './texts';
import { bodyValues, rowValues } from './values';

/**
 * The OnlineDev calls of published designs (spec section 7; jnpf-client-behaviour.md section 4), one table of
 * operations mounted under /api/visualdev/OnlineDev and its alias /api/_m. A route asks only for a session; the
 * published model it names decides the menu and the action's button (404 when not published), checked before the
 * body is validated, so a caller without the button learns nothing about their input.
 */

export const ONLINE_PREFIXES = ['/api/visualdev/OnlineDev', '/api/_m'] as const;
/** queryList answers every matching row, up to this many. */
const QUERY_LIST_MAX = 10_000;

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  action?: ModelAction;
  params: TSchema;
  body?: TSchema;
  /** A POST that only reads (the operation log skips it). */
  read?: true;
  bodyLimit?: number;
  handle(live: LiveModel, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

type Params = { modelId: string; id?: string };
const paramsOf = (request: FastifyRequest) => request.params as Params;
const configOf = (live: LiveModel, request: FastifyRequest) => publishedConfig(live.published, requestLang(request));

/** Rows of a List: a page (`paged`), every matching row up to QUERY_LIST_MAX, or a group table's rows (`grouped`). */
async function listRows(live: LiveModel, request: FastifyRequest, mode: 'paged' | 'all' | 'grouped') {
  const db = live.resource.db;
  const body = request.body as ListQuery;
  const groupBy = mode === 'grouped' ? live.published.list.groupBy?.prop : undefined;
  const timeZone = await configuredTimeZone(request.server.database.db);
  const plan = listPlan(live, (await live.resource.scopeOf(request)).manage, body, timeZone, groupBy);
  const offset = mode === 'paged' ? (body.currentPage - 1) * body.pageSize : 0;
  const limit = mode === 'paged' ? body.pageSize : mode === 'grouped' ? GROUP_ROWS_MAX : QUERY_LIST_MAX;
  const [rows, total] = await Promise.all([
    readRows(db, live, plan, offset, limit),
    mode === 'all' ? Promise.resolve(0) : db.$count(live.resource.table, plan.where),
  ]);
  const shown = await displayValues(db, live, rows.map((r) => ({ id: r.id, ...rowValues(live.published.model, r) })), requestLang(request), timeZone);
  return { rows, shown: await withAudit(db, rows, shown), total: Number(total) };
}

/**
 * A group table's List (JNPF type 3): every group on one page whatever the paging asked (JNPF asks 10000), the
 * total counting records; over GROUP_ROWS_MAX records only the first are grouped, and the reply says so (`capped`).
 */
async function groupedList(live: LiveModel, request: FastifyRequest) {
  const { rows, shown, total } = await listRows(live, request, 'grouped');
  const capped = total > GROUP_ROWS_MAX;
  const reply = page(groupShown(live.published.list, rows, shown), 1, GROUP_ROWS_MAX, total);
  return capped ? { ...reply, msg: pick(request, ONLINE_TEXT.groupCapped, { max: GROUP_ROWS_MAX }), data: { ...reply.data, capped: true } } : reply;
}

async function save(live: LiveModel, request: FastifyRequest, id: string | undefined) {
  const body = request.body as Record<string, unknown>;
  const values = bodyValues(live.published.model, body);
  const scope = await live.resource.scopeOf(request);
  const saved = await saveOnline(live, request, scope, { id, values, version: values.version ?? body.version });
  return ok({ id: saved.id }, pick(request, saved.created ? ONLINE_TEXT.created : ONLINE_TEXT.updated));
}

const OPERATIONS: Operation[] = [
  {
    method: 'GET', path: '/:modelId/Config', params: ModelParams,
    summary: 'The published pages: {formData, columnData} as JSON text of the runtime form and list, webType, fullName, flowId null',
    handle: async (live, request) => ok(configOf(live, request)),
  },
  {
    method: 'GET', path: '/:modelId/ColumnData', params: ModelParams,
    summary: 'The published list as JSON text: {columnData}',
    handle: async (live, request) => ok({ columnData: configOf(live, request).columnData }),
  },
  {
    method: 'GET', path: '/:modelId/FormData', params: ModelParams,
    summary: 'The published form as JSON text: {formData}',
    handle: async (live, request) => ok({ formData: configOf(live, request).formData }),
  },
  {
    method: 'POST', path: '/:modelId/List', params: ModelParams, body: ListBody, read: true,
    summary: `A page of records in the menu's data scope, display values ({id, <vModel>: text}); search by queryJson or flat keys; sort by sidx/sort. A group table (list groupBy) answers every group on one page: {top: true, id, children, [first other column]: group text}, at most ${GROUP_ROWS_MAX} records (capped: true beyond)`,
    handle: async (live, request) => {
      if (live.published.list.groupBy) return groupedList(live, request);
      const body = request.body as ListQuery;
      const { shown, total } = await listRows(live, request, 'paged');
      return page(shown, body.currentPage, body.pageSize, total);
    },
  },
  {
    method: 'POST', path: '/:modelId/queryList', params: ModelParams, body: ListBody, read: true,
    summary: `As List without paging: {list} of every matching record (at most ${QUERY_LIST_MAX})`,
    handle: async (live, request) => list((await listRows(live, request, 'all')).shown),
  },
  {
    method: 'POST', path: '/:modelId', params: ModelParams, body: SaveBody, action: 'add',
    summary: 'Create a record (btn_add): values checked by the model (400 naming the field), system fields, calculated fields and bill numbers by the server; sub-table rows under their vModel',
    handle: (live, request) => save(live, request, undefined),
  },
  {
    method: 'PUT', path: '/:modelId/:id', params: RecordParams, body: SaveBody, action: 'edit',
    summary: 'Update a record (btn_edit) with the version read (stale: 409); a sub-table sent replaces its rows; change records written',
    handle: (live, request) => save(live, request, paramsOf(request).id),
  },
  {
    method: 'PUT', path: '/lmsfUpdate/:modelId/:id', params: RecordParams, body: SaveBody, action: 'edit',
    summary: 'Update a record as PUT /{modelId}/{id} does',
    handle: (live, request) => save(live, request, paramsOf(request).id),
  },
  {
    method: 'GET', path: '/:modelId/:id', params: RecordParams,
    summary: 'One record for editing: {id, data: "<JSON text of the raw values, sub-table rows and version>"}; 404 when missing or out of scope',
    handle: async (live, request) => ok(await recordReply(live, request, paramsOf(request).id!, false)),
  },
  {
    method: 'GET', path: '/:modelId/:id/DataChange', params: RecordParams,
    summary: 'One record with display values (names for ids, option labels, formatted dates): {id, data: "<JSON text>"}',
    handle: async (live, request) => ok(await recordReply(live, request, paramsOf(request).id!, true)),
  },
  {
    method: 'DELETE', path: '/:modelId/:id', params: RecordParams, action: 'remove',
    summary: 'Delete a record with its sub-table rows (btn_remove); 404 when missing or out of scope',
    handle: async (live, request) => {
      await deleteOnline(live, request, [paramsOf(request).id!]);
      return ok(undefined, pick(request, ONLINE_TEXT.deleted));
    },
  },
  {
    method: 'POST', path: '/batchDelete/:modelId', params: ModelParams, body: IdsBody, action: 'remove',
    summary: 'Delete records with their sub-table rows, all or none (btn_remove)',
    handle: async (live, request) => {
      await deleteOnline(live, request, (request.body as { ids: string[] }).ids);
      return ok(undefined, pick(request, ONLINE_TEXT.deleted));
    },
  },
  {
    method: 'POST', path: '/:modelId/Actions/Export', params: ModelParams, body: ExportBody, action: 'download', read: true,
    summary: 'The matching records as a streamed .xlsx (btn_download): the list\'s columns (or selectKey) with display values; dataType \'0\' the shown page',
    handle: async (live, request, reply) => sendExport(live, request, reply, await live.resource.scopeOf(request), request.body as ExportQuery),
  },
  ...['/:modelId/Actions/ExportData', '/App/:modelId/Actions/ExportData'].map((path): Operation => ({
    method: 'POST', path, params: ModelParams, action: 'download', read: true,
    summary: 'The design itself as a streamed <name>.json (btn_download): what POST /api/visualdev/Base takes to create it elsewhere',
    handle: async (live, request, reply) => sendDesignFile(live.resource.db, paramsOf(request).modelId, reply),
  })),
  {
    method: 'GET', path: '/:modelId/Template', params: ModelParams, action: 'upload',
    summary: 'The import template (.xlsx, btn_upload): a header of the fields a person fills in',
    handle: async (live, request, reply) => sendTemplate(live, request, reply),
  },
  {
    method: 'POST', path: '/:modelId/checkImportData', params: ModelParams, action: 'upload', read: true,
    summary: 'Check an .xls/.xlsx in the template\'s columns (multipart, field "file"; btn_upload): data.list rows with errors per field, data.blnError; nothing written',
    handle: async (live, request) => ok(await checkImport(live, request)),
  },
  {
    method: 'POST', path: '/:modelId/import', params: ModelParams, body: ImportBody, action: 'upload', bodyLimit: SAVE_BODY_LIMIT,
    summary: 'Save checked rows as creates (btn_upload), all or none; the same rows again within a day: 409',
    handle: async (live, request) => {
      const body = request.body as Array<Record<string, unknown>> | { list: Array<Record<string, unknown>> };
      return ok(await saveImport(live, request, Array.isArray(body) ? body : body.list), pick(request, IMPORT_TEXT.saved));
    },
  },
];

const lives = new WeakMap<FastifyRequest, LiveModel>();

export async function onlineDevRoutes(app: FastifyInstance): Promise<void> {
  // Import checks take a file.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart, { limits: { files: 1, fields: 10, parts: 20 } });
  for (const prefix of ONLINE_PREFIXES) {
    for (const op of OPERATIONS) {
      app.route({
        method: op.method,
        url: `${prefix}${op.path}`,
        config: { access: 'session', ...(op.read ? { read: true as const } : {}) },
        ...(op.bodyLimit ? { bodyLimit: op.bodyLimit } : {}),
        schema: { tags: ['visualdev online'], summary: op.summary, params: op.params, ...(op.body ? { body: op.body } : {}) },
        // The model and the caller's rights before the body is validated.
        preValidation: async (request) => {
          lives.set(request, await liveFor(app, request, paramsOf(request).modelId, op.action));
        },
        handler: async (request, reply) => op.handle(lives.get(request)!, request, reply),
      });
    }
  }
  await designRoutes(app, ONLINE_PREFIXES);
  await selectorRoutes(app, '/api/_m');
}
