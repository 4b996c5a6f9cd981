import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { coreText } from '../../core/i18n';
import { offsetOf } from '../../core/paging';
import { users } from '../permission/tables';
import { issueBillNumber } from '../system/bill-number';
import { assertAreaChain, loadAreaNames } from './areas';
import { mapUniqueViolations } from './db-errors';
import { ENTERPRISE_FIELDS, FRANCHISEE_FIELDS, FRANCHISEE_TYPE_FIELD, PERSONAL_FIELDS, fieldByKey } from './fields';
import { missing, readFields, type EditBody, type FieldValues } from './input';
import { GOLD_TEXT, fillAll } from './messages';
import { contains, containsAny, orderFor, type SortInput } from './query';
import { changedFields, describeChanges, writeChanges, type Actor } from './records';
import { canCreate, franchiseeScope, type GoldScope } from './scope';
import { usableSpv } from './spv-service';
import { allianceBusinesses, shops, spvs } from './tables';
import { franchiseeWire, type FranchiseeSelect, type FranchiseeWire } from './wire';

const creator = alias(users, 'ab_creator');
const updater = alias(users, 'ab_updater');

/** 1 personal, 2 enterprise. */
export type FranchiseeType = 1 | 2;

export interface FranchiseeFilter {
  keyword?: string;
  code?: string;
  name?: string;
  spvId?: string;
  type?: number;
  status?: number;
}

type FranchiseeInsert = typeof allianceBusinesses.$inferInsert;

/** Every field a change record may name, type-specific ones included. */
const ALL_FIELDS = [FRANCHISEE_TYPE_FIELD, ...FRANCHISEE_FIELDS, ...PERSONAL_FIELDS, ...ENTERPRISE_FIELDS];
const TYPE_FIELDS: Record<FranchiseeType, typeof PERSONAL_FIELDS> = { 1: PERSONAL_FIELDS, 2: ENTERPRISE_FIELDS };

const SORTABLE = {
  code: allianceBusinesses.code, name: allianceBusinesses.name, type: allianceBusinesses.type, status: allianceBusinesses.status,
  contractStart: allianceBusinesses.contractStart, contractEnd: allianceBusinesses.contractEnd,
  depositAmount: allianceBusinesses.depositAmount, createdAt: allianceBusinesses.createdAt, updatedAt: allianceBusinesses.updatedAt,
};

const live = isNull(allianceBusinesses.deletedAt);

const shopCount = sql<number>`(select count(*) from shops s where s.alliance_business_id = ${allianceBusinesses.id} and s.deleted_at is null)`.mapWith(Number);

function filterWhere(scope: GoldScope, f: FranchiseeFilter): SQL | undefined {
  const where: Array<SQL | undefined> = [live, franchiseeScope(scope)];
  if (f.keyword) where.push(containsAny(f.keyword, allianceBusinesses.code, allianceBusinesses.name, allianceBusinesses.phone));
  if (f.code) where.push(contains(allianceBusinesses.code, f.code));
  if (f.name) where.push(contains(allianceBusinesses.name, f.name));
  if (f.spvId) where.push(eq(allianceBusinesses.spvId, f.spvId));
  if (f.type !== undefined) where.push(eq(allianceBusinesses.type, f.type));
  if (f.status !== undefined) where.push(eq(allianceBusinesses.status, f.status));
  return and(...where);
}

const selectFranchisees = (db: DbOrTx) => db
  .select({ ab: allianceBusinesses, spvName: spvs.name, shopCount, createdByName: creator.realName, updatedByName: updater.realName })
  .from(allianceBusinesses)
  .leftJoin(spvs, eq(spvs.id, allianceBusinesses.spvId))
  .leftJoin(creator, eq(creator.id, allianceBusinesses.createdBy))
  .leftJoin(updater, eq(updater.id, allianceBusinesses.updatedBy));

async function toWire(db: DbOrTx, rows: FranchiseeSelect[]): Promise<FranchiseeWire[]> {
  const names = await loadAreaNames(db, rows.flatMap((r) => r.ab.areaIds ?? []));
  return rows.map((r) => franchiseeWire(r, names));
}

