import { sql } from 'drizzle-orm';
import { pgTable, text, integer, date, timestamp, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns';
import { grams, lifecycle, liveCreated, money, perGram } from './columns';

/**
 * The money side of the gold module (docs/domain.md#settlement-fund-ledger-and-month-end): settlements, funds and their
 * allocations, fund batches, special funds, and the month-end snapshots. Settlement days are in ./tables.ts.
 */

/**
 * Settlement (docs/domain.md#settlement): a shop's unsettled days up to a date, valued and saved at once. Amounts are the
 * sums of its days; payable = settlement − substitution. `allocatedAmount` is what live funds have allocated (any status:
 * a registered fund already reserves its part), `paidAmount` what completed funds have; paid ≤ allocated ≤ payable.
 */
export const shopSettlements = pgTable('shop_settlements', {
  id: idColumn(),
  code: text('code').notNull(),
  shopId: text('shop_id').notNull(),
  settlementDate: date('settlement_date').notNull(),
  startDay: date('start_day').notNull(),
  endDay: date('end_day').notNull(),
  dayCount: integer('day_count').notNull(),
  soldWeight: grams('sold_weight').notNull(),
  settlementAmount: money('settlement_amount').notNull(),
  substitutionWeight: grams('substitution_weight').notNull().default('0'),
  substitutionPrice: perGram('substitution_price'),
  substitutionAmount: money('substitution_amount').notNull().default('0'),
  payableAmount: money('payable_amount').notNull(),
  allocatedAmount: money('allocated_amount').notNull().default('0'),
  paidAmount: money('paid_amount').notNull().default('0'),
  /** 1 unpaid, 2 partly paid, 3 paid. */
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...lifecycle(),
}, (t) => [
  uniqueIndex('shop_settlements_code_live_idx').on(t.code).where(sql`deleted_at is null`),
  index('shop_settlements_shop_idx').on(t.shopId, t.settlementDate).where(sql`deleted_at is null`),
  liveCreated('shop_settlements_live_created_idx', t),
]);

/**
 * Fund batch (docs/domain.md#fund-batch): one shop's payments presented together for receipt. Status follows its funds:
 * 1 registered (funds may still join), 2 ready for receipt, 3 received.
 */
export const shopFundBatches = pgTable('shop_fund_batches', {
  id: idColumn(),
  code: text('code').notNull(),
  shopId: text('shop_id').notNull(),
  batchDate: date('batch_date').notNull(),
  fundCount: integer('fund_count').notNull().default(0),
  totalAmount: money('total_amount').notNull().default('0'),
  status: integer('status').notNull().default(1),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  receivedBy: text('received_by'),
  remark: text('remark'),
  ...lifecycle(),
}, (t) => [
  uniqueIndex('shop_fund_batches_code_live_idx').on(t.code).where(sql`deleted_at is null`),
  index('shop_fund_batches_shop_idx').on(t.shopId, t.status).where(sql`deleted_at is null`),
  liveCreated('shop_fund_batches_live_created_idx', t),
]);

/** Fund (docs/domain.md#fund): a payment of a shop, allocated to settlements; 1 registered, 2 ready for receipt, 3 completed. */
export const shopFunds = pgTable('shop_funds', {
  id: idColumn(),
  shopId: text('shop_id').notNull(),
  batchId: text('batch_id').notNull(),
  amount: money('amount').notNull(),
  payDate: date('pay_date').notNull(),
  /** paymentMethod dictionary item code. */
  payMethod: text('pay_method'),
  bankSerial: text('bank_serial'),
  voucher: jsonb('voucher'),
  status: integer('status').notNull().default(1),
  /** Set when completed by hand (a write-off), with who and when. */
  completeReason: text('complete_reason'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  completedBy: text('completed_by'),
  remark: text('remark'),
  ...lifecycle(),
}, (t) => [
  index('shop_funds_shop_idx').on(t.shopId, t.status).where(sql`deleted_at is null`),
  index('shop_funds_batch_idx').on(t.batchId).where(sql`deleted_at is null`),
  liveCreated('shop_funds_live_created_idx', t),
]);

/** A fund's allocation to one settlement (deleted with its fund, which is only possible while registered). */
export const shopFundSettlements = pgTable('shop_fund_settlements', {
  id: idColumn(),
  fundId: text('fund_id').notNull(),
  settlementId: text('settlement_id').notNull(),
  amount: money('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('shop_fund_settlements_pair_idx').on(t.fundId, t.settlementId),
  index('shop_fund_settlements_settlement_idx').on(t.settlementId),
]);

/**
 * Special fund (docs/domain.md#special-fund): money beside settlements, signed: positive in the shop's favour (lowers
 * what it owes), negative against it.
 */
export const shopSpecialFunds = pgTable('shop_special_funds', {
  id: idColumn(),
  shopId: text('shop_id').notNull(),
  /** specialFundType dictionary item code. */
  fundType: text('fund_type').notNull(),
  amount: money('amount').notNull(),
  fundDate: date('fund_date').notNull(),
  remark: text('remark'),
  ...lifecycle(),
}, (t) => [
  index('shop_special_funds_shop_idx').on(t.shopId, t.fundDate).where(sql`deleted_at is null`),
  liveCreated('shop_special_funds_live_created_idx', t),
]);

/**
 * Month-end of one shop and month (docs/domain.md#month-end): the ledger totals and the stock totals. Written by the
 * month-end run; a closed month (status 2) is never written again.
 */
export const monthEndSettlements = pgTable('month_end_settlements', {
  id: idColumn(),
  shopId: text('shop_id').notNull(),
  /** 'YYYY-MM'. */
  month: text('month').notNull(),
  openingBalance: money('opening_balance').notNull(),
  settledAmount: money('settled_amount').notNull(),
  paidAmount: money('paid_amount').notNull(),
  specialAmount: money('special_amount').notNull(),
  closingBalance: money('closing_balance').notNull(),
  openingCount: integer('opening_count').notNull(),
  openingWeight: grams('opening_weight').notNull(),
  closingCount: integer('closing_count').notNull(),
  closingWeight: grams('closing_weight').notNull(),
  /** 2 closed. */
  status: integer('status').notNull().default(2),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  ...lifecycle(),
}, (t) => [
  uniqueIndex('month_end_settlements_shop_month_idx').on(t.shopId, t.month),
  index('month_end_settlements_month_idx').on(t.month),
  liveCreated('month_end_settlements_live_created_idx', t),
]);

/** Month-end stock of one shop, month and category: opening + inbound − outbound − sold = closing, in count and weight. */
export const monthEndStocks = pgTable('month_end_stocks', {
  id: idColumn(),
  monthEndId: text('month_end_id').notNull(),
  shopId: text('shop_id').notNull(),
  month: text('month').notNull(),
  category: text('category').notNull(),
  openingCount: integer('opening_count').notNull(),
  openingWeight: grams('opening_weight').notNull(),
  inboundCount: integer('inbound_count').notNull(),
  inboundWeight: grams('inbound_weight').notNull(),
  outboundCount: integer('outbound_count').notNull(),
  outboundWeight: grams('outbound_weight').notNull(),
  soldCount: integer('sold_count').notNull(),
  soldWeight: grams('sold_weight').notNull(),
  closingCount: integer('closing_count').notNull(),
  closingWeight: grams('closing_weight').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('month_end_stocks_shop_month_category_idx').on(t.shopId, t.month, t.category),
  index('month_end_stocks_month_end_idx').on(t.monthEndId),
]);
