import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { fieldOf, type Model } from '../../../schemas/model';
import { inventoryModel } from '../../../models/gold/inventory';
import { MONTH_END_DETAIL_EXPORT, monthEndModel, monthEndStockFields } from '../../../models/gold/monthEnd';
import { ok, page } from '../../core/envelope';
import { badRequest } from '../../core/errors';
import { pick } from '../../core/i18n';
import { offsetOf } from '../../core/paging';
import { fillAll } from '../../core/text';
import type { Resource, ResourceDef } from '../../resource';
import { actorOf } from '../../resource/access';
import { dictionaryNames } from '../../resource/dictionary';
import { exportColumns, sendXlsx } from '../../resource/export';
import { FilterEnum, IdParams, SortQuery, filterSchema, pageQuery, Id } from '../../resource/http';
import { filterWhere, fixed, orderOf, selectRows, toWire } from '../../resource/read';
import { getRecord } from '../../resource/routes';
import { MONTH_END_TEXT } from './messages';
import { configuredTimeZone } from '../system/config-service';
import { computeMonth, MONTH_PATTERN, monthOfTime } from './month-end-compute';
import { closeMonths, monthsToClose } from './month-end-job';
import { goldScopeHook, requestGoldScope } from './scope';
import { monthEndSettlements, monthEndStocks } from './finance-tables';
import { shops } from './tables';

/**
 * Month-end per shop and month (docs/domain.md, "Decisions of gold operations II", Month-end; docs/product.md, Business
 * API, month-end): the closed months' page, detail and exports, the preview of the current month, and generating a past
 * month on demand. The run itself is ./month-end-job.ts, the figures ./month-end-compute.ts.
 */

const PREVIEW = 1;
const categoryField = fieldOf(inventoryModel, 'category');
const detailModel: Model = { ...monthEndModel, fields: monthEndStockFields, export: MONTH_END_DETAIL_EXPORT };

const PageMonthEndQuery = (resource: Resource) => Type.Composite([pageQuery(resource), Type.Object({
  preview: FilterEnum([0, 1], '1: the current month computed for the shops in scope, not stored (status 1)'),
})]);

/** Categories with their dictionary names, counts as numbers and weights as 3-decimal strings. */
const categoryRows = (stocks: Array<Record<string, unknown>>, names: Map<string, string>) => stocks.map((s) => Object.fromEntries([
  ['categoryName', names.get(String(s.category)) ?? s.category],
  ...monthEndStockFields.map((f) => [f.key, f.type === 'decimal' ? fixed(s[f.key], 3) : f.type === 'integer' ? Number(s[f.key]) : s[f.key]]),
]));

