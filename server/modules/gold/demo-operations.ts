import { asc, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { SeedStep } from '../../db/seed-steps';
import { datePart } from '../system/bill-number';
import { planDemoOperations } from './demo-operations-plan';
import { demoRandom } from './demo-random';
import { refreshSettlementDays, shopDays } from './settlement-days';
import { goldPrices, shopInventories, shopSales, shops } from './tables';

/** Fixed, so every demo database holds the same pieces, prices and sales (relative to the day it was seeded). */
const DEMO_SEED = 20_260_105;
/** Rows per INSERT: few round trips, and well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 1000;

async function insertInBatches<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH));
}

/**
 * Demo operations (SEED_DEMO): a year of gold prices up to today, about 3,000 stock items across the demo shops,
 * a third of them sold (some with old gold traded in) and a few out, so the stock, sales and price screens have
 * something to show. Runs after the demo shops exist.
 */
export const demoOperationsStep: SeedStep = {
  name: 'gold-demo-operations',
  async run(tx) {
    const shopRows = await tx.select({ id: shops.id, openingDate: shops.openingDate }).from(shops)
      .where(isNull(shops.deletedAt)).orderBy(asc(shops.code));
    // "Today" is the server's calendar day, as for bill numbers.
    const now = new Date();
    const today = datePart('yyyy-MM-dd', now);
    const plan = planDemoOperations(shopRows, today, demoRandom(DEMO_SEED), now);
    await insertInBatches(tx, goldPrices, plan.prices);
    await insertInBatches(tx, shopInventories, plan.items);
    await insertInBatches(tx, shopSales, plan.sales);
    // The sales' settlement days, as a sale import derives them (docs/domain.md, Settlement days).
    await refreshSettlementDays(tx, shopDays(plan.sales, (s) => s.shopId, (s) => s.saleDate));
  },
};
