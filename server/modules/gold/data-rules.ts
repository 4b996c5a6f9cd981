import { eq, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  columnCompiler, registerPlaceholder, registerRuleFields, type FieldCompiler, type RuleOp, type RuleValue,
} from '../permission/data-rules';
import { GOLD_SCOPED_MENUS } from '../../../models/gold';
import { allianceBusinesses, goldUserScopes, shopInventories, shopSales, shopSalesMonths, shopSettlementDays, shops, spvs } from './tables';
import { monthEndSettlements, shopFundBatches, shopFunds, shopSettlements, shopSpecialFunds } from './finance-tables';

/**
 * Data rules of the gold master pages (docs/domain.md#who-sees-what). The same fields mean the
 * same thing on every gold page, compiled for the table being read:
 *  - spvId 所属SPV: the SPV itself, its franchisees, and their shops (or shops it consigns to);
 *  - allianceBusinessId 所属加盟商: the franchisee and its shops; its SPV is readable by name only;
 *  - createdBy 创建人.
 * The placeholders @spvId and @allianceBusinessId are the user's link (gold_user_scopes).
 */
export const GOLD_TARGETS = ['spv', 'spvRead', 'franchisee', 'shop', 'inventory', 'sale',
  'settlementDay', 'salesMonth', 'settlement', 'fund', 'fundBatch', 'specialFund', 'monthEnd'] as const;
export type GoldTarget = (typeof GOLD_TARGETS)[number];

const NOTHING = sql`false`;

/** A relation field: Equal / NotEqual over one value or a set, built from an IN-list predicate. */
function relation(build: (list: SQL) => SQL): FieldCompiler {
  return (op: RuleOp, value: RuleValue) => {
    const items = value.kind === 'many' ? value.values : value.value === null ? [] : [value.value];
    if (op !== 'Equal' && op !== 'NotEqual') return NOTHING;
    if (items.length === 0) return op === 'Equal' ? NOTHING : sql`true`;
    const predicate = build(sql.join(items.map((v) => sql`${v}`), sql`, `));
    return op === 'Equal' ? predicate : not(predicate);
  };
}

const inList = (column: AnyPgColumn | SQL) => relation((list) => sql`${column} in (${list})`);

const franchiseesOfSpv = (list: SQL) => sql`select ab.id from alliance_businesses ab where ab.spv_id in (${list})`;
const spvsOfFranchisee = (list: SQL) => sql`select ab.spv_id from alliance_businesses ab where ab.id in (${list})`;

/** Rows that belong to a shop (stock items, sales): the SPV and franchisee rules apply through their shop. */
function ownedByShop(shopId: AnyPgColumn, createdBy: AnyPgColumn | null): Record<string, FieldCompiler> {
  return {
    spvId: relation((list) => sql`${shopId} in (select s.id from shops s where s.spv_id in (${list}) or s.alliance_business_id in (${franchiseesOfSpv(list)}))`),
    allianceBusinessId: relation((list) => sql`${shopId} in (select s.id from shops s where s.alliance_business_id in (${list}))`),
    // A summed row has no creator: a rule on the creator reaches none (GoldScope.byCreator sends readers to the rows).
    createdBy: createdBy ? columnCompiler(createdBy) : relation(() => NOTHING),
  };
}

const FIELDS: Record<GoldTarget, Record<string, FieldCompiler>> = {
  spv: {
    spvId: inList(spvs.id),
    // A franchisee user manages no SPV.
    allianceBusinessId: relation(() => NOTHING),
    createdBy: columnCompiler(spvs.createdBy),
  },
  spvRead: {
    spvId: inList(spvs.id),
    allianceBusinessId: relation((list) => sql`${spvs.id} in (${spvsOfFranchisee(list)})`),
    createdBy: columnCompiler(spvs.createdBy),
  },
  franchisee: {
    spvId: inList(allianceBusinesses.spvId),
    allianceBusinessId: inList(allianceBusinesses.id),
    createdBy: columnCompiler(allianceBusinesses.createdBy),
  },
  shop: {
    spvId: relation((list) => sql`(${shops.spvId} in (${list}) or ${shops.allianceBusinessId} in (${franchiseesOfSpv(list)}))`),
    allianceBusinessId: inList(shops.allianceBusinessId),
    createdBy: columnCompiler(shops.createdBy),
  },
  inventory: ownedByShop(shopInventories.shopId, shopInventories.createdBy),
  sale: ownedByShop(shopSales.shopId, shopSales.createdBy),
  settlementDay: ownedByShop(shopSettlementDays.shopId, shopSettlementDays.createdBy),
  salesMonth: ownedByShop(shopSalesMonths.shopId, null),
  settlement: ownedByShop(shopSettlements.shopId, shopSettlements.createdBy),
  fund: ownedByShop(shopFunds.shopId, shopFunds.createdBy),
  fundBatch: ownedByShop(shopFundBatches.shopId, shopFundBatches.createdBy),
  specialFund: ownedByShop(shopSpecialFunds.shopId, shopSpecialFunds.createdBy),
  monthEnd: ownedByShop(monthEndSettlements.shopId, monthEndSettlements.createdBy),
};

export const goldRuleFields = (target: GoldTarget): Readonly<Record<string, FieldCompiler>> => FIELDS[target];

const RELATION_OPS: RuleOp[] = ['Equal', 'NotEqual'];
registerRuleFields(GOLD_SCOPED_MENUS, [
  { field: 'spvId', label: { zh: '所属SPV', zhtw: '所屬SPV', en: 'SPV' }, type: 'text', ops: RELATION_OPS, placeholders: ['@spvId'] },
  { field: 'allianceBusinessId', label: { zh: '所属加盟商', zhtw: '所屬加盟商', en: 'Franchisee' }, type: 'text', ops: RELATION_OPS, placeholders: ['@allianceBusinessId'] },
  { field: 'createdBy', label: { zh: '创建人', zhtw: '建立人', en: 'Created by' }, type: 'text', ops: RELATION_OPS, placeholders: ['@userId', '@subordinateId'] },
]);

async function link(db: Parameters<Parameters<typeof registerPlaceholder>[1]>[0], userId: string) {
  const [row] = await db.select().from(goldUserScopes).where(eq(goldUserScopes.userId, userId));
  return row;
}

registerPlaceholder('@spvId', async (db, user) => ({ kind: 'one', value: (await link(db, user.id))?.spvId ?? null }));
registerPlaceholder('@allianceBusinessId', async (db, user) => ({ kind: 'one', value: (await link(db, user.id))?.allianceBusinessId ?? null }));

/** The data-rule schemes seeded on every gold page; granting one scopes the user to their link. */
export const GOLD_SCHEMES = [
  { enCode: 'spvData', fullName: '本SPV数据', conditionText: '所属SPV 等于 @spvId', conditions: [{ logic: 'and', groups: [{ field: 'spvId', op: 'Equal', value: '@spvId' }] }] },
  { enCode: 'franchiseeData', fullName: '本加盟商数据', conditionText: '所属加盟商 等于 @allianceBusinessId', conditions: [{ logic: 'and', groups: [{ field: 'allianceBusinessId', op: 'Equal', value: '@allianceBusinessId' }] }] },
] as const;
