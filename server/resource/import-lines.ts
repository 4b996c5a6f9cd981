import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { tableRows } from '../db/array-params';
import { jsonTexts } from '../db/json-params';
import type { Model, ModelField } from '../../schemas/model';
import { AppError } from '../core/errors';
import type { Text } from '../core/i18n';
import { withLabel } from '../core/text';
import type { DbOrTx } from '../db/client';
import { dictionaryData, dictionaryTypes } from '../modules/system/catalogue-tables';
import { fieldError, missing, normalizeField } from './input';
import { RESOURCE_TEXT } from './messages';
import { liveOf } from './read';
import { refTarget } from './refs';
import type { ImportLine, ResourceTable, Values } from './types';

/**
 * Reading the rows of an import (docs/architecture.md#models-and-the-resource-engine, imports) in bulk: every cell is
 * checked by its field as a save would (synchronously, no query per row), then references, dictionary items and the
 * model's unique rules are resolved with one query per few thousand rows. A row's errors are kept per field, in every
 * language, so the preview shows each at its cell and a refused save names the row.
 */

/** Rows read or queried between two turns of the event loop. */
export const IMPORT_BATCH = 500;
/** Keys per lookup query. */
const LOOKUP_CHUNK = 5_000;

export const yieldEvery = async (i: number) => {
  if (i > 0 && i % IMPORT_BATCH === 0) await nextTurn();
};

export function chunks<T>(items: T[], size = LOOKUP_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const hasErrors = (line: ImportLine) => Object.keys(line.errors).length > 0;
export const addError = (line: ImportLine, key: string, text: Text) => {
  line.errors[key] ??= text;
};

const IMPORT_LINE_TEXT = {
  duplicateInFile: { zh: '与第{row}行重复', zhtw: '與第{row}行重複', en: 'repeats row {row}' },
};

/** Label -> option value of an enum with listed options, in every language. */
function optionLabels(field: ModelField): Map<string, unknown> {
  const map = new Map<string, unknown>();
  for (const o of field.options ?? []) for (const label of [o.label.zh, o.label.zhtw, o.label.en]) map.set(label, o.value);
  return map;
}

/** Name or key -> stored key of a dictionary field's enabled items (a file may name an item either way). */
async function dictionaryKeys(db: DbOrTx, field: ModelField): Promise<Map<string, string>> {
  const keyColumn = dictionaryData[field.dictionary?.valueKey ?? 'id'];
  const rows = await db.select({ key: keyColumn, name: dictionaryData.fullName }).from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.typeId))
    .where(and(eq(dictionaryTypes.enCode, field.dictionary!.type), eq(dictionaryData.enabledMark, 1)));
  const map = new Map<string, string>();
  for (const r of rows) map.set(String(r.name), String(r.key));
  for (const r of rows) map.set(String(r.key), String(r.key));
  return map;
}

/**
 * The dictionary values of lines whose cells were read earlier (a save reusing its check's values, import-cache.ts)
 * checked again against the enabled items: an item disabled since the check is the field's error, as in a check.
 */
export async function recheckDictionaries(db: DbOrTx, fields: ModelField[], lines: ImportLine[]): Promise<void> {
  for (const field of fields) {
    if (!field.dictionary) continue;
    const enabled = new Set((await dictionaryKeys(db, field)).values());
    for (const line of lines) {
      const value = line.values[field.key];
      if (value === undefined || value === null || enabled.has(String(value))) continue;
      delete line.values[field.key];
      addError(line, field.key, fieldError(field, RESOURCE_TEXT.badDictionary).text!);
    }
  }
}

/** A cell as the preview shows it: empty is null, an option's label its value, anything else its trimmed text. */
function cellOf(raw: unknown, labels: Map<string, unknown> | undefined): unknown {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (text === '') return null;
  return labels?.get(text) ?? text;
}

/** Checks each cell of a row by its field: the value as stored, or the field's error. */
function readCells(fields: ModelField[], cells: Record<string, unknown>, dictionaries: Map<string, Map<string, string>>, options: Map<string, Map<string, unknown>>): Pick<ImportLine, 'values' | 'errors'> {
  const values: Values = {};
  const errors: Record<string, Text> = {};
  for (const field of fields) {
    const raw = cells[field.key];
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    try {
      if (text === '') {
        // An empty cell is an absent value: required fields must be given, the others take their default.
        if (field.required) throw missing(field);
        continue;
      }
      if (field.dictionary) {
        const key = dictionaries.get(field.key)!.get(text);
        if (key === undefined) throw fieldError(field, RESOURCE_TEXT.badDictionary);
        values[field.key] = key;
      } else if (field.type === 'ref') {
        values[field.key] = text; // resolved in bulk below
      } else {
        values[field.key] = normalizeField(field, options.get(field.key)?.get(text) ?? text);
      }
    } catch (error) {
      if (!(error instanceof AppError) || !error.text) throw error;
      errors[field.key] = error.text;
    }
  }
  return { values, errors };
}

/**
 * Reference cells name the row by its code or its name: one query per chunk of distinct texts; a code wins over a
 * name. A text that finds nothing is the field's error.
 */
