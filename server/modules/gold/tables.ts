import { sql } from 'drizzle-orm';
import { pgTable, text, integer, numeric, date, timestamp, jsonb, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { idColumn, auditColumns } from '../../db/columns';
import { grams, lifecycle, liveCreated, money, perGram } from './columns';

/** The account an SPV or franchisee is paid into / pays from. */
const bankColumns = () => ({
  bankName: text('bank_name'),
  bankAccount: text('bank_account'),
  accountName: text('account_name'),
});

/** SPV: the supplier entity that owns the gold (docs/domain.md#spv). */
export const spvs = pgTable('spvs', {
  id: idColumn(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  shortName: text('short_name'),
  creditCode: text('credit_code'),
  legalPerson: text('legal_person'),
  registeredCapital: money('registered_capital'),
  establishedDate: date('established_date'),
  contact: text('contact'),
  phone: text('phone'),
  /** Area ids [province, city, district]. */
  areaIds: jsonb('area_ids').$type<string[]>(),
  address: text('address'),
  ...bankColumns(),
  creditLimit: money('credit_limit'),
  /** 1 enabled, 0 disabled. */
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  ...lifecycle(),
}, (t) => [
  uniqueIndex('spvs_code_idx').on(t.code),
  // SPV names are unique among live rows; the service turns a violation into a 409.
  uniqueIndex('spvs_name_live_idx').on(t.name).where(sql`deleted_at is null`),
  liveCreated('spvs_live_created_idx', t),
]);

/** Franchisee (alliance business): 1 personal, 2 enterprise. */
export const allianceBusinesses = pgTable('alliance_businesses', {
  id: idColumn(),
  code: text('code').notNull(),
  type: integer('type').notNull(),
  spvId: text('spv_id').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  areaIds: jsonb('area_ids').$type<string[]>(),
  address: text('address'),
  ...bankColumns(),
  contractNo: text('contract_no'),
  contractStart: date('contract_start'),
  contractEnd: date('contract_end'),
  depositAmount: money('deposit_amount'),
  status: integer('status').notNull().default(1),
  remark: text('remark'),
  /** Personal: national id number and gender (1 male, 2 female). */
  idNumber: text('id_number'),
  gender: integer('gender'),
  /** Enterprise: credit code, legal representative and their id number. */
  creditCode: text('credit_code'),
  legalPerson: text('legal_person'),
  legalPersonIdNumber: text('legal_person_id_number'),
  ...lifecycle(),
}, (t) => [
  uniqueIndex('alliance_businesses_code_idx').on(t.code),
  index('alliance_businesses_spv_idx').on(t.spvId),
  // Franchisee names are unique per SPV among live rows.
  uniqueIndex('alliance_businesses_name_live_idx').on(t.spvId, t.name).where(sql`deleted_at is null`),
  liveCreated('alliance_businesses_live_created_idx', t),
]);

/** Shop: 1 open, 2 frozen. */
export const shops = pgTable('shops', {
  id: idColumn(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  allianceBusinessId: text('alliance_business_id').notNull(),
  spvId: text('spv_id').notNull(),
  areaIds: jsonb('area_ids').$type<string[]>(),
  address: text('address'),
  longitude: numeric('longitude', { precision: 10, scale: 6 }),
  latitude: numeric('latitude', { precision: 10, scale: 6 }),
  manager: text('manager'),
  phone: text('phone'),
  openingDate: date('opening_date'),
  floorArea: numeric('floor_area', { precision: 10, scale: 2 }),
  /** Grams of consigned stock the shop may hold. */
  weightLimit: numeric('weight_limit', { precision: 14, scale: 3 }),
  status: integer('status').notNull().default(1),
  freezeReason: text('freeze_reason'),
  freezeTime: timestamp('freeze_time', { withTimezone: true }),
  freezeBy: text('freeze_by'),
  remark: text('remark'),
  ...lifecycle(),
}, (t) => [
  uniqueIndex('shops_code_idx').on(t.code),
  index('shops_alliance_idx').on(t.allianceBusinessId),
  index('shops_spv_idx').on(t.spvId),
  // The list's default order (newest first) over live rows: a page reads 20 index entries, not every shop.
  liveCreated('shops_live_created_idx', t),
]);

/**
 * Which gold records a user may see (docs/domain.md#who-sees-what): a user linked to an SPV sees that
 * SPV's data, a user linked to a franchisee only theirs; no row means headquarters (everything).
 */
export const goldUserScopes = pgTable('gold_user_scopes', {
  userId: text('user_id').primaryKey(),
  spvId: text('spv_id'),
  allianceBusinessId: text('alliance_business_id'),
  ...auditColumns(),
});

/**
 * Settlement day (docs/domain.md#settlement-day): per shop and day with sales, the sold weight valued at that day's
 * settlement gold price, and the old gold substituted. Derived from sales by the settlement module;
 * `settlementId` is set once a settlement covers the day (a day belongs to at most one settlement).
 */
export const shopSettlementDays = pgTable('shop_settlement_days', {
  id: idColumn(),
  shopId: text('shop_id').notNull(),
  day: date('day').notNull(),
  soldWeight: numeric('sold_weight', { precision: 14, scale: 3 }).notNull().default('0'),
  settlementPrice: numeric('settlement_price', { precision: 12, scale: 2 }),
  amount: money('amount').notNull().default('0'),
  oldGoldWeight: numeric('old_gold_weight', { precision: 14, scale: 3 }).notNull().default('0'),
  substitutionPrice: numeric('substitution_price', { precision: 12, scale: 2 }),
  substitutionAmount: money('substitution_amount').notNull().default('0'),
  settlementId: text('settlement_id'),
  /** Live sales of the day: how many, their amounts and labour fees (the dashboard's monthly analyses read these). */
  saleCount: integer('sale_count').notNull().default(0),
  saleAmount: money('sale_amount').notNull().default('0'),
  labourFee: money('labour_fee').notNull().default('0'),
  /** 1 when the settlement price was set by hand (editShopSettlementDay): price changes no longer move it. */
  priceManual: integer('price_manual').notNull().default(0),
  version: integer('version').notNull().default(0),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('shop_settlement_days_shop_day_idx').on(t.shopId, t.day),
  index('shop_settlement_days_open_idx').on(t.shopId).where(sql`settlement_id is null`),
  // The dashboard's month figures read days by date across shops.
  index('shop_settlement_days_day_idx').on(t.day),
]);

/**
 * The settlement days summed per shop and month, for the dashboard's monthly analyses (docs/domain.md, Home
 * figures). Written only by the triggers on shop_settlement_days (migration 0011), which add each statement's change
 * to the rows it touches, so every writer of days keeps it and concurrent writers never lose each other's part.
 */
export const shopSalesMonths = pgTable('shop_sales_months', {
  shopId: text('shop_id').notNull(),
  /** The first day of the month. */
  month: date('month').notNull(),
  saleCount: integer('sale_count').notNull().default(0),
  soldWeight: grams('sold_weight').notNull().default('0'),
  saleAmount: money('sale_amount').notNull().default('0'),
  labourFee: money('labour_fee').notNull().default('0'),
  /** Sales amount − labour fee − settlement amount, over the days that have a settlement price. */
  margin: money('margin').notNull().default('0'),
  /** Days with sales but no settlement price yet. */
  unpricedDays: integer('unpriced_days').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.month] }),
  index('shop_sales_months_month_idx').on(t.month),
]);


