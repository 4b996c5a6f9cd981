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
import { SPV_FIELDS, fieldByKey } from './fields';
import { readFields, type EditBody } from './input';
import { GOLD_TEXT, fillAll } from './messages';
import { contains, containsAny, orderFor, type SortInput } from './query';
import { changedFields, describeChanges, writeChanges, type Actor } from './records';
import { canCreate, spvReadScope, spvScope, type GoldScope } from './scope';
import { allianceBusinesses, shops, spvs } from './tables';
import { spvWire, type SpvSelect, type SpvWire } from './wire';

const creator = alias(users, 'spv_creator');
const updater = alias(users, 'spv_updater');

export interface SpvFilter {
  keyword?: string;
  code?: string;
  name?: string;
  status?: number;
}

const SORTABLE = {
  code: spvs.code, name: spvs.name, shortName: spvs.shortName, status: spvs.status, establishedDate: spvs.establishedDate,
  registeredCapital: spvs.registeredCapital, creditLimit: spvs.creditLimit, createdAt: spvs.createdAt, updatedAt: spvs.updatedAt,
};

type SpvInsert = typeof spvs.$inferInsert;

const live = isNull(spvs.deletedAt);

function filterWhere(scope: GoldScope, f: SpvFilter): SQL | undefined {
  const where: Array<SQL | undefined> = [live, spvScope(scope)];
  if (f.keyword) where.push(containsAny(f.keyword, spvs.code, spvs.name, spvs.shortName));
  if (f.code) where.push(contains(spvs.code, f.code));
  if (f.name) where.push(contains(spvs.name, f.name));
  if (f.status !== undefined) where.push(eq(spvs.status, f.status));
  return and(...where);
}

const selectSpvs = (db: DbOrTx) => db
  .select({ spv: spvs, createdByName: creator.realName, updatedByName: updater.realName })
  .from(spvs)
  .leftJoin(creator, eq(creator.id, spvs.createdBy))
  .leftJoin(updater, eq(updater.id, spvs.updatedBy));

async function toWire(db: DbOrTx, rows: SpvSelect[]): Promise<SpvWire[]> {
  const names = await loadAreaNames(db, rows.flatMap((r) => r.spv.areaIds ?? []));
  return rows.map((r) => spvWire(r, names));
}

export async function pageSpvs(db: DbOrTx, scope: GoldScope, q: SpvFilter & SortInput & { currentPage: number; pageSize: number }) {
  const where = filterWhere(scope, q);
  const [rows, [{ total }]] = await Promise.all([
    selectSpvs(db).where(where).orderBy(...orderFor(q, SORTABLE, spvs.createdAt, spvs.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ total: count() }).from(spvs).where(where),
  ]);
  return { list: await toWire(db, rows), total: Number(total) };
}

/** Every row the page filters match (no paging), for the export. */
export async function exportSpvs(db: DbOrTx, scope: GoldScope, f: SpvFilter & SortInput): Promise<SpvWire[]> {
  return toWire(db, await selectSpvs(db).where(filterWhere(scope, f)).orderBy(...orderFor(f, SORTABLE, spvs.createdAt, spvs.id)));
}

/** Enabled SPVs the user may read, for drop-downs. */
export async function listSpvs(db: DbOrTx, scope: GoldScope) {
  return db.select({ id: spvs.id, code: spvs.code, name: spvs.name, shortName: spvs.shortName }).from(spvs)
    .where(and(live, eq(spvs.status, 1), spvReadScope(scope))).orderBy(asc(spvs.code));
}

export async function getSpv(db: DbOrTx, scope: GoldScope, id: string): Promise<SpvWire> {
  const [row] = await selectSpvs(db).where(and(eq(spvs.id, id), live, spvReadScope(scope)));
  if (!row) throw notFound(GOLD_TEXT.spvNotFound);
  return (await toWire(db, [row]))[0];
}

/** The stored row the user manages, locked for the rest of the transaction; 404 when out of scope. */
async function lockManaged(tx: DbOrTx, scope: GoldScope, id: string) {
  const [row] = await tx.select().from(spvs).where(and(eq(spvs.id, id), live, spvScope(scope))).for('update');
  if (!row) throw notFound(GOLD_TEXT.spvNotFound);
  return row;
}