export async function pageFranchisees(db: DbOrTx, scope: GoldScope, q: FranchiseeFilter & SortInput & { currentPage: number; pageSize: number }) {
  const where = filterWhere(scope, q);
  const [rows, [{ total }]] = await Promise.all([
    selectFranchisees(db).where(where)
      .orderBy(...orderFor(q, SORTABLE, allianceBusinesses.createdAt, allianceBusinesses.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ total: count() }).from(allianceBusinesses).where(where),
  ]);
  return { list: await toWire(db, rows), total: Number(total) };
}

export async function exportFranchisees(db: DbOrTx, scope: GoldScope, f: FranchiseeFilter & SortInput): Promise<FranchiseeWire[]> {
  return toWire(db, await selectFranchisees(db).where(filterWhere(scope, f))
    .orderBy(...orderFor(f, SORTABLE, allianceBusinesses.createdAt, allianceBusinesses.id)));
}

/** Enabled franchisees in scope (optionally of one SPV), for drop-downs. */
export async function listFranchisees(db: DbOrTx, scope: GoldScope, spvId?: string) {
  return db.select({ id: allianceBusinesses.id, code: allianceBusinesses.code, name: allianceBusinesses.name, type: allianceBusinesses.type, spvId: allianceBusinesses.spvId })
    .from(allianceBusinesses)
    .where(and(live, eq(allianceBusinesses.status, 1), franchiseeScope(scope), spvId ? eq(allianceBusinesses.spvId, spvId) : undefined))
    .orderBy(asc(allianceBusinesses.code));
}

export async function getFranchisee(db: DbOrTx, scope: GoldScope, id: string): Promise<FranchiseeWire> {
  const [row] = await selectFranchisees(db).where(and(eq(allianceBusinesses.id, id), live, franchiseeScope(scope)));
  if (!row) throw notFound(GOLD_TEXT.franchiseeNotFound);
  return (await toWire(db, [row]))[0];
}

async function lockManaged(tx: DbOrTx, scope: GoldScope, id: string) {
  const [row] = await tx.select().from(allianceBusinesses).where(and(eq(allianceBusinesses.id, id), live, franchiseeScope(scope))).for('update');
  if (!row) throw notFound(GOLD_TEXT.franchiseeNotFound);
  return row;
}

async function hasShops(tx: DbOrTx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.allianceBusinessId, id), isNull(shops.deletedAt))).limit(1);
  return Boolean(row);
}

/** The edit's values for `type`: its own fields read from the body, the other type's fields cleared. */
function valuesFor(type: FranchiseeType, body: EditBody, creating: boolean): FieldValues {
  const values = readFields([...FRANCHISEE_FIELDS, ...TYPE_FIELDS[type]], body, creating);
  values.type = type;
  for (const def of TYPE_FIELDS[type === 1 ? 2 : 1]) values[def.key] = null;
  return values;
}

/** Rules over the record as it will be: required fields of the type, contract dates in order. */
function checkMerged(type: FranchiseeType, merged: Record<string, unknown>): void {
  for (const def of TYPE_FIELDS[type]) if (def.required && (merged[def.key] === null || merged[def.key] === undefined)) throw missing(def);
  const start = merged.contractStart as string | null | undefined;
  const end = merged.contractEnd as string | null | undefined;
  if (start && end && end < start) throw badRequest(GOLD_TEXT.contractOrder, 'contractEnd');
}

/**
 * personalEdit (type 1) and enterpriseEdit (type 2): create (code from rule allianceBusinessCode)
 * or update with optimistic lock and change records. The SPV must be readable and enabled when it
 * is set; neither the type nor the SPV may change once the franchisee has shops.
 */