/** Gold price: one live row per date and type (docs/domain.md#gold-price). */
export const goldPrices = pgTable('gold_prices', {
  id: idColumn(),
  priceDate: date('price_date').notNull(),
  /** 1 base price (settlement), 2 old-gold buy-back. */
  priceType: integer('price_type').notNull(),
  price: perGram('price').notNull(),
  source: text('source'),
  remark: text('remark'),
  ...lifecycle(),
}, (t) => [
  uniqueIndex('gold_prices_date_type_live_idx').on(t.priceDate, t.priceType).where(sql`deleted_at is null`),
  liveCreated('gold_prices_live_created_idx', t),
]);

/**
 * Stock item (docs/domain.md#stock-item): one consigned piece, state 1 in stock, 2 sold, 3 out. The item number is
 * unique among live rows, so a repeated inbound import cannot add a piece twice.
 */
export const shopInventories = pgTable('shop_inventories', {
  id: idColumn(),
  inventoryNumber: text('inventory_number').notNull(),
  shopId: text('shop_id').notNull(),
  batchNumber: text('batch_number'),
  /** goldCategory dictionary item code. */
  category: text('category').notNull(),
  productName: text('product_name').notNull(),
  goldWeight: grams('gold_weight').notNull(),
  purity: integer('purity'),
  labourFee: money('labour_fee'),
  inboundDate: date('inbound_date').notNull(),
  state: integer('state').notNull().default(1),
  outDate: date('out_date'),
  outType: integer('out_type'),
  outReason: text('out_reason'),
  remark: text('remark'),
  ...lifecycle(),
}, (t) => [
  uniqueIndex('shop_inventories_number_live_idx').on(t.inventoryNumber).where(sql`deleted_at is null`),
  index('shop_inventories_shop_state_idx').on(t.shopId, t.state).where(sql`deleted_at is null`),
  // Stock held, by shop and category, read from the index alone (the dashboard's stock figures).
  index('shop_inventories_in_stock_idx').on(t.shopId, t.category, t.goldWeight).where(sql`state = 1 and deleted_at is null`),
  liveCreated('shop_inventories_live_created_idx', t),
]);

/**
 * Sale (docs/domain.md#sale). `inventoryId` is the stock item it sold (null when saved without an inbound record,
 * `noInventory` 1). A stock item has at most one live sale; a shop sells an item number once (a sale without an
 * inbound record holds its number in its own shop only, so another shop may sell that number).
 */
export const shopSales = pgTable('shop_sales', {
  id: idColumn(),
  shopId: text('shop_id').notNull(),
  inventoryNumber: text('inventory_number').notNull(),
  inventoryId: text('inventory_id'),
  saleDate: date('sale_date').notNull(),
  goldWeight: grams('gold_weight').notNull(),
  retailPrice: perGram('retail_price').notNull(),
  labourFee: money('labour_fee'),
  saleAmount: money('sale_amount').notNull(),
  oldGoldWeight: grams('old_gold_weight').notNull().default('0'),
  oldGoldPrice: perGram('old_gold_price'),
  oldGoldAmount: money('old_gold_amount').notNull().default('0'),
  salesperson: text('salesperson'),
  noInventory: integer('no_inventory').notNull().default(0),
  remark: text('remark'),
  ...lifecycle(),
}, (t) => [
  uniqueIndex('shop_sales_number_shop_live_idx').on(t.inventoryNumber, t.shopId).where(sql`deleted_at is null`),
  uniqueIndex('shop_sales_item_live_idx').on(t.inventoryId).where(sql`deleted_at is null and inventory_id is not null`),
  index('shop_sales_shop_date_idx').on(t.shopId, t.saleDate).where(sql`deleted_at is null`),
  liveCreated('shop_sales_live_created_idx', t),
]);
