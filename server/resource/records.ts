import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { optionOf, type Model, type ModelField } from '../../schemas/model';
import type { Lang } from '../core/i18n';
import { ms, offsetOf } from '../core/paging';
import type { DbOrTx } from '../db/client';
import { areaPath, loadAreaNames } from './areas';
import { formatTime } from './export';
import { dictionaryNames } from './dictionary';
import { refTarget } from './refs';
import { updateRecords } from './tables';
import type { Actor, Values } from './types';

/**
 * Change history: one row per changed field, written in the edit's transaction with the field key and
 * the stored values; shown in the reader's language (labels, option texts, names of referenced rows).
 */

const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Equal as the user sees it: '100' and '100.00' are the same amount, null and '' the same emptiness. */
export function sameValue(field: ModelField, a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (field.type === 'decimal') return new Decimal(String(a)).eq(new Decimal(String(b)));
  if (field.type === 'time') return new Date(a as Date).getTime() === new Date(b as Date).getTime();
  if (field.type === 'area' || field.type === 'json' || field.type === 'files') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/** Fields of the edit whose value differs from the row before it. */
export function changedFields(fields: ModelField[], before: Record<string, unknown>, after: Values): ModelField[] {
  return fields.filter((f) => f.key in after && !sameValue(f, before[f.key], after[f.key]));
}

/** A stored value as the text a change record keeps. */
function rawText(field: ModelField, v: unknown): string | null {
  if (isBlank(v)) return null;
  switch (field.type) {
    case 'decimal': return new Decimal(String(v)).toFixed(field.scale ?? 2);
    case 'time': return String(new Date(v as Date).getTime());
    case 'area': case 'json': case 'files': return JSON.stringify(v);
    default: return String(v);
  }
}

/** Writes one record per changed field that the model tracks; call inside the edit's transaction. */
export async function writeChanges(tx: DbOrTx, model: Model, entityId: string, actor: Actor, fields: ModelField[], before: Record<string, unknown>, after: Record<string, unknown>): Promise<void> {
  const tracked = fields.filter((f) => f.history !== false);
  if (tracked.length === 0) return;
  await tx.insert(updateRecords).values(tracked.map((f) => ({
    entityType: model.name, entityId, field: f.key, raw: true,
    oldValue: rawText(f, before[f.key]), newValue: rawText(f, after[f.key]),
    operatorId: actor.id, operatorName: actor.name,
  })));
}

async function refNames(db: DbOrTx, model: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const target = refTarget(model);
  const rows = await db.select({ id: target.id, name: target.name }).from(target.table).where(inArray(target.id, ids)) as Array<{ id: string; name: string }>;
  return new Map(rows.map((r) => [r.id, r.name]));
}

type RecordRow = typeof updateRecords.$inferSelect;

/** Record rows in the reader's language: the field's label, option texts, names for ids, fixed decimals. */
async function describe(db: DbOrTx, model: Model, rows: RecordRow[], lang: Lang) {
  const fieldOf = (key: string) => model.fields.find((f) => f.key === key);
  const rawRows = rows.filter((r) => r.raw);
  const valuesOf = (type: ModelField['type']) => rawRows.filter((r) => fieldOf(r.field)?.type === type);
  const names = new Map<string, Map<string, string>>();
  for (const r of valuesOf('ref')) {
    const target = fieldOf(r.field)!.ref!.model;
    if (!names.has(target)) {
      const ids = valuesOf('ref').filter((x) => fieldOf(x.field)!.ref!.model === target).flatMap((x) => [x.oldValue, x.newValue]).filter((v): v is string => Boolean(v));
      names.set(target, await refNames(db, target, [...new Set(ids)]));
    }
  }
  const dictionaries = new Map<string, Map<string, string>>();
  for (const field of model.fields) if (field.dictionary && rawRows.some((r) => r.field === field.key)) dictionaries.set(field.key, await dictionaryNames(db, field));
  const areaIds = valuesOf('area').flatMap((r) => [r.oldValue, r.newValue]).filter((v): v is string => Boolean(v)).flatMap((v) => JSON.parse(v) as string[]);
  const areaNames = await loadAreaNames(db, areaIds);
  const display = (field: ModelField | undefined, v: string | null): string | null => {
    if (v === null || !field) return v;
    switch (field.type) {
      case 'enum': return field.dictionary ? dictionaries.get(field.key)?.get(v) ?? v : optionOf(field, v)?.label[lang] ?? v;
      case 'ref': return names.get(field.ref!.model)?.get(v) ?? v;
      case 'area': { const ids = JSON.parse(v) as string[]; return areaPath(ids, areaNames) || ids.join('/'); }
      case 'time': return formatTime(Number(v));
      default: return v;
    }
  };
  return rows.map((r) => {
    const field = fieldOf(r.field);
    return {
      id: r.id,
      entityType: r.entityType,
      entityId: r.entityId,
      field: r.field,
      fieldName: field?.label[lang] ?? r.fieldName ?? r.field,
      oldValue: r.raw ? display(field, r.oldValue) : r.oldValue,
      newValue: r.raw ? display(field, r.newValue) : r.newValue,
      operatorName: r.operatorName,
      createdAt: ms(r.createdAt),
    };
  });
}
export type RecordWire = Awaited<ReturnType<typeof describe>>[number];

/** An entity's change records, newest first (one edit's rows share a time; then by field). */
export async function listRecords(db: DbOrTx, model: Model, entityId: string, lang: Lang, paging?: { currentPage: number; pageSize: number }) {
  const where = and(eq(updateRecords.entityType, model.name), eq(updateRecords.entityId, entityId));
  const base = db.select().from(updateRecords).where(where).orderBy(desc(updateRecords.createdAt), asc(updateRecords.field), asc(updateRecords.id));
  const [rows, [{ total }]] = await Promise.all([
    paging ? base.limit(paging.pageSize).offset(offsetOf(paging)) : base,
    db.select({ total: count() }).from(updateRecords).where(where),
  ]);
  return { list: await describe(db, model, rows, lang), total: Number(total) };
}
