import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { FUND_COMPLETED, fundBatchModel } from '../../../models/gold/fund';
import { list, ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { pick } from '../../core/i18n';
import { pageOf, type Resource } from '../../resource';
import { Id, filterSchema, pageQuery } from '../../resource/http';
import { RESOURCE_TEXT } from '../../resource/messages';
import { filterWhere, fixed } from '../../resource/read';
import { shopFunds, shopSettlements } from './finance-tables';
import { completeByHand } from './fund-receipt';
import { SaveFundBody, saveFund, type SaveFundInput } from './fund-save';
import { FUND_TEXT, STOCK_TEXT } from './messages';
import { requestGoldScope } from './scope';
import { reachableShops } from './shop-access';

/**
 * The fund page's calls on funds (docs/product.md#business-api, fund ledger): the settlements a shop can pay, registering
 * a fund, completing one by hand, the page of funds and its totals. Batch calls are in fund-batch-routes.ts.
 */
export async function fundRoutes(appBase: FastifyInstance, funds: Resource): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model } = funds;
  const menu = model.access.menu;
  const tags = [model.name];
  // Mounted beside this resource by the same engine call; looked up when a request needs it.
  const batches = () => appBase.resources.get(fundBatchModel.name)!;

  app.get('/api/shopFund/listCanSaveFund', {
    config: { access: { menu } },
    schema: {
      tags, summary: 'The shop\'s live settlements with something outstanding (payable − allocated), oldest first; 404 for a shop out of reach',
      querystring: Type.Object({ shopId: Id }),
    },
  }, async (request) => {
    const { shopId } = request.query;
    if (!(await reachableShops(db, request, [shopId])).has(shopId)) throw notFound(STOCK_TEXT.shopOutOfReach);
    const scope = await requestGoldScope(request, db);
    const rows = await db.select().from(shopSettlements)
      .where(and(eq(shopSettlements.shopId, shopId), isNull(shopSettlements.deletedAt), gt(shopSettlements.payableAmount, shopSettlements.allocatedAmount), scope.filters.settlement))
      .orderBy(asc(shopSettlements.settlementDate), asc(shopSettlements.code));
    return list(rows.map((s) => ({
      id: s.id, code: s.code, settlementDate: s.settlementDate, startDay: s.startDay, endDay: s.endDay, status: s.status,
      payableAmount: fixed(s.payableAmount, 2), allocatedAmount: fixed(s.allocatedAmount, 2), paidAmount: fixed(s.paidAmount, 2),
      outstanding: new Decimal(s.payableAmount).minus(s.allocatedAmount).toFixed(2),
    })));
  });

  app.post('/api/shopFund/save', {
    config: { access: { menu, button: 'btn_add' } },
    schema: { tags, summary: 'Register a fund allocated to the shop\'s outstanding settlements, in a registered batch of the shop or a new one; answers id, batchId, batchCode', body: SaveFundBody },
  }, async (request) => ok(await saveFund(funds, batches(), request, request.body as SaveFundInput), pick(request, RESOURCE_TEXT.created)));

  app.post('/api/shopFund/manualComplete', {
    config: { access: { menu, button: 'btn_complete' } },
    schema: {
      tags, summary: 'Complete a registered or presented fund by hand with a reason (1–500 characters); its settlements are paid',
      body: Type.Object({ id: Id, reason: Type.String({ maxLength: 2000 }) }),
    },
  }, async (request) => {
    await completeByHand(funds, request, request.body);
    return ok(undefined, pick(request, FUND_TEXT.completed));
  });

  app.get('/api/shopFund/fundPage', {
    config: { access: { menu } },
    schema: { tags, summary: 'Funds in scope (newest first, or by sidx/sort)', querystring: pageQuery(funds) },
  }, async (request) => {
    const q = request.query as Record<string, any>;
    return pageOf(funds, filterWhere(funds, (await funds.scopeOf(request)).manage, q), q);
  });

  app.get('/api/shopFund/fundPageStatistics', {
    config: { access: { menu } },
    schema: { tags, summary: 'Totals of the funds matching the page filters: count, amount, completed amount', querystring: filterSchema(funds) },
  }, async (request) => {
    const where = filterWhere(funds, (await funds.scopeOf(request)).manage, request.query as Record<string, unknown>);
    const [row] = await db.select({
      count: sql<number>`count(*)::int`,
      totalAmount: sql<string>`coalesce(sum(${shopFunds.amount}), 0)`,
      completedAmount: sql<string>`coalesce(sum(${shopFunds.amount}) filter (where ${shopFunds.status} = ${FUND_COMPLETED}), 0)`,
    }).from(shopFunds).where(where);
    return ok({ count: Number(row.count), totalAmount: fixed(row.totalAmount, 2), completedAmount: fixed(row.completedAmount, 2) });
  });
}
