import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ms, offsetOf } from '../../core/paging';
import { areaPath, loadAreaNames } from './areas';
import type { FieldDef } from './fields';
import type { FieldValue } from './input';
import type { GoldEntity } from './scope';
import { allianceBusinesses, spvs, updateRecords } from './tables';

/** Who made a change: the signed-in user's id and display name. */
export interface Actor {
  id: string;
  name: string;
}

export interface Change {
  field: string;
  fieldName: string;
  oldValue: string | null;
  newValue: string | null;
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Equal as the user sees it: '100' and '100.00' are the same amount, null and '' the same emptiness. */
export function sameValue(def: FieldDef, a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (def.kind === 'decimal') return new Decimal(String(a)).eq(new Decimal(String(b)));
  if (def.kind === 'areas') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/** The fields of `after` (the edit's values) whose value differs from the row before the edit. */
export function changedFields(defs: FieldDef[], before: Record<string, unknown>, after: Record<string, FieldValue>): FieldDef[] {
  return defs.filter((def) => def.key in after && !sameValue(def, before[def.key], after[def.key]));
}

async function namesOf(db: DbOrTx, table: typeof spvs | typeof allianceBusinesses, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The changes as the history page shows them: Chinese labels, names instead of ids, fixed decimals. */
export async function describeChanges(db: DbOrTx, defs: FieldDef[], before: Record<string, unknown>, after: Record<string, unknown>): Promise<Change[]> {
  const values = defs.flatMap((d) => [before[d.key], after[d.key]]);
  const idsOf = (ref: 'spv' | 'franchisee') => defs.filter((d) => d.ref === ref)
    .flatMap((d) => [before[d.key], after[d.key]]).filter((v): v is string => typeof v === 'string');
  // One after the other: inside a transaction the queries share one connection.
  const spvNames = await namesOf(db, spvs, idsOf('spv'));
  const franchiseeNames = await namesOf(db, allianceBusinesses, idsOf('franchisee'));
  const areaNames = await loadAreaNames(db, values.filter(Array.isArray).flat() as string[]);
  const display = (def: FieldDef, v: unknown): string | null => {
    if (isBlank(v)) return null;
    switch (def.kind) {
      case 'decimal': return new Decimal(String(v)).toFixed(def.scale ?? 2);
      case 'option': return def.options?.[Number(v)]?.zh ?? String(v);
      case 'areas': return areaPath(v as string[], areaNames) || (v as string[]).join('/');
      case 'ref': return (def.ref === 'spv' ? spvNames : franchiseeNames).get(String(v)) ?? String(v);
      default: return String(v);
    }
  };
  return defs.map((def) => ({ field: def.key, fieldName: def.label.zh, oldValue: display(def, before[def.key]), newValue: display(def, after[def.key]) }));
}

/** Writes one row per change; call inside the edit's transaction so both land or neither does. */
export async function writeChanges(tx: DbOrTx, entityType: GoldEntity, entityId: string, actor: Actor, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(updateRecords).values(changes.map((c) => ({
    entityType, entityId, ...c, operatorId: actor.id, operatorName: actor.name,
  })));
}

export interface RecordQuery {
  entityType: GoldEntity;
  entityId: string;
  currentPage: number;
  pageSize: number;
}

const toWire = (r: typeof updateRecords.$inferSelect) => ({
  id: r.id,
  entityType: r.entityType,
  entityId: r.entityId,
  field: r.field,
  fieldName: r.fieldName,
  oldValue: r.oldValue,
  newValue: r.newValue,
  operatorName: r.operatorName,
  createdAt: ms(r.createdAt),
});
export type RecordWire = ReturnType<typeof toWire>;

/** An entity's change records, newest first (one edit's rows share a time; then by field). */
export async function listRecords(db: DbOrTx, q: RecordQuery, paged: boolean): Promise<{ list: RecordWire[]; total: number }> {
  const where = and(eq(updateRecords.entityType, q.entityType), eq(updateRecords.entityId, q.entityId));
  const base = db.select().from(updateRecords).where(where)
    .orderBy(desc(updateRecords.createdAt), asc(updateRecords.field), asc(updateRecords.id));
  const [rows, [{ total }]] = await Promise.all([
    paged ? base.limit(q.pageSize).offset(offsetOf(q)) : base,
    db.select({ total: count() }).from(updateRecords).where(where),
  ]);
  return { list: rows.map(toWire), total: Number(total) };
}
