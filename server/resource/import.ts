import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { newId } from '../db/columns';
import { tableRows } from '../db/array-params';
import type { ModelField } from '../../schemas/model';
import { AppError, badRequest, conflict, forbidden } from '../core/errors';
import { coreText, type Lang, type Text } from '../core/i18n';
import { mapUniqueViolations } from '../core/db-errors';
import { fillAll } from '../core/text';
import type { Tx } from '../db/client';
import { actorOf } from './access';
import { chunks, hasErrors, readLines, yieldEvery } from './import-lines';
import { IMPORT_RECEIPT_HOURS, importReceipts } from './tables';
import type { Actor, ImportContext, ImportKind, ImportLine, ImportSaveContext, ResourceDef, Values } from './types';
import { insertRecord, uniqueConflicts } from './write';

export { IMPORT_BATCH } from './import-lines';
export type { ImportContext, ImportKind, ImportLine, ImportSaveContext };

/**
 * The bulk import of a model (docs/product.md#import-wizard, docs/architecture.md#models-and-the-resource-engine):
 * the check maps the file's header to the import's columns by label (any language), checks every row as a save would
 * plus the business checks of the import's kind, and answers the rows with their errors per field; the save checks the
 * rows again and writes them all in one transaction, or none. The same rows saved twice within a day add nothing.
 */

export interface ImportRow extends Record<string, unknown> {
  blnError?: boolean;
  /** Field key -> message, for the preview to show at the cell. */
  errors?: Record<string, string>;
  blnNoInventory?: boolean;
}

export const IMPORT_TEXT = {
  empty: { zh: '导入数据为空', zhtw: '導入資料為空', en: 'import data is empty' },
  noColumns: { zh: '文件表头与模板不符，请下载模板后填写', zhtw: '檔案表頭與範本不符，請下載範本後填寫', en: 'The file\'s header does not match the template; download the template and fill it in' },
  tooMany: { zh: '一次最多导入{max}行', zhtw: '一次最多導入{max}行', en: 'At most {max} rows can be imported at once' },
  badRow: { zh: '第{row}行：{msg}', zhtw: '第{row}行：{msg}', en: 'Row {row}: {msg}' },
  saved: { zh: '导入成功', zhtw: '導入成功', en: 'Imported' },
  again: { zh: '这些数据已导入，不会重复保存', zhtw: '這些資料已導入，不會重複保存', en: 'These rows were already imported; nothing was added' },
  unknownKind: { zh: '不支持的导入类型', zhtw: '不支援的導入類型', en: 'Unknown kind of import' },
} satisfies Record<string, Text>;

export const MAX_IMPORT_ROWS = 100_000;
/** Rows per INSERT statement (one JSON parameter each). */
const INSERT_CHUNK = 5_000;

/** The import kinds of a resource: the model's own, then its hooks'. */
export function importKinds(def: ResourceDef): ImportKind[] {
  const { model } = def;
  const own: ImportKind[] = model.import ? [{
    name: 'default',
    fields: model.import.columns.map((k) => model.fields.find((f) => f.key === k)!),
    example: model.import.example,
    ...def.hooks?.import?.default,
  }] : [];
  return [...own, ...(def.hooks?.import?.kinds ?? [])];
}

/** The kind a call names (`type`, or `blnOut` on a save); the default when it names none. */
export function importKind(def: ResourceDef, name: string | undefined, outbound?: boolean): ImportKind {
  const kinds = importKinds(def);
  const kind = outbound ? kinds.find((k) => k.outbound) : !name || name === 'default' ? kinds[0] : kinds.find((k) => k.name === name);
  if (!kind) throw badRequest(IMPORT_TEXT.unknownKind, 'type');
  return kind;
}

/** The column index of each import field in the file's header, matched by label in any language. */
function headerMap(fields: ModelField[], header: string[]): Map<string, number> {
  const at = new Map<string, number>();
  const cells = header.map((h) => String(h ?? '').trim());
  for (const field of fields) {
    const index = cells.findIndex((c) => c === field.label.zh || c === field.label.zhtw || c === field.label.en || c === field.key);
    if (index >= 0) at.set(field.key, index);
  }
  return at;
}