/**
 * Creates (no id: the code comes from rule spvCode in the same transaction) or updates (id +
 * version: a stale version is a 409) an SPV. An update writes one change record per changed field
 * in the same transaction; a duplicate live name is a 409 (unique index, race-free).
 */
export async function saveSpv(db: Db, scope: GoldScope, actor: Actor, body: EditBody): Promise<{ spv: SpvWire; created: boolean }> {
  const creating = !body.id;
  if (creating && !canCreate(scope, 'spv')) throw forbidden(coreText('permissionDenied'));
  if (!creating && body.version === undefined) throw badRequest(GOLD_TEXT.versionRequired, 'version');
  const values = readFields(SPV_FIELDS, body, creating);
  if (values.areaIds !== undefined) await assertAreaChain(db, values.areaIds as string[] | null, fieldByKey(SPV_FIELDS, 'areaIds'));

  const id = await mapUniqueViolations(() => db.transaction(async (tx) => {
    if (creating) {
      const code = await issueBillNumber(tx, 'spvCode');
      const [row] = await tx.insert(spvs).values({ ...(values as Partial<SpvInsert>), code, name: values.name as string, createdBy: actor.id }).returning({ id: spvs.id });
      return row.id;
    }
    const before = await lockManaged(tx, scope, body.id!);
    if (before.version !== body.version) throw conflict(GOLD_TEXT.stale);
    const changed = changedFields(SPV_FIELDS, before, values);
    if (changed.length === 0) return before.id;
    // Records first, then the row: if the update fails (e.g. a duplicate name) both roll back.
    await writeChanges(tx, 'spv', before.id, actor, await describeChanges(tx, changed, before, values));
    await tx.update(spvs).set({ ...(values as Partial<SpvInsert>), version: sql`${spvs.version} + 1`, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(spvs.id, before.id));
    return before.id;
  }), { spvs_name_live_idx: () => conflict(GOLD_TEXT.spvNameTaken) });
  return { spv: await getSpv(db, scope, id), created: creating };
}

/** Soft-deletes SPVs the user manages; all or nothing, refused while any has franchisees or shops. */
export async function deleteSpvs(db: Db, scope: GoldScope, actor: Actor, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(spvs).where(and(inArray(spvs.id, unique), live, spvScope(scope))).for('update');
    if (rows.length !== unique.length) throw notFound(GOLD_TEXT.spvNotFound);
    const usedByFranchisee = await tx.select({ spvId: allianceBusinesses.spvId }).from(allianceBusinesses)
      .where(and(inArray(allianceBusinesses.spvId, unique), isNull(allianceBusinesses.deletedAt))).limit(1);
    const usedByShop = await tx.select({ spvId: shops.spvId }).from(shops)
      .where(and(inArray(shops.spvId, unique), isNull(shops.deletedAt))).limit(1);
    const used = usedByFranchisee[0]?.spvId ?? usedByShop[0]?.spvId;
    if (used) throw badRequest(fillAll(GOLD_TEXT.spvInUse, { name: rows.find((r) => r.id === used)!.name }));
    await tx.update(spvs).set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: actor.id, version: sql`${spvs.version} + 1` })
      .where(inArray(spvs.id, unique));
  });
}

/** Is the SPV readable by the user and enabled? (A franchisee or shop may only point at such an SPV.) */
export async function usableSpv(db: DbOrTx, scope: GoldScope, id: string): Promise<boolean> {
  const [row] = await db.select({ id: spvs.id }).from(spvs).where(and(eq(spvs.id, id), live, eq(spvs.status, 1), spvReadScope(scope)));
  return Boolean(row);
}

/** Is the SPV visible as a managed row (change history access)? */
export async function managedSpvExists(db: DbOrTx, scope: GoldScope, id: string): Promise<boolean> {
  const [row] = await db.select({ id: spvs.id }).from(spvs).where(and(eq(spvs.id, id), live, spvScope(scope)));
  return Boolean(row);
}
