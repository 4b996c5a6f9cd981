import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { optionOf, type Model, type ModelField } from '../../schemas/model';
import type { Lang } from '../core/i18n';
import { L } from '../core/text';
import { ms, offsetOf } from '../core/paging';
import type { DbOrTx } from '../db/client';
import { areaPath, loadAreaNames } from './areas';
import { formatTime } from './export';
import { dictionaryNames } from './dictionary';
import { refTarget } from './refs';
import { updateRecords } from './tables';
import type { Actor, RecordPart, Values } from './types';

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

/** "第2行": a part's row by its number (1 = first) in the saved order (a removed row: in the order before). */
const PART_ROW = L('第{n}行', '第{n}行', 'row {n}');

/** A part's row as saved: `id` when it continues a stored row (absent: a new row). */
export interface PartRow {
  id?: string;
  values: Record<string, unknown>;
}

/** A row's tracked, non-empty values as one record value (`{ fieldKey: raw text }` JSON). */
function rowText(fields: readonly ModelField[], values: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(fields.flatMap((f) => {
    const raw = rawText(f, values[f.key]);
    return raw === null ? [] : [[f.key, raw]];
  })));
}

/**
 * Writes the change records of a part's rows saved over the stored ones (call inside the edit's transaction): a
 * row added or removed is one record (`<part>.<n>`, the row's values), a changed cell of a row that continues a
 * stored one is one record (`<part>.<n>.<field>`). `fields` are the row fields the save writes.
 */
export async function writePartChanges(tx: DbOrTx, model: Model, entityId: string, actor: Actor, part: RecordPart, fields: readonly ModelField[], before: ReadonlyArray<{ id: string } & Record<string, unknown>>, after: readonly PartRow[]): Promise<void> {
  const tracked = fields.filter((f) => f.history !== false);
  const kept = new Set(after.map((r) => r.id).filter(Boolean));
  const stored = new Map(before.map((r) => [r.id, r]));
  const changes: Array<{ field: string; oldValue: string | null; newValue: string | null }> = [];
  after.forEach((row, i) => {
    const old = row.id ? stored.get(row.id) : undefined;
    if (!old) {
      changes.push({ field: `${part.key}.${i + 1}`, oldValue: null, newValue: rowText(tracked, row.values) });
      return;
    }
    for (const f of changedFields([...tracked], old, row.values as Values)) {
      changes.push({ field: `${part.key}.${i + 1}.${f.key}`, oldValue: rawText(f, old[f.key]), newValue: rawText(f, row.values[f.key]) });
    }
  });
  before.forEach((row, i) => {
    if (!kept.has(row.id)) changes.push({ field: `${part.key}.${i + 1}`, oldValue: rowText(tracked, row), newValue: null });
  });
  if (changes.length === 0) return;
  await tx.insert(updateRecords).values(changes.map((c) => ({ entityType: model.name, entityId, raw: true, ...c, operatorId: actor.id, operatorName: actor.name })));
}

async function refNames(db: DbOrTx, model: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const target = refTarget(model);
  const rows = await db.select({ id: target.id, name: target.name }).from(target.table).where(inArray(target.id, ids)) as Array<{ id: string; name: string }>;
  return new Map(rows.map((r) => [r.id, r.name]));
}

type RecordRow = typeof updateRecords.$inferSelect;

/** What a record row is about: a field of the record, a cell of a part's row, or a whole row of a part. */
interface Subject {
  name: (lang: Lang) => string;
  /** The field whose values the row holds (a field, a part's cell). */
  field?: ModelField;
  /** A part's whole row: its values are `{ fieldKey: raw text }` JSON, shown cell by cell. */
  row?: Model;
}

/** `<part>.<n>.<field>` (a cell of a part's row n) or `<part>.<n>` (row n added or removed); else a field of the model. */
function subjectOf(model: Model, parts: readonly RecordPart[], key: string): Subject {
  const field = model.fields.find((f) => f.key === key);
  const [partKey, n, cell, ...more] = key.split('.');
  const part = n !== undefined && !more.length ? parts.find((p) => p.key === partKey) : undefined;
  if (field || !part) return { field, name: (lang) => field?.label[lang] ?? key };
  const rowName = (lang: Lang) => `${part.model.label[lang]} ${PART_ROW[lang].replace('{n}', n)}`;
  if (cell === undefined) return { row: part.model, name: rowName };
  const partField = part.model.fields.find((f) => f.key === cell);
  return { field: partField, name: (lang) => `${rowName(lang)} ${partField?.label[lang] ?? cell}` };
}

