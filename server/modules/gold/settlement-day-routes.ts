import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { fieldOf, type Model } from '../../../schemas/model';
import { settlementModel } from '../../../models/gold/settlement';
import { ok } from '../../core/envelope';
import { badRequest, conflict, notFound } from '../../core/errors';
import { pick } from '../../core/i18n';
import { pageOf, type Resource } from '../../resource';
import { actorOf } from '../../resource/access';
import { exportColumns, sendXlsx } from '../../resource/export';
import { Id, SortQuery, filterSchema, pageQuery } from '../../resource/http';
import { readFields } from '../../resource/input';
import { RESOURCE_TEXT } from '../../resource/messages';
import { filterWhere, orderOf, selectRows, toWire } from '../../resource/read';
import { shopSettlements } from './finance-tables';
import { SETTLEMENT_TEXT } from './messages';
import { requestGoldScope } from './scope';
import { shopSettlementDays } from './tables';

/**
 * The settlement days' calls on the settlement page (docs/product.md#business-api, Settlement): their page, the price of
 * an unsettled day set by hand, and the 门店结算单 export (the page's days, or one settlement's).
 */

const DETAIL_EXPORT: Model['export'] = {
  fileName: '门店结算单.xlsx',
  columns: ['settlementCode', 'shopName', 'day', 'saleCount', 'soldWeight', 'settlementPrice', 'amount', 'oldGoldWeight', 'substitutionPrice',
    'substitutionAmount', 'saleAmount', 'labourFee', 'priceManual'],
};

/** The page's default order: the latest day first. */
const byDay = (q: Record<string, any>) => (q.sidx ? q : { ...q, sidx: 'day', sort: 'desc' });

export async function settlementDayActions(appBase: FastifyInstance, resource: Resource): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model, table } = resource;
  const menu = model.access.menu;
  const tags = [model.name];
  const priceField = { ...fieldOf(model, 'settlementPrice'), required: true };

  app.get('/api/shopSettlement/listShopSettlementDay', {
    config: { access: { menu } },
    schema: { tags, summary: 'Settlement days by shopId, day range (dayStart, dayEnd), settled (0/1) and settlementId; the latest day first', querystring: pageQuery(resource) },
  }, async (request) => {
    const q = byDay(request.query as Record<string, any>);
    return pageOf(resource, filterWhere(resource, (await resource.scopeOf(request)).manage, q), q);
  });

  app.post('/api/shopSettlement/editShopSettlementDay', {
    config: { access: { menu, button: 'btn_edit' } },
    schema: {
      tags, summary: 'Set the settlement price of an unsettled day by hand (priceManual 1: price changes no longer move it); version optional',
      body: Type.Object({
        id: Id, settlementPrice: Type.Union([Type.String({ maxLength: 40 }), Type.Number()]), version: Type.Optional(Type.Integer({ minimum: 0 })),
      }),
    },
  }, async (request) => {
    const { id, version } = request.body;
    const { settlementPrice } = readFields([priceField], request.body as Record<string, unknown>, true, new Set());
    const scope = await resource.scopeOf(request);
    await db.transaction(async (tx) => {
      const [day] = await tx.select().from(table).where(and(eq(table.id, id), scope.manage)).for('update');
      if (!day) throw notFound(model.texts.notFound);
      if (version !== undefined && day.version !== version) throw conflict(RESOURCE_TEXT.stale);
      if (day.settlementId) throw badRequest(SETTLEMENT_TEXT.daySettled);
      await tx.update(shopSettlementDays).set({
        settlementPrice: settlementPrice as string, priceManual: 1, amount: sql`round(${shopSettlementDays.soldWeight} * ${settlementPrice}::numeric, 2)`,
        version: sql`${shopSettlementDays.version} + 1`, updatedAt: new Date(), updatedBy: actorOf(request).id,
      }).where(eq(shopSettlementDays.id, id));
    });
    const [row] = await toWire(db, model, await selectRows(db, resource).where(eq(table.id, id)));
    return ok(row, pick(request, SETTLEMENT_TEXT.priceSaved));
  });

  /** With `id`: that settlement's days, when the settlement is in the caller's scope (404 otherwise). */
  const exportWhere = async (request: FastifyRequest, body: Record<string, any>) => {
    const where = filterWhere(resource, (await resource.scopeOf(request)).manage, body);
    if (!body.id) return where;
    const scope = await requestGoldScope(request, db);
    const [settlement] = await db.select({ id: shopSettlements.id }).from(shopSettlements)
      .where(and(eq(shopSettlements.id, body.id), isNull(shopSettlements.deletedAt), scope.filters.settlement));
    if (!settlement) throw notFound(settlementModel.texts.notFound);
    return and(where, eq(table.settlementId, settlement.id));
  };

  app.post('/api/shopSettlement/settlementDetailExport', {
    config: { access: { menu, button: 'btn_download' } },
    schema: {
      tags, summary: 'The settlement days matching the page filters, or those of settlement `id`, as 门店结算单.xlsx',
      body: Type.Composite([SortQuery, filterSchema(resource), Type.Object({ id: Type.Optional(Id) })]),
    },
  }, async (request, reply) => {
    const body = byDay(request.body as Record<string, any>);
    const where = await exportWhere(request, body);
    const order = orderOf(resource, body);
    return sendXlsx(request, reply, DETAIL_EXPORT!.fileName, exportColumns({ ...model, export: DETAIL_EXPORT }), async (offset, limit) =>
      toWire(db, model, await selectRows(db, resource).where(where).orderBy(...order).limit(limit).offset(offset)));
  });
}
