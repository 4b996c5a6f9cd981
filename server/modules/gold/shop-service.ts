import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../core/errors';
import { offsetOf } from '../../core/paging';
import { users } from '../permission/tables';
import { issueBillNumber } from '../system/bill-number';
import { assertAreaChain, loadAreaNames } from './areas';
import { SHOP_FIELDS, SHOP_FREEZE_FIELDS, fieldByKey } from './fields';
import { usableFranchisee } from './franchisee-service';
import { readFields, type EditBody, type FieldValues } from './input';
import { GOLD_TEXT } from './messages';
import { contains, containsAny, orderFor, type SortInput } from './query';
import { changedFields, describeChanges, writeChanges, type Actor } from './records';
import { shopScope, type GoldScope } from './scope';
import { usableSpv } from './spv-service';
import { allianceBusinesses, shopSettlementDays, shops, spvs } from './tables';
import { shopWire, type ShopSelect, type ShopWire } from './wire';

const creator = alias(users, 'shop_creator');
const updater = alias(users, 'shop_updater');
const freezer = alias(users, 'shop_freezer');

export interface ShopFilter {
  keyword?: string;
  code?: string;
  name?: string;
  spvId?: string;
  allianceBusinessId?: string;
  status?: number;
  /** Leading area ids: [province] or [province, city] or all three. */
  areaIds?: string[];
}

type ShopInsert = typeof shops.$inferInsert;

/** Shop status: 1 open, 2 frozen. */
export const SHOP_OPEN = 1;
export const SHOP_FROZEN = 2;

const SORTABLE = {
  code: shops.code, name: shops.name, status: shops.status, openingDate: shops.openingDate, floorArea: shops.floorArea,
  weightLimit: shops.weightLimit, createdAt: shops.createdAt, updatedAt: shops.updatedAt,
};

const live = isNull(shops.deletedAt);

function filterWhere(scope: GoldScope, f: ShopFilter): SQL | undefined {
  const where: Array<SQL | undefined> = [live, shopScope(scope)];
  if (f.keyword) where.push(containsAny(f.keyword, shops.code, shops.name, shops.manager));
  if (f.code) where.push(contains(shops.code, f.code));
  if (f.name) where.push(contains(shops.name, f.name));
  if (f.spvId) where.push(eq(shops.spvId, f.spvId));
  if (f.allianceBusinessId) where.push(eq(shops.allianceBusinessId, f.allianceBusinessId));
  if (f.status !== undefined) where.push(eq(shops.status, f.status));
  const areaIds = (f.areaIds ?? []).filter(Boolean);
  if (areaIds.length) where.push(sql`${shops.areaIds} @> ${JSON.stringify(areaIds)}::jsonb`);
  return and(...where);
}

const selectShops = (db: DbOrTx) => db
  .select({
    shop: shops,
    allianceBusinessName: allianceBusinesses.name,
    spvName: spvs.name,
    freezeByName: freezer.realName,
    createdByName: creator.realName,
    updatedByName: updater.realName,
  })
  .from(shops)
  .leftJoin(allianceBusinesses, eq(allianceBusinesses.id, shops.allianceBusinessId))
  .leftJoin(spvs, eq(spvs.id, shops.spvId))
  .leftJoin(freezer, eq(freezer.id, shops.freezeBy))
  .leftJoin(creator, eq(creator.id, shops.createdBy))
  .leftJoin(updater, eq(updater.id, shops.updatedBy));

async function toWire(db: DbOrTx, rows: ShopSelect[]): Promise<ShopWire[]> {
  const names = await loadAreaNames(db, rows.flatMap((r) => r.shop.areaIds ?? []));
  return rows.map((r) => shopWire(r, names));
}

