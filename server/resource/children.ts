import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ModelField } from '../../schemas/model';
import { badRequest } from '../core/errors';
import { L, withLabel } from '../core/text';
import type { DbOrTx, Tx } from '../db/client';
import { assertAreaChain } from './areas';
import { assertDictionaryValue } from './dictionary';
import { readFields } from './input';
import { wireValue } from './read';
import { writePartChanges, type PartRow } from './records';
import type { Actor, ResourceChild, Row } from './types';

/**
 * Records with child rows (a sub-table: `ResourceDef.children`): each child model has `parentId` and `sortCode` and
 * its columns. A save that carries a child's key replaces its rows in the save's transaction (a row sent with the id
 * of a stored row keeps it) and writes the change records of the rows; the detail carries the rows; a delete
 * soft-deletes them with their record.
 */

/** Keys of a child model that link a row to its record and order it; never read from the client. */
export const CHILD_LINK_KEYS: ReadonlySet<string> = new Set(['parentId', 'sortCode']);

/** The fields of a child's rows a save reads. */
export const childFields = (child: Pick<ResourceChild, 'model'>): ModelField[] => child.model.fields.filter((f) => !CHILD_LINK_KEYS.has(f.key) && !f.readonly);

const ROWS_TEXT = L('{label}的行无效', '{label}的行無效', '{label}: the rows are not valid');

const isRow = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The stored live rows of the records' children, per record and child key, in their order (values as the wire has them). */
export async function childRows(db: DbOrTx, children: readonly ResourceChild[], parentIds: readonly string[]): Promise<Map<string, Record<string, Array<{ id: string } & Record<string, unknown>>>>> {
  const out = new Map(parentIds.map((id) => [id, Object.fromEntries(children.map((c) => [c.key, [] as Array<{ id: string } & Record<string, unknown>>]))]));
  if (parentIds.length === 0) return out;
  // One after another: inside a transaction the queries share one connection.
  for (const c of children) {
    const rows = await db.select().from(c.table).where(and(inArray(c.table.parentId, [...parentIds]), isNull(c.table.deletedAt)))
      .orderBy(asc(c.table.sortCode), asc(c.table.id)) as Row[];
    for (const row of rows) {
      const values: Record<string, unknown> = { id: row.id };
      for (const f of c.model.fields) if (!CHILD_LINK_KEYS.has(f.key)) values[f.key] = wireValue(f, row[f.key]);
      out.get(row.parentId)?.[c.key].push(values as { id: string } & Record<string, unknown>);
    }
  }
  return out;
}

/** A child's rows of a save body, checked by the child model (400 naming the field); a row keeps a stored row's id. */
export async function readChildRows(db: DbOrTx, child: ResourceChild, given: unknown, stored: ReadonlyArray<{ id: string }>): Promise<PartRow[]> {
  if (given === null || given === undefined) return [];
  if (!Array.isArray(given) || !given.every(isRow)) throw badRequest(withLabel(ROWS_TEXT, child.model.label), child.key);
  const fields = childFields(child);
  const ids = new Set(stored.map((r) => r.id));
  const out: PartRow[] = [];
  for (const row of given) {
    const values = readFields(fields, row, true, new Set());
    for (const f of fields) {
      if (values[f.key] === undefined || values[f.key] === null) continue;
      if (f.type === 'area') await assertAreaChain(db, values[f.key] as string[], f);
      else if (f.dictionary) await assertDictionaryValue(db, f, values[f.key]);
    }
    out.push({ id: typeof row.id === 'string' && ids.has(row.id) ? row.id : undefined, values });
  }
  return out;
}

/**
 * Replaces a record's rows of one child inside the save's transaction: the stored rows go, the saved ones are
 * written in their order (one that continues a stored row keeps its id). On an update (`before` given) the change
 * records of the rows are written first.
 */
export async function writeChildRows(tx: Tx, child: ResourceChild, parent: { model: ResourceChild['model']; id: string }, actor: Actor, rows: readonly PartRow[], before?: ReadonlyArray<{ id: string } & Record<string, unknown>>): Promise<void> {
  if (before) {
    await writePartChanges(tx, parent.model, parent.id, actor, child, childFields(child), before, rows);
    await tx.delete(child.table).where(eq(child.table.parentId, parent.id));
  }
  if (rows.length === 0) return;
  await tx.insert(child.table).values(rows.map((r, i) => ({
    ...r.values, ...(r.id ? { id: r.id } : {}), parentId: parent.id, sortCode: i, createdBy: actor.id,
  })));
}

/** Soft-deletes the live rows of the records' children (in the delete's transaction). */
export async function deleteChildRows(tx: Tx, children: readonly ResourceChild[], parentIds: readonly string[], actor: Actor): Promise<void> {
  for (const child of children) {
    await tx.update(child.table).set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: actor.id, version: sql`${child.table.version} + 1` })
      .where(and(inArray(child.table.parentId, [...parentIds]), isNull(child.table.deletedAt)));
  }
}