async function monthEndActions(appBase: FastifyInstance, resource: Resource): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model } = resource;
  const menu = model.access.menu;
  const tags = [model.name];

  const orderBy = (q: { sidx?: string; sort?: string }) => (q.sidx ? orderOf(resource, q) : [desc(monthEndSettlements.month), asc(monthEndSettlements.shopId)]);
  const categoriesOf = async (id: string) => categoryRows(
    await db.select().from(monthEndStocks).where(eq(monthEndStocks.monthEndId, id)).orderBy(asc(monthEndStocks.category)),
    await dictionaryNames(db, categoryField),
  );

  /** The current month for the shops in the caller's scope on this page (one shop with shopId), not stored. */
  async function preview(request: FastifyRequest, q: Record<string, any>) {
    const scope = await requestGoldScope(request, db);
    const zone = await configuredTimeZone(db);
    const month = monthOfTime(new Date(), zone);
    const figures = await computeMonth(db, month, and(scope.filters.shop, q.shopId ? eq(shops.id, String(q.shopId)) : undefined), zone);
    const named = figures.length ? await db.select({ id: shops.id, code: shops.code, name: shops.name }).from(shops).where(inArray(shops.id, figures.map((f) => f.shopId))) : [];
    const byId = new Map(named.map((s) => [s.id, s]));
    const names = await dictionaryNames(db, categoryField);
    const generatedAt = Date.now();
    const rows = figures
      .map(({ stocks, ...f }) => ({ id: null, ...f, shopName: byId.get(f.shopId)?.name ?? null, status: PREVIEW, generatedAt,
        categories: categoryRows(stocks as unknown as Array<Record<string, unknown>>, names), code: byId.get(f.shopId)?.code ?? '' }))
      .sort((a, b) => a.code.localeCompare(b.code))
      .map(({ code: _code, ...row }) => row);
    return page(rows.slice(offsetOf(q as any), offsetOf(q as any) + q.pageSize), q.currentPage, q.pageSize, rows.length);
  }

  app.get('/api/shopSettlement/pageMonthEndSettlement', {
    config: { access: { menu } },
    schema: { tags, summary: 'Closed months by month and shop (newest month first); preview=1: the current month computed for the shops in scope, not stored', querystring: PageMonthEndQuery(resource) },
  }, async (request) => {
    const q = request.query as Record<string, any>;
    if (Number(q.preview) === PREVIEW) return preview(request, q);
    const where = filterWhere(resource, (await resource.scopeOf(request)).manage, q);
    const [rows, total] = await Promise.all([
      selectRows(db, resource).where(where).orderBy(...orderBy(q)).limit(q.pageSize).offset(offsetOf(q as any)),
      db.$count(monthEndSettlements, where),
    ]);
    return page(await toWire(db, model, rows), q.currentPage, q.pageSize, Number(total));
  });

  app.get('/api/shopSettlement/monthEndDetail/:id', {
    config: { access: { menu } },
    schema: { tags, summary: 'One closed month of a shop with its stock by category; 404 when missing or out of scope', params: IdParams },
  }, async (request) => {
    const row = await getRecord(resource, (await resource.scopeOf(request)).read, request.params.id);
    return ok({ ...row, categories: await categoriesOf(request.params.id) });
  });

  app.post('/api/shopSettlement/monthEndSettlementExport', {
    config: { access: { menu, button: 'btn_download' } },
    schema: { tags, summary: `Closed months matching the page filters as ${model.export!.fileName}`, body: Type.Composite([SortQuery, filterSchema(resource)]) },
  }, async (request, reply) => {
    const f = request.body as Record<string, any>;
    const where = filterWhere(resource, (await resource.scopeOf(request)).manage, f);
    return sendXlsx(request, reply, model.export!.fileName, exportColumns(model), async (offset, limit) =>
      toWire(db, model, await selectRows(db, resource).where(where).orderBy(...orderBy(f)).limit(limit).offset(offset)));
  });

  app.post('/api/shopSettlement/monthEndSettlementDetailExport', {
    config: { access: { menu, button: 'btn_download' } },
    schema: { tags, summary: `One closed month's stock by category as ${MONTH_END_DETAIL_EXPORT.fileName}; 404 when missing or out of scope`, body: Type.Object({ id: Id }) },
  }, async (request, reply) => {
    const { id } = request.body;
    await getRecord(resource, (await resource.scopeOf(request)).manage, id);
    const rows = await categoriesOf(id);
    const columns = exportColumns(detailModel, new Map([['category', await dictionaryNames(db, categoryField)]]));
    return sendXlsx(request, reply, MONTH_END_DETAIL_EXPORT.fileName, columns, async (offset) => (offset === 0 ? rows : []));
  });

  app.post('/api/shopSettlement/generateMonthEnd', {
    config: { access: { menu, button: 'btn_generate' } },
    schema: {
      tags,
      summary: 'Closes a past month now for the shops in scope (and, in order, their earlier unclosed months); answers the months closed',
      body: Type.Object({ month: Type.String({ maxLength: 7, description: "'YYYY-MM', before the current month" }) }),
    },
  }, async (request) => {
    const { month } = request.body;
    if (!new RegExp(MONTH_PATTERN).test(month)) throw badRequest(MONTH_END_TEXT.badMonth, 'month');
    const current = monthOfTime(new Date(), await configuredTimeZone(db));
    if (month >= current) throw badRequest(fillAll(MONTH_END_TEXT.notPast, { month: current }), 'month');
    const scope = (await requestGoldScope(request, db)).filters.shop;
    // Quick enough to run in the request (docs/domain.md: one month of 500 shops takes seconds), so the answer says what happened.
    if ((await monthsToClose(db, month, scope)).length === 0) throw badRequest(fillAll(MONTH_END_TEXT.alreadyClosed, { month }), 'month');
    const closed = await closeMonths(db, month, scope, actorOf(request).id);
    const shopCount = closed.find((c) => c.month === month)?.shops ?? 0;
    const count = closed.reduce((n, c) => n + c.shops, 0);
    return ok({ month, closed, shopCount }, pick(request, fillAll(MONTH_END_TEXT.generated, { month, shops: shopCount, count })));
  });
}

/** Month-end per shop and month (docs/domain.md#month-end). */
export const monthEndResource: ResourceDef = {
  model: monthEndModel,
  table: monthEndSettlements,
  hooks: { scope: goldScopeHook('monthEnd', 'monthEnd', () => true), routes: monthEndActions },
};
