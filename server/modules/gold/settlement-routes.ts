import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { fieldOf } from '../../../schemas/model';
import { settlementDayModel } from '../../../models/gold/settlement';
import { list, ok } from '../../core/envelope';
import { pick } from '../../core/i18n';
import type { Resource, ResourceDef } from '../../resource';
import { getRecord } from '../../resource';
import { Id, IdParams } from '../../resource/http';
import { readFields } from '../../resource/input';
import { fixed, selectRows, toWire } from '../../resource/read';
import { shopSettlements } from './finance-tables';
import { SETTLEMENT_TEXT } from './messages';
import { configuredTimeZone } from '../system/config-service';
import { END_DAY_FIELD, daysTotals, saveSettlement, settlementShop, substitutionOf, today, unsettledOf } from './settlement-save';
import { shopSettlementDays } from './tables';

/**
 * The settlement page's calls (docs/product.md#business-api, Settlement): the previews of a settlement and of its old
 * gold, the save, and a settlement's days and totals. Settlement days' own calls are in
 * ./settlement-day-routes.ts.
 */

const ShopParams = Type.Object({ id: Id });
const WEIGHT_FIELD = { ...fieldOf(settlementDayModel, 'oldGoldWeight'), key: 'weight', readonly: false };
const Decimalish = Type.Union([Type.String({ maxLength: 40 }), Type.Number()]);

/** The days of a settlement or a preview as the screens show them, oldest first. */
async function wireDays(resource: Resource, days: ResourceDef, where: SQL | undefined) {
  return toWire(resource.db, days.model, await selectRows(resource.db, days).where(where).orderBy(asc(shopSettlementDays.day), asc(shopSettlementDays.shopId)));
}

export async function settlementActions(appBase: FastifyInstance, resource: Resource, days: ResourceDef): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model } = resource;
  const menu = model.access.menu;
  const tags = [model.name];

  app.get('/api/shopSettlement/getSettlementAmount/:id', {
    config: { access: { menu } },
    schema: {
      tags, summary: 'Preview: the unsettled days of shop {id} up to endDay (default all) and their totals, with the days that have no price',
      params: ShopParams, querystring: Type.Object({ endDay: Type.Optional(Type.String({ maxLength: 40 })) }),
    },
  }, async (request) => {
    const { endDay } = readFields([END_DAY_FIELD], request.query, true, new Set());
    const shop = await settlementShop(db, request, request.params.id);
    const open = await wireDays(resource, days, unsettledOf(shop.id, endDay as string | undefined));
    return ok({ days: open, ...daysTotals(open as Parameters<typeof daysTotals>[0]) });
  });

  app.get('/api/shopSettlement/getSubstitutionAmount/:id', {
    config: { access: { menu } },
    schema: {
      tags, summary: 'Preview: old gold shop {id} holds, the old-gold price of today and the value of `weight` grams handed over',
      params: ShopParams, querystring: Type.Object({ weight: Type.Optional(Decimalish) }),
    },
  }, async (request) => {
    const { weight } = readFields([WEIGHT_FIELD], request.query as Record<string, unknown>, true, new Set());
    const shop = await settlementShop(db, request, request.params.id);
    return ok(await substitutionOf(db, shop.id, (weight as string | null | undefined) ?? '0', today(await configuredTimeZone(db))));
  });

  app.post('/api/shopSettlement/save', {
    config: { access: { menu, button: 'btn_add' } },
    schema: {
      tags, summary: 'Settle a shop: its unsettled days up to endDay (default all), less substitutionWeight grams of old gold; answers id and code',
      body: Type.Object({
        shopId: Id,
        endDay: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
        substitutionWeight: Type.Optional(Type.Union([Decimalish, Type.Null()])),
        remark: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
      }),
    },
  }, async (request) => ok(await saveSettlement(resource, request, request.body), pick(request, SETTLEMENT_TEXT.saved)));

  /** The settlement by id within the page's scope; 404 when missing or out of it. */
  const settlementOf = async (request: Parameters<typeof resource.scopeOf>[0], id: string) => getRecord(resource, (await resource.scopeOf(request)).read, id);

  app.get('/api/shopSettlement/listSettlement/:id', {
    config: { access: { menu } },
    schema: { tags, summary: 'The days settlement {id} covers, oldest first', params: IdParams },
  }, async (request) => {
    const settlement = await settlementOf(request, request.params.id);
    return list(await wireDays(resource, days, eq(shopSettlementDays.settlementId, settlement.id as string)));
  });

  app.get('/api/shopSettlement/listSettlementStatistics/:id', {
    config: { access: { menu } },
    schema: { tags, summary: 'Totals of settlement {id} and of its shop\'s live settlements (count, payable, paid, outstanding)', params: IdParams },
  }, async (request) => {
    const settlement = await settlementOf(request, request.params.id);
    const [shop] = await db.select({
      settlementCount: count(),
      payableAmount: sql<string>`coalesce(sum(${shopSettlements.payableAmount}), 0)`,
      paidAmount: sql<string>`coalesce(sum(${shopSettlements.paidAmount}), 0)`,
    }).from(shopSettlements).where(and(eq(shopSettlements.shopId, settlement.shopId as string), isNull(shopSettlements.deletedAt), (await resource.scopeOf(request)).read));
    const outstanding = (payable: unknown, paid: unknown) => new Decimal(String(payable)).minus(String(paid)).toFixed(2);
    return ok({
      settlement: { ...settlement, outstanding: outstanding(settlement.payableAmount, settlement.paidAmount) },
      shop: {
        settlementCount: Number(shop.settlementCount), payableAmount: fixed(shop.payableAmount, 2), paidAmount: fixed(shop.paidAmount, 2),
        outstanding: outstanding(shop.payableAmount, shop.paidAmount),
      },
    });
  });
}
