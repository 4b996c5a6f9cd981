import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { GOLD_SCOPED_MENUS } from '../../../models/gold';
import { list, ok } from '../../core/envelope';
import { requestGoldScope } from '../gold/scope';
import { homeConfigRoutes } from './config-routes';
import { moneyByMonth } from './money-months';
import { byMonth, lastMonths } from './months';
import { emptySalesMonth, salesByMonth } from './sales-months';
import { openShopsByArea } from './shops';
import { homeStatistics } from './statistics';
import { stockByCategory } from './stock';
import { configuredTimeZone } from '../system/config-service';

/** Months of the analyses: the current one and the eleven before it. */
const MONTHS = 12;

/**
 * The home dashboard's figures (docs/product.md#business-api, Home). /home is open to every signed-in user, but these
 * figures are gold data: a route asks for any of the gold pages whose rows belong to shops, and answers over the
 * union of the data rules of the pages the caller holds (server/modules/gold/scope.ts), so a franchisee's user sees
 * their shops' figures and a user holding no gold page gets 403, not zeros. workStatistics and workAuditStatistics
 * come with the workflow.
 */
export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const config = { access: { menu: GOLD_SCOPED_MENUS } };
  const schema = (summary: string) => ({ tags: ['home'], summary, querystring: Type.Object({}) });
  const scopeOf = (request: Parameters<typeof requestGoldScope>[0]) => requestGoldScope(request, db);
  /** The twelve months of sales (empty months included) the caller's scope reaches. */
  const monthlySales = async (request: Parameters<typeof requestGoldScope>[0]) => {
    const windows = lastMonths(new Date(), MONTHS, await configuredTimeZone(db));
    return byMonth(windows, await salesByMonth(db, await scopeOf(request), windows), emptySalesMonth);
  };

  app.get('/api/home/statistics', {
    config, schema: schema('SPVs, franchisees, shops (open, frozen); stock count and weight; this month\'s sales and settlement amount'),
  }, async (request) => ok(await homeStatistics(db, await scopeOf(request), new Date(), await configuredTimeZone(db))));

  app.get('/api/home/supplyChainAmountAnalyse', {
    config, schema: schema('Last 12 months: payable of the settlements (by settlement date) and paid (completed funds, by completion)'),
  }, async (request) => {
    const { filters } = await scopeOf(request);
    const timeZone = await configuredTimeZone(db);
    return list(await moneyByMonth(db, { settlement: filters.settlement, fund: filters.fund }, lastMonths(new Date(), MONTHS, timeZone), timeZone));
  });

  app.get('/api/home/supplyChainBusinessAnalyse', {
    config, schema: schema('Last 12 months: sale count, sold weight and sales amount'),
  }, async (request) => list((await monthlySales(request)).map(({ month, saleCount, soldWeight, saleAmount }) => ({ month, saleCount, soldWeight, saleAmount }))));

  app.get('/api/home/supplyChainEarningsAnalyse', {
    config, schema: schema('Last 12 months: labour fee and price-spread margin (sales − labour fee − sold gold at the settlement price)'),
  }, async (request) => list((await monthlySales(request)).map(({ month, labourFee, margin, unpricedDays }) => ({ month, labourFee, margin, unpricedDays }))));

  app.get('/api/home/supplyChainInventoryAnalyse', {
    config, schema: schema('Stock held now by category: count and weight, heaviest first'),
  }, async (request) => list(await stockByCategory(db, (await scopeOf(request)).filters.inventory)));

  app.get('/api/home/shopDistribution', {
    config, schema: schema('Open shops by province (area id and name), most first'),
  }, async (request) => list(await openShopsByArea(db, (await scopeOf(request)).filters.shop, 0)));

  app.get('/api/home/shopAddressDistribution', {
    config, schema: schema('Open shops by city (area id, name and its province), most first'),
  }, async (request) => list(await openShopsByArea(db, (await scopeOf(request)).filters.shop, 1)));

  await app.register(homeConfigRoutes);
}
