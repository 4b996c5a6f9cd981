import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fieldOf, type Model } from '../../../schemas/model';
import { ITEM_IN_STOCK, ITEM_OUT } from '../../../models/gold/inventory';
import { ok, page } from '../../core/envelope';
import { badRequest, notFound } from '../../core/errors';
import { pick } from '../../core/i18n';
import { offsetOf, PageQuery } from '../../core/paging';
import type { Resource } from '../../resource';
import { actorOf } from '../../resource/access';
import { dictionaryNames } from '../../resource/dictionary';
import { exportColumns, sendXlsx } from '../../resource/export';
import { IdsBody, SortQuery, filterSchema, pageQuery } from '../../resource/http';
import { readFields } from '../../resource/input';
import { filterWhere, fixed, orderOf, selectRows, toWire } from '../../resource/read';
import { STOCK_TEXT } from './messages';
import { assertMonthsOpen } from './month-guard';
import { oldGoldHeld } from './old-gold';
import { reachableShops } from './shop-access';
import { beforeInbound, moveItems, OUT_FIELDS } from './stock-moves';
import { shopInventories, shops } from './tables';

/**
 * The stock page's own calls (docs/product.md#business-api, stock): outbound and its undoing, the outbound and
 * current-page exports, the aggregations by batch and by category, and the old gold a shop holds.
 */

const OUT_EXPORT: Model['export'] = {
  fileName: '门店出库.xlsx',
  columns: ['inventoryNumber', 'shopName', 'batchNumber', 'category', 'productName', 'goldWeight', 'purity', 'inboundDate', 'outDate', 'outType', 'outReason', 'updatedByName'],
};

const AggregateQuery = Type.Composite([PageQuery, Type.Object({
  shopId: Type.Optional(Type.String({ maxLength: 64 })),
  batchNumber: Type.Optional(Type.String({ maxLength: 100 })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 3 }), Type.String({ maxLength: 0 })])),
  inboundDateStart: Type.Optional(Type.String({ maxLength: 40 })),
  inboundDateEnd: Type.Optional(Type.String({ maxLength: 40 })),
})]);

const OutBody = Type.Object({
  ids: IdsBody.properties.ids,
  outDate: Type.String({ maxLength: 40, description: "'YYYY-MM-DD'" }),
  outType: Type.Integer({ description: '1 returned to the SPV, 2 transferred to another shop, 3 other' }),
  outReason: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
});

const totalText = (v: unknown) => fixed(v ?? 0, 3);

