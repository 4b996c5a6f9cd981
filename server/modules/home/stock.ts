import Decimal from 'decimal.js';
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { fieldOf } from '../../../schemas/model';
import { inventoryModel, ITEM_IN_STOCK } from '../../../models/gold/inventory';
import type { DbOrTx } from '../../db/client';
import { dictionaryNames } from '../../resource/dictionary';
import { shopInventories } from '../gold/tables';

/** Pieces in stock now, by category (dictionary goldCategory), heaviest first. `scope` filters stock items. */
export interface StockCategory {
  category: string;
  categoryName: string;
  count: number;
  weight: string;
}

const i = shopInventories;

export async function stockByCategory(db: DbOrTx, scope: SQL | undefined): Promise<StockCategory[]> {
  const [rows, names] = await Promise.all([
    db.select({ category: i.category, count: count(), weight: sql<string>`coalesce(sum(${i.goldWeight}), 0)` }).from(i)
      .where(and(eq(i.state, ITEM_IN_STOCK), isNull(i.deletedAt), scope))
      .groupBy(i.category),
    dictionaryNames(db, fieldOf(inventoryModel, 'category')),
  ]);
  return rows
    .map((r) => ({ category: r.category, categoryName: names.get(r.category) ?? r.category, count: Number(r.count), weight: new Decimal(r.weight).toFixed(3) }))
    .sort((a, b) => new Decimal(b.weight).comparedTo(a.weight) || a.category.localeCompare(b.category));
}

/** The totals of the categories: every piece in stock and its weight. */
export const stockTotals = (categories: StockCategory[]): { count: number; weight: string } => ({
  count: categories.reduce((n, c) => n + c.count, 0),
  weight: categories.reduce((w, c) => w.plus(c.weight), new Decimal(0)).toFixed(3),
});
