import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Model, ModelField, SaveVariant } from '../../schemas/model';
import { editableFields } from '../../schemas/model';
import { mapUniqueViolations } from '../core/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../core/errors';
import { coreText } from '../core/i18n';
import type { Db, DbOrTx } from '../db/client';
import { issueBillNumber } from '../modules/system/bill-number';
import { actorOf } from './access';
import { assertAreaChain } from './areas';
import { assertDictionaryValue } from './dictionary';
import { readFields } from './input';
import { RESOURCE_TEXT } from './messages';
import { liveOf } from './read';
import { childRows, deleteChildRows, readChildRows, writeChildRows } from './children';
import { changedFields, writeChanges, type PartRow } from './records';
import type { Actor, FieldValue, ResourceDef, ResourceScope, Row, SaveContext, Values } from './types';

/** Writing rows of a model: create and update with optimistic locking and change records, batch soft delete. */

/** An edit call's body: no id = create; id + version = update. */
export interface EditBody extends Record<string, unknown> {
  id?: string;
  version?: number;
}

/** The stored row the caller manages, locked for the rest of the transaction; 404 when missing or out of scope. */
export async function lockManaged(tx: DbOrTx, def: ResourceDef, scope: ResourceScope, id: string): Promise<Row> {
  const [row] = await tx.select().from(def.table).where(and(eq(def.table.id, id), liveOf(def.table), scope.manage)).for('update');
  if (!row) throw notFound(def.model.texts.notFound);
  return row as Row;
}

/** The fields a save variant reads from the body. */
export function variantFields(model: Model, variant: SaveVariant): ModelField[] {
  const editable = editableFields(model);
  if (!variant.fields) return editable;
  const keys = new Set(variant.fields);
  return editable.filter((f) => keys.has(f.key));
}

const defaultsOf = (model: Model): Values => Object.fromEntries(model.fields.filter((f) => f.default !== undefined).map((f) => [f.key, f.default as FieldValue]));

/** The partial unique index of each unique rule, and its clash as a 409. */
export function uniqueConflicts(model: Model) {
  return Object.fromEntries((model.unique ?? []).map((u) => [u.index ?? `${model.table}_${u.fields.join('_')}_live_idx`, () => conflict(u.message)]));
}

/** A save body's values, checked by the model (area chains included), with the variant's fixed values. */
export async function readChecked(db: DbOrTx, model: Model, variant: SaveVariant, body: Record<string, unknown>, creating: boolean): Promise<Values> {
  const values = { ...readFields(variantFields(model, variant), body, creating, new Set(variant.required ?? [])), ...(variant.fixed ?? {}) };
  for (const field of model.fields) {
    if (field.type === 'area' && values[field.key] !== undefined) await assertAreaChain(db, values[field.key] as string[] | null, field);
    if (field.dictionary && values[field.key] !== undefined) await assertDictionaryValue(db, field, values[field.key]);
  }
  return values;
}

/** Inserts a new record inside the caller's transaction: defaults, the hook, the bill-rule code. */
export async function insertRecord(ctx: SaveContext, def: ResourceDef): Promise<string> {
  const { model, table } = def;
  ctx.values = { ...defaultsOf(model), ...ctx.values };
  await def.hooks?.beforeSave?.(ctx);
  const code = model.code ? { [model.code.field]: await issueBillNumber(ctx.tx, model.code.billRule) } : {};
  const [row] = await ctx.tx.insert(table).values({ ...ctx.values, ...code, createdBy: ctx.actor.id }).returning({ id: table.id });
  await def.hooks?.afterSave?.(ctx, row.id as string);
  return row.id as string;
}

/**
 * Creates (no id: the code from the model's bill rule in the same transaction) or updates (id +
 * version: a stale version is a 409) a record. An update writes one change record per changed field
 * in the same transaction; a clash with a unique rule is a 409 (unique index, race-free).
 */
export async function saveRecord(db: Db, def: ResourceDef, scope: ResourceScope, request: FastifyRequest, variant: SaveVariant, body: EditBody): Promise<{ id: string; created: boolean }> {
  const { model } = def;
  const actor = actorOf(request);
  const creating = !body.id;
  if (creating && !scope.canCreate) throw forbidden(coreText('permissionDenied'));
  if (!creating && body.version === undefined) throw badRequest(RESOURCE_TEXT.versionRequired, 'version');
  const values = await readChecked(db, model, variant, body, creating);
  // Sub-tables the body carries: their rows are replaced (children.ts).
  const sent = (def.children ?? []).filter((c) => body[c.key] !== undefined);

  const id = await mapUniqueViolations(() => db.transaction(async (tx) => {
    if (creating) {
      const rows = await Promise.all(sent.map((c) => readChildRows(tx, c, body[c.key], [])));
      const created = await insertRecord({ tx, request, scope, actor, variant, creating, values }, def);
      for (const [i, c] of sent.entries()) await writeChildRows(tx, c, { model, id: created }, actor, rows[i]);
      return created;
    }
    const before = await lockManaged(tx, def, scope, body.id!);
    if (before.version !== body.version) throw conflict(RESOURCE_TEXT.stale);
    const stored = (await childRows(tx, sent, [before.id])).get(before.id)!;
    const rows: PartRow[][] = [];
    for (const c of sent) rows.push(await readChildRows(tx, c, body[c.key], stored[c.key]));
    const ctx: SaveContext = { tx, request, scope, actor, variant, creating, values, before };
    await def.hooks?.beforeSave?.(ctx);
    // Every field the save writes, hooks' values included (the other kind's fields a franchisee clears).
    const changed = changedFields(model.fields, before, ctx.values);
    if (changed.length === 0 && sent.length === 0) return before.id;
    // Records first, then the row: if the update fails (e.g. a duplicate name) both roll back.
    await writeChanges(tx, model, before.id, actor, changed, before, ctx.values);
    for (const [i, c] of sent.entries()) await writeChildRows(tx, c, { model, id: before.id }, actor, rows[i], stored[c.key]);
    await updateRow(tx, def, before.id, actor, ctx.values);
    await def.hooks?.afterSave?.(ctx, before.id);
    return before.id;
  }), uniqueConflicts(model));
  return { id, created: creating };
}

/** Writes values to a row, bumping its version. */
export async function updateRow(tx: DbOrTx, def: ResourceDef, id: string, actor: Actor, values: Record<string, unknown>): Promise<void> {
  await tx.update(def.table).set({ ...values, version: sql`${def.table.version} + 1`, updatedAt: new Date(), updatedBy: actor.id }).where(eq(def.table.id, id));
}

/** Soft-deletes records the caller manages; all or nothing. */
export async function deleteRecords(db: Db, def: ResourceDef, scope: ResourceScope, actor: Actor, ids: string[]): Promise<void> {
  const { table } = def;
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(table).where(and(inArray(table.id, unique), liveOf(table), scope.manage)).for('update') as Row[];
    if (rows.length !== unique.length) throw notFound(def.model.texts.notFound);
    await def.hooks?.beforeDelete?.(tx, rows, actor);
    await tx.update(table).set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: actor.id, version: sql`${table.version} + 1` })
      .where(inArray(table.id, unique));
    if (def.children?.length) await deleteChildRows(tx, def.children, unique, actor);
    await def.hooks?.afterDelete?.(tx, rows, actor);
  });
}