export async function pageShops(db: DbOrTx, scope: GoldScope, q: ShopFilter & SortInput & { currentPage: number; pageSize: number }) {
  const where = filterWhere(scope, q);
  const [rows, [{ total }]] = await Promise.all([
    selectShops(db).where(where).orderBy(...orderFor(q, SORTABLE, shops.createdAt, shops.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  return { list: await toWire(db, rows), total: Number(total) };
}

export async function exportShops(db: DbOrTx, scope: GoldScope, f: ShopFilter & SortInput): Promise<ShopWire[]> {
  return toWire(db, await selectShops(db).where(filterWhere(scope, f)).orderBy(...orderFor(f, SORTABLE, shops.createdAt, shops.id)));
}

/** Shops in scope for drop-downs; frozen ones included (tagged by status). */
export async function listShops(db: DbOrTx, scope: GoldScope, f: Pick<ShopFilter, 'spvId' | 'allianceBusinessId' | 'status'>) {
  return db.select({
    id: shops.id, code: shops.code, name: shops.name, status: shops.status, allianceBusinessId: shops.allianceBusinessId, spvId: shops.spvId,
  }).from(shops).where(filterWhere(scope, f)).orderBy(asc(shops.code));
}

export async function getShop(db: DbOrTx, scope: GoldScope, id: string): Promise<ShopWire> {
  const [row] = await selectShops(db).where(and(eq(shops.id, id), live, shopScope(scope)));
  if (!row) throw notFound(GOLD_TEXT.shopNotFound);
  return (await toWire(db, [row]))[0];
}

async function lockManaged(tx: DbOrTx, scope: GoldScope, id: string) {
  const [row] = await tx.select().from(shops).where(and(eq(shops.id, id), live, shopScope(scope))).for('update');
  if (!row) throw notFound(GOLD_TEXT.shopNotFound);
  return row;
}

/**
 * The shop's franchisee and SPV after the edit: a new franchisee must be in scope and enabled; the SPV
 * defaults to the franchisee's when not given, and a changed SPV must be readable and enabled.
 */
async function resolveOwners(tx: DbOrTx, scope: GoldScope, values: FieldValues, before?: typeof shops.$inferSelect): Promise<void> {
  let franchiseeSpv: string | undefined;
  if (!before || (values.allianceBusinessId !== undefined && values.allianceBusinessId !== before.allianceBusinessId)) {
    const franchisee = await usableFranchisee(tx, scope, values.allianceBusinessId as string);
    if (!franchisee) throw badRequest(GOLD_TEXT.franchiseeUnavailable, 'allianceBusinessId');
    franchiseeSpv = franchisee.spvId;
  }
  if (values.spvId === undefined || values.spvId === null) {
    if (franchiseeSpv) values.spvId = franchiseeSpv;
    else if (values.spvId === null) values.spvId = before!.spvId; // cleared: keep the current SPV
    else return;
  }
  if ((!before || values.spvId !== before.spvId) && !(await usableSpv(tx, scope, values.spvId as string))) {
    throw badRequest(GOLD_TEXT.spvUnavailable, 'spvId');
  }
}

/** Create (code from rule shopCode) or update (optimistic lock, change records) a shop. */
export async function saveShop(db: Db, scope: GoldScope, actor: Actor, body: EditBody) {
  const creating = !body.id;
  if (!creating && body.version === undefined) throw badRequest(GOLD_TEXT.versionRequired, 'version');
  const values = readFields(SHOP_FIELDS, body, creating);
  if (values.areaIds !== undefined) await assertAreaChain(db, values.areaIds as string[] | null, fieldByKey(SHOP_FIELDS, 'areaIds'));

  const id = await db.transaction(async (tx) => {
    if (creating) {
      await resolveOwners(tx, scope, values);
      const code = await issueBillNumber(tx, 'shopCode');
      const [row] = await tx.insert(shops).values({
        ...(values as Partial<ShopInsert>),
        code, name: values.name as string, allianceBusinessId: values.allianceBusinessId as string, spvId: values.spvId as string, createdBy: actor.id,
      }).returning({ id: shops.id });
      return row.id;
    }
    const before = await lockManaged(tx, scope, body.id!);
    if (before.version !== body.version) throw conflict(GOLD_TEXT.stale);
    await resolveOwners(tx, scope, values, before);
    const changed = changedFields(SHOP_FIELDS, before, values);
    if (changed.length === 0) return before.id;
    await writeChanges(tx, 'shop', before.id, actor, await describeChanges(tx, changed, before, values));
    await tx.update(shops).set({ ...(values as Partial<ShopInsert>), version: sql`${shops.version} + 1`, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(shops.id, before.id));
    return before.id;
  });
  return { shop: await getShop(db, scope, id), created: creating };
}

/**
 * Freezes (status 2, reason required, at most 200 characters) or unfreezes (status 1) a shop. Freezing
 * records reason, time and operator; both write change records for status and reason.
 */
export async function freezeShop(db: Db, scope: GoldScope, actor: Actor, input: { id: string; status: number; reason?: string | null }) {
  const freezing = input.status === SHOP_FROZEN;
  const reasonDef = { ...fieldByKey(SHOP_FREEZE_FIELDS, 'freezeReason'), required: freezing };
  const values: FieldValues = freezing
    ? { status: SHOP_FROZEN, ...readFields([reasonDef], { freezeReason: input.reason ?? null }, true) }
    : { status: SHOP_OPEN, freezeReason: null };
  await db.transaction(async (tx) => {
    const before = await lockManaged(tx, scope, input.id);
    if (freezing && before.status === SHOP_FROZEN) throw badRequest(GOLD_TEXT.alreadyFrozen);
    if (!freezing && before.status !== SHOP_FROZEN) throw badRequest(GOLD_TEXT.notFrozen);
    const changed = changedFields(SHOP_FREEZE_FIELDS, before, values);
    await writeChanges(tx, 'shop', before.id, actor, await describeChanges(tx, changed, before, values));
    await tx.update(shops).set({
      status: values.status as number,
      freezeReason: values.freezeReason as string | null,
      freezeTime: freezing ? new Date() : null,
      freezeBy: freezing ? actor.id : null,
      version: sql`${shops.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actor.id,
    }).where(eq(shops.id, before.id));
  });
  return getShop(db, scope, input.id);
}

/** Soft-deletes shops in scope; all or nothing. */
export async function deleteShops(db: Db, scope: GoldScope, actor: Actor, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: shops.id }).from(shops).where(and(inArray(shops.id, unique), live, shopScope(scope))).for('update');
    if (rows.length !== unique.length) throw notFound(GOLD_TEXT.shopNotFound);
    await tx.update(shops).set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: actor.id, version: sql`${shops.version} + 1` })
      .where(inArray(shops.id, unique));
  });
}

/** Is the shop visible to the user (change history access)? */
export async function shopVisible(db: DbOrTx, scope: GoldScope, id: string): Promise<boolean> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.id, id), live, shopScope(scope)));
  return Boolean(row);
}

export interface CanSettleShop {
  id: string;
  code: string;
  name: string;
  allianceBusinessName: string | null;
  spvName: string | null;
  /** Days with sales not yet covered by a settlement, and their range. */
  unsettledDays: number;
  firstDay: string;
  lastDay: string;
}

/**
 * `listCanSettlement` (gold-domain.md): open shops in scope that have settlement days no settlement
 * covers yet. Frozen shops accept no new settlement, so they are left out.
 */
export async function listCanSettle(db: DbOrTx, scope: GoldScope): Promise<CanSettleShop[]> {
  const rows = await db.select({
    id: shops.id,
    code: shops.code,
    name: shops.name,
    allianceBusinessName: allianceBusinesses.name,
    spvName: spvs.name,
    unsettledDays: count(shopSettlementDays.id),
    firstDay: sql<string>`min(${shopSettlementDays.day})::text`,
    lastDay: sql<string>`max(${shopSettlementDays.day})::text`,
  })
    .from(shops)
    .innerJoin(shopSettlementDays, and(eq(shopSettlementDays.shopId, shops.id), isNull(shopSettlementDays.settlementId)))
    .leftJoin(allianceBusinesses, eq(allianceBusinesses.id, shops.allianceBusinessId))
    .leftJoin(spvs, eq(spvs.id, shops.spvId))
    .where(and(live, eq(shops.status, SHOP_OPEN), shopScope(scope)))
    .groupBy(shops.id, shops.code, shops.name, allianceBusinesses.name, spvs.name)
    .orderBy(asc(shops.code));
  return rows.map((r) => ({ ...r, unsettledDays: Number(r.unsettledDays) }));
}
