import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { goldPriceModel } from '../../../models/gold/goldPrice';
import { list } from '../../core/envelope';
import type { Resource, ResourceDef } from '../../resource';
import { FilterEnum } from '../../resource/http';
import { bulkInsert } from '../../resource/import';
import { fixed } from '../../resource/read';
import { repriceSettlementDays } from './settlement-days';
import { goldPrices } from './tables';

/** At most ten years of daily prices of both types in one chart. */
const MAX_POINTS = 2 * 3660;

/** The trend chart above the price list: prices of the range in date order. */
async function priceActions(appBase: FastifyInstance, resource: Resource): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model } = resource;
  app.get('/api/goldPrice/trend', {
    config: { access: { menu: model.access.menu } },
    schema: {
      tags: [model.name],
      summary: `Prices of a date range in date order, for the trend chart (at most ${MAX_POINTS} points, the latest)`,
      querystring: Type.Object({
        priceDateStart: Type.Optional(Type.String({ format: 'date' })),
        priceDateEnd: Type.Optional(Type.String({ format: 'date' })),
        priceType: FilterEnum([1, 2]),
      }),
    },
  }, async (request) => {
    const q = request.query;
    const rows = await db.select({ priceDate: goldPrices.priceDate, priceType: goldPrices.priceType, price: goldPrices.price }).from(goldPrices)
      .where(and(isNull(goldPrices.deletedAt), q.priceDateStart ? gte(goldPrices.priceDate, q.priceDateStart) : undefined,
        q.priceDateEnd ? lte(goldPrices.priceDate, q.priceDateEnd) : undefined, typeof q.priceType === 'number' ? eq(goldPrices.priceType, q.priceType) : undefined))
      .orderBy(asc(goldPrices.priceDate), asc(goldPrices.priceType));
    return list(rows.slice(-MAX_POINTS).map((r) => ({ ...r, price: fixed(r.price, 2) })));
  });
}

/** The earliest of some dates ('YYYY-MM-DD' compare as text). */
const earliest = (dates: unknown[]): string => dates.filter((d): d is string => typeof d === 'string' && d !== '').sort()[0];

/**
 * Gold prices (docs/domain.md#gold-price): company-wide reference data; the buttons decide who changes them. Every
 * change re-prices the unsettled settlement days from its date on (docs/domain.md, Settlement days), in its transaction.
 */
export const goldPriceResource: ResourceDef = {
  model: goldPriceModel,
  table: goldPrices,
  hooks: {
    routes: priceActions,
    async afterSave(ctx) {
      await repriceSettlementDays(ctx.tx, earliest([ctx.values.priceDate, ctx.before?.priceDate]), ctx.actor.id);
    },
    async afterDelete(tx, rows, actor) {
      await repriceSettlementDays(tx, earliest(rows.map((r) => r.priceDate)), actor.id);
    },
    import: {
      default: {
        async save(ctx, lines) {
          await bulkInsert(ctx.tx, ctx.resource, ctx.actor, lines.map((l) => l.values));
          await repriceSettlementDays(ctx.tx, earliest(lines.map((l) => l.values.priceDate)), ctx.actor.id);
        },
      },
    },
  },
};