export async function saveFranchisee(db: Db, scope: GoldScope, actor: Actor, type: FranchiseeType, body: EditBody) {
  const creating = !body.id;
  if (creating && !canCreate(scope, 'franchisee')) throw forbidden(coreText('permissionDenied'));
  if (!creating && body.version === undefined) throw badRequest(GOLD_TEXT.versionRequired, 'version');
  const values = valuesFor(type, body, creating);
  if (values.areaIds !== undefined) await assertAreaChain(db, values.areaIds as string[] | null, fieldByKey(FRANCHISEE_FIELDS, 'areaIds'));

  const id = await mapUniqueViolations(() => db.transaction(async (tx) => {
    if (creating) {
      checkMerged(type, values);
      if (!(await usableSpv(tx, scope, values.spvId as string))) throw badRequest(GOLD_TEXT.spvUnavailable, 'spvId');
      const code = await issueBillNumber(tx, 'allianceBusinessCode');
      const [row] = await tx.insert(allianceBusinesses)
        .values({ ...(values as Partial<FranchiseeInsert>), code, type, name: values.name as string, spvId: values.spvId as string, createdBy: actor.id })
        .returning({ id: allianceBusinesses.id });
      return row.id;
    }
    const before = await lockManaged(tx, scope, body.id!);
    if (before.version !== body.version) throw conflict(GOLD_TEXT.stale);
    checkMerged(type, { ...before, ...values });
    const changed = changedFields(ALL_FIELDS, before, values);
    if (changed.length === 0) return before.id;
    const keys = new Set(changed.map((d) => d.key));
    if ((keys.has('type') || keys.has('spvId')) && (await hasShops(tx, before.id))) {
      throw badRequest(keys.has('type') ? GOLD_TEXT.typeLocked : GOLD_TEXT.spvLocked);
    }
    if (keys.has('spvId') && !(await usableSpv(tx, scope, values.spvId as string))) throw badRequest(GOLD_TEXT.spvUnavailable, 'spvId');
    // Records first, then the row: if the update fails (e.g. a duplicate name) both roll back.
    await writeChanges(tx, 'franchisee', before.id, actor, await describeChanges(tx, changed, before, values));
    await tx.update(allianceBusinesses)
      .set({ ...(values as Partial<FranchiseeInsert>), version: sql`${allianceBusinesses.version} + 1`, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(allianceBusinesses.id, before.id));
    return before.id;
  }), { alliance_businesses_name_live_idx: () => conflict(GOLD_TEXT.franchiseeNameTaken) });
  return { franchisee: await getFranchisee(db, scope, id), created: creating };
}

/** Soft-deletes franchisees in scope; all or nothing, refused while any has shops. */
export async function deleteFranchisees(db: Db, scope: GoldScope, actor: Actor, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(allianceBusinesses)
      .where(and(inArray(allianceBusinesses.id, unique), live, franchiseeScope(scope))).for('update');
    if (rows.length !== unique.length) throw notFound(GOLD_TEXT.franchiseeNotFound);
    const [used] = await tx.select({ id: shops.allianceBusinessId }).from(shops)
      .where(and(inArray(shops.allianceBusinessId, unique), isNull(shops.deletedAt))).limit(1);
    if (used) throw badRequest(fillAll(GOLD_TEXT.franchiseeInUse, { name: rows.find((r) => r.id === used.id)!.name }));
    await tx.update(allianceBusinesses)
      .set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: actor.id, version: sql`${allianceBusinesses.version} + 1` })
      .where(inArray(allianceBusinesses.id, unique));
  });
}

/** A franchisee a shop may point at: in scope and enabled; null otherwise. */
export async function usableFranchisee(db: DbOrTx, scope: GoldScope, id: string): Promise<{ id: string; spvId: string } | null> {
  const [row] = await db.select({ id: allianceBusinesses.id, spvId: allianceBusinesses.spvId }).from(allianceBusinesses)
    .where(and(eq(allianceBusinesses.id, id), live, eq(allianceBusinesses.status, 1), franchiseeScope(scope)));
  return row ?? null;
}

/** Is the franchisee visible to the user (change history access)? */
export async function franchiseeVisible(db: DbOrTx, scope: GoldScope, id: string): Promise<boolean> {
  const [row] = await db.select({ id: allianceBusinesses.id }).from(allianceBusinesses)
    .where(and(eq(allianceBusinesses.id, id), live, franchiseeScope(scope)));
  return Boolean(row);
}