const rowCells = (model: Model, v: string | null): Array<[ModelField, string]> =>
  v === null ? [] : Object.entries(JSON.parse(v) as Record<string, string>).flatMap(([k, raw]) => {
    const field = model.fields.find((f) => f.key === k);
    return field ? [[field, raw] as [ModelField, string]] : [];
  });

/** Record rows in the reader's language: the field's label, option texts, names for ids, fixed decimals; parts' rows cell by cell. */
async function describe(db: DbOrTx, model: Model, parts: readonly RecordPart[], rows: RecordRow[], lang: Lang, timeZone: string) {
  const subjects = rows.map((r) => subjectOf(model, parts, r.field));
  // Every (field, stored value) the rows show, so names are read once per kind.
  const cells: Array<[ModelField, string]> = rows.flatMap((r, i) => {
    if (!r.raw) return [];
    const { field, row } = subjects[i];
    if (row) return [...rowCells(row, r.oldValue), ...rowCells(row, r.newValue)];
    return field ? [r.oldValue, r.newValue].filter((v): v is string => v !== null).map((v) => [field, v] as [ModelField, string]) : [];
  });
  const names = new Map<string, Map<string, string>>();
  const refs = cells.filter(([f]) => f.type === 'ref');
  for (const target of new Set(refs.map(([f]) => f.ref!.model))) {
    names.set(target, await refNames(db, target, [...new Set(refs.filter(([f]) => f.ref!.model === target).map(([, v]) => v))]));
  }
  const dictionaries = new Map<ModelField, Map<string, string>>();
  for (const field of new Set(cells.map(([f]) => f).filter((f) => f.dictionary))) dictionaries.set(field, await dictionaryNames(db, field));
  const areaIds = cells.filter(([f]) => f.type === 'area').flatMap(([, v]) => JSON.parse(v) as string[]);
  const areaNames = await loadAreaNames(db, areaIds);
  const display = (field: ModelField | undefined, v: string | null): string | null => {
    if (v === null || !field) return v;
    switch (field.type) {
      case 'enum': return field.dictionary ? dictionaries.get(field)?.get(v) ?? v : optionOf(field, v)?.label[lang] ?? v;
      case 'ref': return names.get(field.ref!.model)?.get(v) ?? v;
      case 'area': { const ids = JSON.parse(v) as string[]; return areaPath(ids, areaNames) || ids.join('/'); }
      case 'time': return formatTime(Number(v), timeZone);
      default: return v;
    }
  };
  const shown = (subject: Subject, v: string | null): string | null => {
    if (!subject.row) return display(subject.field, v);
    if (v === null) return null;
    const sep = lang === 'en' ? ': ' : '：';
    return rowCells(subject.row, v).map(([f, raw]) => `${f.label[lang]}${sep}${display(f, raw)}`).join(lang === 'en' ? '; ' : '；');
  };
  return rows.map((r, i) => {
    const subject = subjects[i];
    return {
      id: r.id,
      entityType: r.entityType,
      entityId: r.entityId,
      field: r.field,
      fieldName: subject.field || subject.row ? subject.name(lang) : r.fieldName ?? r.field,
      oldValue: r.raw ? shown(subject, r.oldValue) : r.oldValue,
      newValue: r.raw ? shown(subject, r.newValue) : r.newValue,
      operatorName: r.operatorName,
      createdAt: ms(r.createdAt),
    };
  });
}
export type RecordWire = Awaited<ReturnType<typeof describe>>[number];

/** An entity's change records, newest first (one edit's rows share a time; then by field). */
/** `timeZone`: the configured zone old and new times are written in (as the screens show them). */
export async function listRecords(db: DbOrTx, model: Model, entityId: string, lang: Lang, timeZone: string, paging?: { currentPage: number; pageSize: number }, parts: readonly RecordPart[] = []) {
  const where = and(eq(updateRecords.entityType, model.name), eq(updateRecords.entityId, entityId));
  const base = db.select().from(updateRecords).where(where).orderBy(desc(updateRecords.createdAt), asc(updateRecords.field), asc(updateRecords.id));
  const [rows, [{ total }]] = await Promise.all([
    paging ? base.limit(paging.pageSize).offset(offsetOf(paging)) : base,
    db.select({ total: count() }).from(updateRecords).where(where),
  ]);
  return { list: await describe(db, model, parts, rows, lang, timeZone), total: Number(total) };
}