async function resolveRefs(db: DbOrTx, field: ModelField, lines: ImportLine[]): Promise<void> {
  const target = refTarget(field.ref!.model);
  const texts = [...new Set(lines.map((l) => l.values[field.key]).filter((v): v is string => typeof v === 'string'))];
  const byText = new Map<string, string>();
  const table = target.table as ResourceTable;
  for (const part of chunks(texts)) {
    const texts = jsonTexts(part);
    const matchers = [sql`${target.name} in ${texts}`, ...(target.code ? [sql`${target.code} in ${texts}`] : [])];
    const live = table.deletedAt ? isNull(table.deletedAt) : undefined;
    const rows = await db.select({ id: target.id, name: target.name, ...(target.code ? { code: target.code } : {}) })
      .from(target.table).where(and(live, or(...matchers)));
    for (const r of rows) if (!byText.has(String(r.name))) byText.set(String(r.name), String(r.id));
    for (const r of rows as Array<{ id: unknown; code?: unknown }>) if (r.code !== undefined) byText.set(String(r.code), String(r.id));
  }
  for (const line of lines) {
    const text = line.values[field.key];
    if (typeof text !== 'string') continue;
    const id = byText.get(text);
    if (id) line.values[field.key] = id;
    else {
      delete line.values[field.key];
      addError(line, field.key, withLabel(RESOURCE_TEXT.badRef, field.label));
    }
  }
}

const keyOf = (values: Values, fields: string[]) => JSON.stringify(fields.map((f) => values[f] ?? null));

/**
 * The model's unique rules over the import: a row that repeats an earlier row of the file, or a live record, gets the
 * rule's message on its first field.
 */
async function checkUnique(db: DbOrTx, model: Model, table: ResourceTable, lines: ImportLine[]): Promise<void> {
  for (const rule of model.unique ?? []) {
    const seen = new Map<string, number>();
    const candidates: ImportLine[] = [];
    for (const line of lines) {
      if (rule.fields.some((f) => line.values[f] === undefined || line.values[f] === null)) continue;
      const key = keyOf(line.values, rule.fields);
      const first = seen.get(key);
      if (first !== undefined) {
        addError(line, rule.fields[0], { zh: `${rule.message.zh}（${IMPORT_LINE_TEXT.duplicateInFile.zh.replace('{row}', String(first))}）`, zhtw: `${rule.message.zhtw}（${IMPORT_LINE_TEXT.duplicateInFile.zhtw.replace('{row}', String(first))}）`, en: `${rule.message.en} (${IMPORT_LINE_TEXT.duplicateInFile.en.replace('{row}', String(first))})` });
      } else {
        seen.set(key, line.n);
        candidates.push(line);
      }
    }
    const taken = new Set<string>();
    const columns = sql.join(rule.fields.map((f) => sql`${table[f]}`), sql`, `);
    const fromFile = sql.join(rule.fields.map((f) => sql`v.${sql.identifier(table[f].name)}`), sql`, `);
    const selection = Object.fromEntries(rule.fields.map((f) => [f, table[f]]));
    const keyColumns = rule.fields.map((f) => ({ name: table[f].name, type: table[f].getSQLType() }));
    for (const part of chunks(candidates)) {
      // The file's keys as one array parameter per column typed as the table's own (JSON for a JSON column): a
      // semi-join the unique index answers (a list of row tuples as parameters costs the planner quadratic time).
      const records = part.map((l) => Object.fromEntries(rule.fields.map((f) => [table[f].name, l.values[f]])));
      const rows = await db.select(selection).from(table).where(and(liveOf(table),
        sql`(${columns}) in (select ${fromFile} from ${tableRows(table, keyColumns, records)})`));
      for (const r of rows) taken.add(keyOf(Object.fromEntries(rule.fields.map((f) => [f, normalizeStored(model, f, r[f])])) as Values, rule.fields));
    }
    for (const line of candidates) if (taken.has(keyOf(line.values, rule.fields))) addError(line, rule.fields[0], rule.message);
  }
}

/** A stored value as the check normalises a cell (dates and numbers compare as their text). */
function normalizeStored(model: Model, key: string, value: unknown): unknown {
  const field = model.fields.find((f) => f.key === key);
  if (value === null || value === undefined || !field) return value ?? null;
  return field.type === 'decimal' ? normalizeField(field, String(value)) : value;
}

export interface ReadOptions {
  /** The fields of the file's columns. */
  fields: ModelField[];
  /** Check the model's unique rules (imports that create rows). */
  unique: boolean;
}

/**
 * Rows (by field key) -> lines with every cell checked by its field and dictionary items mapped (no query but the
 * dictionaries'): the part a save of the same rows may reuse from the check (./import-cache.ts).
 */
export async function readCellLines(db: DbOrTx, fields: ModelField[], rows: Array<Record<string, unknown>>): Promise<ImportLine[]> {
  const dictionaries = new Map<string, Map<string, string>>();
  for (const field of fields) if (field.dictionary) dictionaries.set(field.key, await dictionaryKeys(db, field));
  const labels = new Map(fields.filter((f) => f.options).map((f) => [f.key, optionLabels(f)] as const));
  const lines: ImportLine[] = [];
  for (const [i, row] of rows.entries()) {
    await yieldEvery(i);
    const cells = Object.fromEntries(fields.map((f) => [f.key, cellOf(row[f.key], labels.get(f.key))]));
    lines.push({ n: i + 1, cells, ...readCells(fields, cells, dictionaries, labels), found: {} });
  }
  return lines;
}

/** The checks of read lines against the database as it is now: references resolved, the unique rules. */
export async function checkLinesState(db: DbOrTx, model: Model, table: ResourceTable, lines: ImportLine[], options: ReadOptions): Promise<void> {
  for (const field of options.fields) if (field.type === 'ref') await resolveRefs(db, field, lines);
  if (options.unique) await checkUnique(db, model, table, lines);
}

/** Reference cells back to their text (a line read earlier, whose references a save resolves again). */
export function unresolveRefs(fields: ModelField[], lines: ImportLine[]): void {
  const refs = fields.filter((f) => f.type === 'ref');
  if (refs.length === 0) return;
  for (const line of lines) {
    for (const field of refs) {
      const raw = line.cells[field.key];
      if (raw !== null && raw !== undefined && String(raw).trim() !== '') line.values[field.key] = String(raw).trim();
    }
  }
}
