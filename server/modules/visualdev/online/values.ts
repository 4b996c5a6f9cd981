import type { Model } from '../../../../schemas/model';
import { badRequest } from '../../../core/errors';
import type { DbOrTx } from '../../../db/client';
import { wireValue } from '../../../resource/read';
import { childRows } from '../../../resource/children';
import type { Row } from '../../../resource/types';
import type { LiveChild, LiveModel } from '../live';
import { ONLINE_TEXT } from './texts';

/**
 * Values of a published model as the form holds them: main fields by vModel (the model's field keys), each
 * sub-table's rows under its vModel (with their ids, in their order). Stored rows are read into this shape for the
 * detail, the display and the update; a save body is read from it.
 */

export type FormValues = Record<string, unknown>;

export { CHILD_LINK_KEYS } from '../../../resource/children';

export const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A stored row's field values as the form edits them (decimals fixed, times epoch ms). */
export function rowValues(model: Model, row: Row, skip: ReadonlySet<string> = new Set()): FormValues {
  const out: FormValues = {};
  for (const f of model.fields) if (!skip.has(f.key)) out[f.key] = wireValue(f, row[f.key]);
  return out;
}

/** The live child rows of the records, per record and sub-table, in their order. */
export const childRowsOf = (db: DbOrTx, children: readonly LiveChild[], parentIds: readonly string[]): Promise<Map<string, Record<string, FormValues[]>>> =>
  childRows(db, children, parentIds);

/** Stored records with their sub-table rows, as the form holds them (id and version included). */
export async function recordValues(db: DbOrTx, live: LiveModel, rows: readonly Row[]): Promise<FormValues[]> {
  const model = live.published.model;
  const children = await childRowsOf(db, live.children, rows.map((r) => r.id));
  return rows.map((row) => ({ id: row.id, ...rowValues(model, row), ...children.get(row.id), version: row.version }));
}

/**
 * The values of a save body: `{ data: "<JSON text>" }` (JNPF), `{ data: {...} }`, or the values themselves (our
 * runtime form). A model field named `data` keeps its meaning when its value is not an object.
 */
export function bodyValues(model: Model, body: Record<string, unknown>): FormValues {
  const data = body.data;
  if (typeof data === 'string' && !model.fields.some((f) => f.key === 'data')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      throw badRequest(ONLINE_TEXT.notJson, 'data');
    }
    if (!isPlainObject(parsed)) throw badRequest(ONLINE_TEXT.notJson, 'data');
    return parsed;
  }
  if (isPlainObject(data) && !model.fields.some((f) => f.key === 'data')) return data;
  return body;
}
