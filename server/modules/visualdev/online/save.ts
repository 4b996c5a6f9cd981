import type { FastifyRequest } from 'fastify';
import type { Model, ModelField } from '../../../../schemas/model';
import { recomputeCalculated } from '../../../../schemas/formula';
import { fillSystemFields, type SystemUser } from '../../../../schemas/system-fields';
import { mapUniqueViolations } from '../../../core/db-errors';
import { badRequest, conflict, forbidden } from '../../../core/errors';
import { coreText } from '../../../core/i18n';
import { withLabel } from '../../../core/text';
import type { DbOrTx, Tx } from '../../../db/client';
import { issueBillNumber } from '../../system/bill-number';
import { currentUser } from '../../auth/access-hook';
import { userOrgContext } from '../../permission/user-profile';
import { actorOf } from '../../../resource/access';
import { assertAreaChain } from '../../../resource/areas';
import { assertDictionaryValue } from '../../../resource/dictionary';
import { readFields } from '../../../resource/input';
import { RESOURCE_TEXT } from '../../../resource/messages';
import { changedFields, writeChanges } from '../../../resource/records';
import { CHILD_LINK_KEYS, writeChildRows } from '../../../resource/children';
import type { Actor, ResourceScope, Row, Values } from '../../../resource/types';
import { insertRecord, lockManaged, uniqueConflicts, updateRow } from '../../../resource/write';
import type { LiveChild, LiveModel } from '../live';
import { formIndex, propOf, type SubTable } from './form-index';
import { ONLINE_TEXT } from './texts';
import { childRowsOf, isPlainObject, rowValues, type FormValues } from './values';

/**
 * Saving a record of a published model (create, update, lmsfUpdate): in one transaction the optimistic lock, the
 * values merged over the stored record, calculated fields recomputed and system fields filled by the server (never
 * trusted from the client), every field checked by the model (400 naming it), bill numbers issued on create, the
 * main row with its change records, and the sub-table rows with theirs (an update that carries a sub-table replaces
 * its rows: server/resource/children.ts).
 */

const SAVE_VARIANT = { path: 'online' };

async function systemUser(request: FastifyRequest, db: DbOrTx): Promise<SystemUser> {
  const user = currentUser(request);
  const ctx = await userOrgContext(db, user);
  return {
    userId: user.id,
    userName: user.realName,
    organizeId: ctx.company?.id ?? null,
    organizeName: ctx.company?.fullName ?? null,
    departmentId: ctx.department?.id ?? null,
    departmentName: ctx.department?.fullName ?? null,
    positionId: ctx.positions[0]?.id ?? null,
    positionName: ctx.positions[0]?.name ?? null,
  };
}