/** Lines checked by the model and by the kind's business rules. */
async function checkedLines(ctx: ImportContext, kind: ImportKind, rows: Array<Record<string, unknown>>): Promise<ImportLine[]> {
  const { resource } = ctx;
  const lines = await readLines(ctx.db, resource.model, resource.table, rows, { fields: kind.fields, unique: kind.creates !== false });
  await kind.check?.(ctx, lines);
  return lines;
}

const inLang = (errors: Record<string, Text>, lang: Lang) => Object.fromEntries(Object.entries(errors).map(([k, t]) => [k, t[lang]]));

/** A checked line as the preview shows it. */
function wireRow(kind: ImportKind, line: ImportLine, lang: Lang): ImportRow {
  const row: ImportRow = { ...line.cells };
  if (hasErrors(line)) Object.assign(row, { blnError: true, errors: inLang(line.errors, lang) });
  if (line.noInventory) row.blnNoInventory = true;
  for (const field of kind.fields) if (row[field.key] === undefined) row[field.key] = null;
  return row;
}

/** The file's rows (header first) as import rows, each checked. */
export async function checkImportRows(ctx: ImportContext, kind: ImportKind, sheet: string[][], lang: Lang): Promise<{ list: ImportRow[]; blnError: boolean; blnNoInventory: boolean }> {
  const [header = [], ...data] = sheet;
  const at = headerMap(kind.fields, header);
  if (at.size === 0) throw badRequest(IMPORT_TEXT.noColumns);
  if (data.length === 0) throw badRequest(IMPORT_TEXT.empty);
  if (data.length > MAX_IMPORT_ROWS) throw badRequest(fillAll(IMPORT_TEXT.tooMany, { max: MAX_IMPORT_ROWS }));
  const rows = data.map((cells) => Object.fromEntries([...at].map(([key, index]) => [key, cells[index] ?? null])));
  const lines = await checkedLines(ctx, kind, rows);
  const list: ImportRow[] = [];
  for (const [i, line] of lines.entries()) {
    await yieldEvery(i);
    list.push(wireRow(kind, line, lang));
  }
  return { list, blnError: list.some((r) => r.blnError), blnNoInventory: list.some((r) => r.blnNoInventory) };
}

/**
 * Inserts checked values as new rows with the model's defaults and the creator, 5,000 per statement (a turn of the event
 * loop between two), each chunk one typed array parameter per column zipped by unnest (columns the values do not name
 * take their table default); a table with JSON columns gets one JSON parameter per chunk instead.
 */
export async function bulkInsert(tx: Tx, def: ResourceDef, actor: Actor, rows: Values[]): Promise<void> {
  const defaults = Object.fromEntries(def.model.fields.filter((f) => f.default !== undefined).map((f) => [f.key, f.default]));
  const table = def.table;
  const config = getTableConfig(table);
  const types = new Map(config.columns.map((c) => [c.name, c.getSQLType()]));
  for (const [i, part] of chunks(rows, INSERT_CHUNK).entries()) {
    await yieldEvery(i * INSERT_CHUNK);
    const records = part.map((v) => {
      const record: Record<string, unknown> = { id: newId(), created_by: actor.id };
      for (const [key, value] of Object.entries({ ...defaults, ...v })) {
        if (!table[key]) throw new Error(`${config.name} has no column for ${key}`);
        record[table[key].name] = value;
      }
      return record;
    });
    const columns = [...new Set(records.flatMap((r) => Object.keys(r)))].map((name) => ({ name, type: types.get(name)! }));
    const list = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
    await tx.execute(sql`insert into ${table} (${list}) select ${list} from ${tableRows(table, columns, records)}`);
  }
}