export async function inventoryActions(appBase: FastifyInstance, resource: Resource): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model, table } = resource;
  const menu = model.access.menu;
  const tags = [model.name];
  const categoryField = fieldOf(model, 'category');

  const exportRows = async (request: Parameters<typeof resource.scopeOf>[0], filters: Record<string, any>, forced: Record<string, unknown>, fileModel: Model, reply: any, limitTo?: { offset: number; limit: number }) => {
    const where = filterWhere(resource, (await resource.scopeOf(request)).manage, { ...filters, ...forced });
    const order = orderOf(resource, filters);
    const columns = exportColumns(fileModel, new Map([[categoryField.key, await dictionaryNames(db, categoryField)]]));
    return sendXlsx(request, reply, fileModel.export!.fileName, columns, async (offset, limit) => {
      if (limitTo && offset >= limitTo.limit) return [];
      const take = limitTo ? Math.min(limit, limitTo.limit - offset) : limit;
      return toWire(db, model, await selectRows(db, resource).where(where).orderBy(...order).limit(take).offset((limitTo?.offset ?? 0) + offset));
    });
  };

  app.post('/api/shopInventory/exportOut', {
    config: { access: { menu, button: 'btn_download' } },
    schema: { tags, summary: 'Outbound items (state 3) matching the filters as 门店出库.xlsx', body: Type.Composite([SortQuery, filterSchema(resource)]) },
  }, async (request, reply) => exportRows(request, request.body as Record<string, any>, { state: ITEM_OUT }, { ...model, export: OUT_EXPORT }, reply));

  app.get('/api/shopInventory/pageExport', {
    config: { access: { menu, button: 'btn_download' } },
    schema: { tags, summary: 'The rows of one page of the stock list (same query as page) as 门店库存.xlsx', querystring: pageQuery(resource) },
  }, async (request, reply) => {
    const q = request.query as Record<string, any>;
    return exportRows(request, q, {}, model, reply, { offset: offsetOf(q as any), limit: q.pageSize });
  });

  /** The items the caller manages, locked; 404 when one is missing or out of scope, `wrong` when one is not in `state`. */
  const lockItems = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], request: Parameters<typeof resource.scopeOf>[0], ids: string[], state: number, wrong: typeof STOCK_TEXT.notOut) => {
    const scope = await resource.scopeOf(request);
    const rows: Array<{ id: string; state: number; shopId: string; outDate: string | null; inboundDate: string }> = await tx.select({
      id: table.id, state: table.state, shopId: table.shopId, outDate: table.outDate, inboundDate: table.inboundDate,
    }).from(table)
      .where(and(inArray(table.id, ids), isNull(table.deletedAt), scope.manage)).for('update');
    if (rows.length !== ids.length) throw notFound(model.texts.notFound);
    if (rows.some((r) => r.state !== state)) throw badRequest(wrong);
    return rows;
  };

  app.post('/api/shopInventory/out', {
    config: { access: { menu, button: 'btn_out' } },
    schema: { tags, summary: 'Move items in stock out (state 3) with date, type and reason; all or none', body: OutBody },
  }, async (request) => {
    const values = readFields(OUT_FIELDS, request.body as Record<string, unknown>, true, new Set());
    const ids = [...new Set(request.body.ids)];
    await db.transaction(async (tx) => {
      const rows = await lockItems(tx, request, ids, ITEM_IN_STOCK, STOCK_TEXT.notInStock);
      // As in the outbound import, the item's own dates are checked before the month is.
      const early = rows.map((r) => beforeInbound(values.outDate, r.inboundDate)).find(Boolean);
      if (early) throw badRequest(early, 'outDate');
      await assertMonthsOpen(tx, rows.map((r) => ({ shopId: r.shopId, date: values.outDate as string })), 'outDate');
      // The same values for every item: moveItems' scalar path (no unnest, no join).
      await moveItems(tx, ids, ITEM_IN_STOCK, ITEM_OUT, values, actorOf(request).id);
    });
    return ok(undefined, pick(request, STOCK_TEXT.outSaved));
  });

  app.delete('/api/shopInventory/deleteOut', {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Undo the outbound of items: back in stock; their shops must be open', body: IdsBody },
  }, async (request) => {
    const ids = [...new Set(request.body.ids)];
    await db.transaction(async (tx) => {
      const rows = await lockItems(tx, request, ids, ITEM_OUT, STOCK_TEXT.notOut);
      await assertMonthsOpen(tx, rows.map((r) => ({ shopId: r.shopId, date: r.outDate })));
      const open = await reachableShops(tx, request, rows.map((r) => r.shopId), true);
      if (rows.some((r) => open.get(r.shopId)?.status !== 1)) throw badRequest(STOCK_TEXT.shopFrozen);
      await moveItems(tx, ids, ITEM_OUT, ITEM_IN_STOCK, {}, actorOf(request).id);
    });
    return ok(undefined, pick(request, STOCK_TEXT.outUndone));
  });

  app.get('/api/shopInventory/batchNumberPage', {
    config: { access: { menu } },
    schema: { tags, summary: 'Stock by inbound batch and shop: count and weight, and what is still in stock', querystring: AggregateQuery },
  }, async (request) => {
    const q = request.query as Record<string, any>;
    const where = filterWhere(resource, (await resource.scopeOf(request)).manage, q);
    const groups = db.select({
      shopId: shopInventories.shopId,
      batchNumber: shopInventories.batchNumber,
      firstInboundDate: sql<string>`min(${shopInventories.inboundDate})::text`.as('first_inbound'),
      lastInboundDate: sql<string>`max(${shopInventories.inboundDate})::text`.as('last_inbound'),
      count: count().as('item_count'),
      weight: sql<string>`coalesce(sum(${shopInventories.goldWeight}), 0)`.as('weight'),
      inStockCount: sql<number>`count(*) filter (where ${shopInventories.state} = ${ITEM_IN_STOCK})`.as('in_stock_count'),
      inStockWeight: sql<string>`coalesce(sum(${shopInventories.goldWeight}) filter (where ${shopInventories.state} = ${ITEM_IN_STOCK}), 0)`.as('in_stock_weight'),
    }).from(shopInventories).where(where).groupBy(shopInventories.shopId, shopInventories.batchNumber).as('g');
    const [rows, [{ total }]] = await Promise.all([
      db.select({
        shopId: groups.shopId, batchNumber: groups.batchNumber, firstInboundDate: groups.firstInboundDate, lastInboundDate: groups.lastInboundDate,
        count: groups.count, weight: groups.weight, inStockCount: groups.inStockCount, inStockWeight: groups.inStockWeight, shopName: shops.name,
      }).from(groups).leftJoin(shops, eq(shops.id, groups.shopId))
        .orderBy(desc(groups.lastInboundDate), groups.batchNumber, groups.shopId).limit(q.pageSize).offset(offsetOf(q as any)),
      db.select({ total: count() }).from(groups),
    ]);
    return page(rows.map((g) => ({
      ...g, count: Number(g.count), inStockCount: Number(g.inStockCount), weight: totalText(g.weight), inStockWeight: totalText(g.inStockWeight),
    })), q.currentPage, q.pageSize, Number(total));
  });

  app.get('/api/shopInventory/categoryPage', {
    config: { access: { menu } },
    schema: { tags, summary: 'Stock by category: count and weight (filters: shop, state, inbound date)', querystring: AggregateQuery },
  }, async (request) => {
    const q = request.query as Record<string, any>;
    const where = filterWhere(resource, (await resource.scopeOf(request)).manage, q);
    const groups = db.select({
      category: shopInventories.category,
      count: count().as('item_count'),
      weight: sql<string>`coalesce(sum(${shopInventories.goldWeight}), 0)`.as('weight'),
    }).from(shopInventories).where(where).groupBy(shopInventories.category).as('g');
    const [rows, [{ total }], names] = await Promise.all([
      db.select().from(groups).orderBy(desc(groups.weight), groups.category).limit(q.pageSize).offset(offsetOf(q as any)),
      db.select({ total: count() }).from(groups),
      dictionaryNames(db, categoryField),
    ]);
    return page(rows.map((g) => ({ category: g.category, categoryName: names.get(g.category) ?? g.category, count: Number(g.count), weight: totalText(g.weight) })),
      q.currentPage, q.pageSize, Number(total));
  });

  app.get('/api/shopInventory/getTotalOldGoldWeight', {
    config: { access: { menu } },
    schema: {
      tags, summary: 'Old gold held (traded in through sales, less what was handed over) by the shops in reach, or by one shop',
      querystring: Type.Object({ shopId: Type.Optional(Type.String({ maxLength: 64 })) }),
    },
  }, async (request) => {
    const { shopId } = request.query;
    if (shopId && !(await reachableShops(db, request, [shopId])).has(shopId)) throw notFound(STOCK_TEXT.shopOutOfReach);
    return ok({ totalOldGoldWeight: await oldGoldHeld(db, request, shopId || undefined) });
  });
}