/** Dictionary items and area chains of the values, each distinct value checked once per save. */
class ReferenceCheck {
  private seen = new Set<string>();
  constructor(private tx: Tx) {}
  async check(fields: readonly ModelField[], values: Values): Promise<void> {
    for (const field of fields) {
      const value = values[field.key];
      if (value === undefined || value === null || !(field.dictionary || field.type === 'area')) continue;
      const key = `${field.key}\u0000${JSON.stringify(value)}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      if (field.type === 'area') await assertAreaChain(this.tx, value as string[], field);
      else await assertDictionaryValue(this.tx, field, value);
    }
  }
}

/** Bill-rule fields of a model part: the server issues their numbers; the client's values are ignored. */
function billFields(model: Model, columns: Map<string, { jnpfKey: string }>): Set<string> {
  return new Set(model.fields.filter((f) => columns.get(f.key)?.jnpfKey === 'billRule').map((f) => f.key));
}

/** The fields of a sub-table's rows (not the keys that link a row to its record). */
const childFields = (child: LiveChild): ModelField[] => child.model.fields.filter((f) => !CHILD_LINK_KEYS.has(f.key));

interface ChildContext {
  tx: Tx;
  actor: Actor;
  refs: ReferenceCheck;
}

/** A sub-table's rows of the save, checked, with the ids of rows that continue stored ones. */
async function readChildRows(ctx: ChildContext, child: LiveChild, sub: SubTable | undefined, given: unknown, previous: FormValues[]): Promise<Array<{ id?: string; values: Values }>> {
  if (given === null || given === undefined) return [];
  const label = sub?.field.label;
  if (!Array.isArray(given) || !given.every(isPlainObject)) {
    const text = typeof label === 'string' ? { zh: label, zhtw: label, en: label } : { zh: label?.zh ?? child.vModel, zhtw: label?.zhtw ?? label?.zh ?? child.vModel, en: label?.en ?? label?.zh ?? child.vModel };
    throw badRequest(withLabel(ONLINE_TEXT.badRows, text), child.vModel);
  }
  const bills = billFields(child.model, sub?.columns ?? new Map());
  const fields = childFields(child).filter((f) => !bills.has(f.key));
  const before = new Map(previous.map((r) => [String(r.id), r]));
  const out: Array<{ id?: string; values: Values }> = [];
  for (const row of given as Record<string, unknown>[]) {
    const values = readFields(fields, row, true, new Set());
    await ctx.refs.check(fields, values);
    const old = typeof row.id === 'string' ? before.get(row.id) : undefined;
    for (const key of bills) {
      const rule = propOf<string>(sub?.columns.get(key), 'rule');
      values[key] = old ? (old[key] as string | null) ?? null : rule ? await issueBillNumber(ctx.tx, rule) : null;
    }
    out.push({ id: old ? String(old.id) : undefined, values });
  }
  return out;
}

export interface SaveRequest {
  /** Absent: create. */
  id?: string;
  values: FormValues;
  /** The version read (required on update); from the values or the body. */
  version?: unknown;
}

/** Who saves: the author of changes and the values system fields take. */
export interface Saver {
  request: FastifyRequest;
  scope: ResourceScope;
  actor: Actor;
  user: SystemUser;
}

export async function saverOf(request: FastifyRequest, db: DbOrTx, scope: ResourceScope): Promise<Saver> {
  // The user's organisation, department and position, read before any transaction (several queries at once).
  return { request, scope, actor: actorOf(request), user: await systemUser(request, db) };
}

/** Writes one record inside the caller's transaction (a save, or one line of an import); returns its id. */
export async function writeRecord(tx: Tx, live: LiveModel, saver: Saver, save: SaveRequest): Promise<string> {
  const { resource, published } = live;
  const { model } = published;
  const { request, scope, actor, user } = saver;
  const index = formIndex(published);
  const creating = !save.id;
  if (creating && !scope.canCreate) throw forbidden(coreText('permissionDenied'));
  const version = save.version === undefined || save.version === null || save.version === '' ? undefined : Number(save.version);
  if (!creating && (version === undefined || !Number.isInteger(version))) throw badRequest(RESOURCE_TEXT.versionRequired, 'version');
  const bills = billFields(model, index.main);
  const mainFields = model.fields.filter((f) => !bills.has(f.key));

  let before: Row | undefined;
  let previous: FormValues | null = null;
  if (!creating) {
    before = await lockManaged(tx, resource, scope, save.id!);
    if (before.version !== version) throw conflict(RESOURCE_TEXT.stale);
    previous = { ...rowValues(model, before), ...(await childRowsOf(tx, live.children, [before.id])).get(before.id) };
  }
  // An update merges the body over the stored record, so calculated fields see every value they depend on.
  const given: FormValues = {};
  for (const [key, value] of Object.entries(save.values)) if (key !== 'id' && key !== 'version') given[key] = value;
  const merged = previous ? { ...previous, ...given } : given;
  const computed = recomputeCalculated(published.form.fields, merged);
  const filled = fillSystemFields(published.form.fields, computed, { isNew: creating, now: Date.now(), user, previous });

  const values = readFields(mainFields, filled, creating, new Set());
  const refs = new ReferenceCheck(tx);
  const changed = before ? changedFields(mainFields, before, values) : mainFields.filter((f) => values[f.key] !== undefined);
  await refs.check(changed, values);
  if (creating) {
    for (const key of bills) {
      if (key === model.code?.field) continue; // the engine issues the model's code
      const rule = propOf<string>(index.main.get(key), 'rule');
      if (rule) values[key] = await issueBillNumber(tx, rule);
    }
  }
  const ctx: ChildContext = { tx, actor, refs };
  const childRows = new Map<LiveChild, Array<{ id?: string; values: Values }>>();
  for (const child of live.children) {
    if (!creating && !(child.vModel in given)) continue; // not sent: the stored rows stay
    const old = (previous?.[child.vModel] as FormValues[] | undefined) ?? [];
    childRows.set(child, await readChildRows(ctx, child, index.tables.get(child.vModel), filled[child.vModel], old));
  }

  let recordId: string;
  if (creating) {
    recordId = await insertRecord({ tx, request, scope, actor, variant: SAVE_VARIANT, creating, values }, resource);
  } else {
    recordId = before!.id;
    // Records first, then the row: a failing update rolls both back. The version moves on every save, sub-tables too.
    await writeChanges(tx, model, recordId, actor, changed, before!, values);
    await updateRow(tx, resource, recordId, actor, values);
  }
  // JNPF replaces the rows of a sub-table on update (a row that continues a stored one keeps its id), with their
  // change records (server/resource/children.ts).
  for (const [child, rows] of childRows) {
    const stored = creating ? undefined : (previous?.[child.vModel] as Array<{ id: string } & FormValues> | undefined) ?? [];
    await writeChildRows(tx, child, { model, id: recordId }, actor, rows, stored);
  }
  return recordId;
}

/** A save in its own transaction; a clash with a unique rule is a 409. */
export async function saveOnline(live: LiveModel, request: FastifyRequest, scope: ResourceScope, save: SaveRequest): Promise<{ id: string; created: boolean }> {
  const db = live.resource.db;
  const saver = await saverOf(request, db, scope);
  const id = await mapUniqueViolations(() => db.transaction((tx) => writeRecord(tx, live, saver, save)), uniqueConflicts(live.published.model));
  return { id, created: !save.id };
}