/** The default save: plain rows in bulk; a model with a bill-rule code or a save hook, one create at a time. */
async function insertLines(ctx: ImportSaveContext, lines: ImportLine[]): Promise<void> {
  const { resource: def, tx, request, scope, actor } = ctx;
  if (!def.model.code && !def.hooks?.beforeSave) return bulkInsert(tx, def, actor, lines.map((l) => l.values));
  const variant = def.model.routes.save?.[0] ?? { path: 'edit' };
  for (const [i, line] of lines.entries()) {
    await yieldEvery(i);
    try {
      await insertRecord({ tx, request, scope, actor, variant, creating: true, values: { ...line.values } }, def);
    } catch (error) {
      throw rowError(error, line.n);
    }
  }
}

/** The digest of the rows a save sends (its kind's columns only): what the receipt of an import records. */
const rowsDigest = (rows: Array<Record<string, unknown>>) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');

const receiptFresh = (resource: string, digest: string) => and(eq(importReceipts.resource, resource), eq(importReceipts.digest, digest),
  sql`${importReceipts.createdAt} >= now() - make_interval(hours => ${IMPORT_RECEIPT_HOURS})`);

/**
 * Records the import in its transaction. False when the same rows were saved within a day: a concurrent twin waits on
 * the unique index and then finds the first one's receipt.
 */
async function takeReceipt(tx: Tx, resource: string, digest: string, rows: number, actor: Actor): Promise<boolean> {
  await tx.delete(importReceipts).where(and(eq(importReceipts.resource, resource), eq(importReceipts.digest, digest),
    lt(importReceipts.createdAt, sql`now() - make_interval(hours => ${IMPORT_RECEIPT_HOURS})`)));
  const taken = await tx.insert(importReceipts).values({ resource, digest, rows, createdBy: actor.id })
    .onConflictDoNothing().returning({ id: importReceipts.id });
  return taken.length > 0;
}

/**
 * Saves rows (the check's list without its erroneous rows): each checked again, all written in one transaction or
 * none. A row that fails is named: 第n行：….
 */
export async function saveImportRows(ctx: ImportContext, kind: ImportKind, rows: Array<Record<string, unknown>>) {
  const { resource, scope, request } = ctx;
  if (!scope.canCreate) throw forbidden(coreText('permissionDenied'));
  if (rows.length === 0) throw badRequest(IMPORT_TEXT.empty);
  const keys = kind.fields.map((f) => f.key);
  const sent = rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k] ?? null])));
  // A retried request or the same file again is answered as such before its rows are checked (they would now clash).
  const receipt = `${resource.model.name}:${kind.name}`;
  const digest = rowsDigest(sent);
  const [earlier] = await resource.db.select({ id: importReceipts.id }).from(importReceipts).where(receiptFresh(receipt, digest)).limit(1);
  if (earlier) throw conflict(IMPORT_TEXT.again);
  const lines = await checkedLines(ctx, kind, sent);
  const bad = lines.find(hasErrors);
  if (bad) {
    const [key, text] = Object.entries(bad.errors)[0];
    throw rowError(new AppError(400, text, key), bad.n);
  }
  const actor = actorOf(request);
  const saved = await mapUniqueViolations(() => resource.db.transaction(async (tx) => {
    if (!(await takeReceipt(tx, receipt, digest, lines.length, actor))) return false;
    await (kind.save ?? insertLines)({ ...ctx, tx, actor }, lines);
    return true;
  }), uniqueConflicts(resource.model));
  if (!saved) throw conflict(IMPORT_TEXT.again);
  return { resultType: 0, snum: rows.length, fnum: 0, failResult: [] as unknown[] };
}

/** An error of row n as "第n行：…" in every language (each language's message in its own frame). */
export function rowError(error: unknown, n: number): unknown {
  if (!(error instanceof AppError) || !error.text) return error;
  const text = (lang: Lang) => fillAll(IMPORT_TEXT.badRow, { row: n, msg: error.text![lang] })[lang];
  return new AppError(error.code, { zh: text('zh'), zhtw: text('zhtw'), en: text('en') }, error.field);
}

