import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { FUND_COMPLETED, fundModel } from '../../../models/gold/fund';
import { list, ok } from '../../core/envelope';
import { pick } from '../../core/i18n';
import { getRecord, pageOf, type Resource } from '../../resource';
import { Id, filterSchema, pageQuery } from '../../resource/http';
import { filterWhere, fixed, selectRows, toWire } from '../../resource/read';
import { shopFundBatches, shopFunds, shopFundSettlements, shopSettlements } from './finance-tables';
import { confirmBatch, presentBatch } from './fund-receipt';
import { FUND_TEXT } from './messages';

/**
 * The fund page's calls on batches (docs/product.md#business-api, fund ledger): the page of batches and its totals, a
 * batch's funds with their allocations, presenting a batch and confirming its receipt. Every call by id reads the batch
 * within the fund page's scope (404 outside).
 */
export async function fundBatchRoutes(appBase: FastifyInstance, batches: Resource): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model } = batches;
  const menu = model.access.menu;
  const tags = [model.name];
  const funds = () => appBase.resources.get(fundModel.name)!;
  const BatchBody = Type.Object({ batchId: Id });

  app.get('/api/shopFund/fundBatchPage', {
    config: { access: { menu } },
    schema: { tags, summary: 'Fund batches in scope (newest first, or by sidx/sort)', querystring: pageQuery(batches) },
  }, async (request) => {
    const q = request.query as Record<string, any>;
    return pageOf(batches, filterWhere(batches, (await batches.scopeOf(request)).manage, q), q);
  });

  app.get('/api/shopFund/fundBatchPageStatistics', {
    config: { access: { menu } },
    schema: { tags, summary: 'Totals of the batches matching the page filters: batches, funds, amount, received amount', querystring: filterSchema(batches) },
  }, async (request) => {
    const where = filterWhere(batches, (await batches.scopeOf(request)).manage, request.query as Record<string, unknown>);
    const [row] = await db.select({
      count: sql<number>`count(*)::int`,
      fundCount: sql<number>`coalesce(sum(${shopFundBatches.fundCount}), 0)::int`,
      totalAmount: sql<string>`coalesce(sum(${shopFundBatches.totalAmount}), 0)`,
      completedAmount: sql<string>`coalesce(sum(${shopFundBatches.totalAmount}) filter (where ${shopFundBatches.status} = ${FUND_COMPLETED}), 0)`,
    }).from(shopFundBatches).where(where);
    return ok({ count: Number(row.count), fundCount: Number(row.fundCount), totalAmount: fixed(row.totalAmount, 2), completedAmount: fixed(row.completedAmount, 2) });
  });

  app.get('/api/shopFund/listByBatchId', {
    config: { access: { menu } },
    schema: { tags, summary: 'A batch\'s funds, oldest first, each with its allocations (settlement id, code, amount); 404 out of scope', querystring: BatchBody },
  }, async (request) => {
    const { batchId } = request.query;
    await getRecord(batches, (await batches.scopeOf(request)).manage, batchId);
    const fundResource = funds();
    const rows = await toWire(db, fundResource.model, await selectRows(db, fundResource)
      .where(and(eq(shopFunds.batchId, batchId), isNull(shopFunds.deletedAt))).orderBy(asc(shopFunds.createdAt), asc(shopFunds.id)));
    const allocations = rows.length === 0 ? [] : await db.select({
      fundId: shopFundSettlements.fundId, settlementId: shopFundSettlements.settlementId, settlementCode: shopSettlements.code, amount: shopFundSettlements.amount,
    }).from(shopFundSettlements).innerJoin(shopSettlements, eq(shopSettlements.id, shopFundSettlements.settlementId))
      .where(inArray(shopFundSettlements.fundId, rows.map((r) => r.id as string))).orderBy(asc(shopSettlements.code));
    return list(rows.map((r) => ({
      ...r,
      allocations: allocations.filter((a) => a.fundId === r.id).map((a) => ({ settlementId: a.settlementId, settlementCode: a.settlementCode, amount: fixed(a.amount, 2) })),
    })));
  });

  app.post('/api/shopFund/readyReceipt', {
    config: { access: { menu, button: 'btn_receipt' } },
    schema: { tags, summary: 'Present a registered batch for receipt: batch and its funds 1 → 2', body: BatchBody },
  }, async (request) => {
    await presentBatch(batches, request, request.body.batchId);
    return ok(undefined, pick(request, FUND_TEXT.presented));
  });

  app.post('/api/shopFund/confirmReceipt', {
    config: { access: { menu, button: 'btn_receipt' } },
    schema: { tags, summary: 'Ours: confirm a presented batch as received: its funds complete (2 → 3) and pay their settlements', body: BatchBody },
  }, async (request) => {
    await confirmBatch(batches, request, request.body.batchId);
    return ok(undefined, pick(request, FUND_TEXT.received));
  });
}
