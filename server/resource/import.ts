import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { newId } from '../db/columns';
import { tableRows } from '../db/array-params';
import { copyPays, copyRows } from '../db/copy-rows';
import type { ModelField } from '../../schemas/model';
import { AppError, badRequest, conflict, forbidden } from '../core/errors';
import { coreText, type Lang, type Text } from '../core/i18n';
import { mapUniqueViolations } from '../core/db-errors';
import { fillAll } from '../core/text';
import type { Tx } from '../db/client';
import { actorOf } from './access';
import { rememberCheck, takeCheck } from './import-cache';
import { checkLinesState, chunks, hasErrors, readCellLines, recheckDictionaries, unresolveRefs, yieldEvery } from './import-lines';
import { IMPORT_RECEIPT_HOURS, importReceipts } from './tables';
import type { Actor, ImportContext, ImportKind, ImportLine, ImportSaveContext, ResourceDef, Values } from './types';
import { insertRecord, uniqueConflicts } from './write';

export { IMPORT_BATCH } from './import-lines';
export type { ImportContext, ImportKind, ImportLine, ImportSaveContext };

/**
 * The bulk import of a model (docs/product.md#import-wizard, docs/architecture.md#models-and-the-resource-engine):
 * the check maps the file's header to the import's columns by label (any language), checks every row as a save would
 * plus the business checks of the import's kind, and answers the rows with their errors per field; the save checks the
 * rows again (their cells taken from the check when it sent exactly the rows the check passed, ./import-cache.ts; their
 * state against the database always, in the transaction that writes) and writes them all in one transaction, or none.
 * The same rows saved twice within a day add nothing.
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
/** Rows per INSERT statement where the rows do not go by COPY (PGlite). */
const INSERT_CHUNK = 5_000;
/**
 * A save of this many rows refreshes its table's statistics after commit: planned on the statistics of a table that
 * had far fewer rows, a later conditional move of 5,000 items by id (stock-moves.ts) reads a whole partial index per
 * statement instead of the primary key (seconds per 100,000 rows on PostgreSQL and PGlite alike).
 */
const ANALYZE_ROWS = 10_000;

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

/** Read lines checked against the database as it is (through ctx.db): references, unique rules, the kind's business rules. */
async function checkState(ctx: ImportContext, kind: ImportKind, lines: ImportLine[]): Promise<void> {
  const { resource } = ctx;
  await checkLinesState(ctx.db, resource.model, resource.table, lines, { fields: kind.fields, unique: kind.creates !== false });
  await kind.check?.(ctx, lines);
}

/** Lines checked by the model and by the kind's business rules. */
async function checkedLines(ctx: ImportContext, kind: ImportKind, rows: Array<Record<string, unknown>>): Promise<ImportLine[]> {
  const lines = await readCellLines(ctx.db, kind.fields, rows);
  await checkState(ctx, kind, lines);
  return lines;
}

/** The rows of a save as the server digests them: the kind's columns only, absent as null. */
const sentRows = (kind: ImportKind, rows: Array<Record<string, unknown>>) => {
  const keys = kind.fields.map((f) => f.key);
  return rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k] ?? null])));
};

/** What a check's cells are reused for: this import of this model with these columns (a changed model reads again). */
const importKeyOf = (ctx: ImportContext, kind: ImportKind) =>
  `${ctx.resource.model.name}:${kind.name}:${createHash('sha256').update(JSON.stringify(kind.fields)).digest('hex')}`;

/** The signed-in user of a call, if any (a check without one is not remembered). */
const userOf = (ctx: ImportContext) => (ctx.request as { user?: { id?: string } | null }).user?.id;

/** Remembers the values of the rows a check passed, under the digest of the list a save of them sends. */
function rememberPassed(ctx: ImportContext, kind: ImportKind, lines: ImportLine[]): void {
  const user = userOf(ctx);
  if (!user) return;
  const passed = lines.filter((l) => !hasErrors(l));
  rememberCheck(user, importKeyOf(ctx, kind), rowsDigest(sentRows(kind, passed.map((l) => l.cells))), passed.map((l) => l.values));
}

/** The save's rows read again, or their cells' values from the check that passed exactly these rows. */
async function readSaveLines(ctx: ImportContext, kind: ImportKind, sent: Array<Record<string, unknown>>, digest: string): Promise<ImportLine[]> {
  const user = userOf(ctx);
  const values = user ? takeCheck(user, importKeyOf(ctx, kind), digest) : undefined;
  if (!values || values.length !== sent.length) return readCellLines(ctx.db, kind.fields, sent);
  const lines = sent.map((cells, i): ImportLine => ({ n: i + 1, cells, values: values[i], errors: {}, found: {} }));
  // References are resolved again in the transaction: the referenced row may have gone since the check; a
  // dictionary item may have been disabled.
  unresolveRefs(kind.fields, lines);
  await recheckDictionaries(ctx.db, kind.fields, lines);
  return lines;
}

/** Refuses the save at its first erroneous line: 第n行：…. */
function refuseErrors(lines: ImportLine[]): void {
  const bad = lines.find(hasErrors);
  if (!bad) return;
  const [key, text] = Object.entries(bad.errors)[0];
  throw rowError(new AppError(400, text, key), bad.n);
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
  rememberPassed(ctx, kind, lines);
  const list: ImportRow[] = [];
  for (const [i, line] of lines.entries()) {
    await yieldEvery(i);
    list.push(wireRow(kind, line, lang));
  }
  return { list, blnError: list.some((r) => r.blnError), blnNoInventory: list.some((r) => r.blnNoInventory) };
}

/**
 * Inserts checked values as new rows with the model's defaults and the creator (columns no row names take their table
 * default, a column some rows do not name is null in those), the records built with a turn of the event loop every
 * IMPORT_BATCH rows. On PostgreSQL one COPY in the caller's transaction (../db/copy-rows.ts); on PGlite, where COPY
 * measured slower, 5,000 rows per statement, one typed array parameter per column zipped by unnest (a table with JSON
 * columns gets one JSON parameter per chunk instead).
 */
export async function bulkInsert(tx: Tx, def: ResourceDef, actor: Actor, rows: Values[]): Promise<void> {
  const defaults = Object.entries(Object.fromEntries(def.model.fields.filter((f) => f.default !== undefined).map((f) => [f.key, f.default])));
  const table = def.table;
  const config = getTableConfig(table);
  const types = new Map(config.columns.map((c) => [c.name, c.getSQLType()]));
  // Field key -> column name, looked up once: a property of the table per cell costs seconds over 100,000 rows.
  const names = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, (column as { name: string }).name]));
  const nameOf = (key: string) => {
    const name = names.get(key);
    if (!name) throw new Error(`${config.name} has no column for ${key}`);
    return name;
  };
  const used = new Set(['id', 'created_by']);
  const records: Array<Record<string, unknown>> = [];
  for (const [i, v] of rows.entries()) {
    await yieldEvery(i);
    const record: Record<string, unknown> = { id: newId(), created_by: actor.id };
    for (const [key, value] of defaults) if (!(key in v)) record[nameOf(key)] = value;
    for (const key in v) record[nameOf(key)] = v[key];
    for (const name in record) used.add(name);
    records.push(record);
  }
  const columns = [...used].map((name) => ({ name, type: types.get(name)! }));
  if (copyPays(tx)) return copyRows(tx, table, columns, records);
  const list = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  for (const [i, part] of chunks(records, INSERT_CHUNK).entries()) {
    await yieldEvery(i * INSERT_CHUNK);
    await tx.execute(sql`insert into ${table} (${list}) select ${list} from ${tableRows(table, columns, part)}`);
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
 * none. The checks against the database run in that transaction, so what they found still holds when it writes (with
 * the conditional moves and unique indexes, two imports of the same items cannot both succeed). A row that fails is
 * named: 第n行：….
 */
export async function saveImportRows(ctx: ImportContext, kind: ImportKind, rows: Array<Record<string, unknown>>) {
  const { resource, scope, request } = ctx;
  if (!scope.canCreate) throw forbidden(coreText('permissionDenied'));
  if (rows.length === 0) throw badRequest(IMPORT_TEXT.empty);
  const sent = sentRows(kind, rows);
  // A retried request or the same file again is answered as such before its rows are checked (they would now clash).
  const receipt = `${resource.model.name}:${kind.name}`;
  const digest = rowsDigest(sent);
  const [earlier] = await resource.db.select({ id: importReceipts.id }).from(importReceipts).where(receiptFresh(receipt, digest)).limit(1);
  if (earlier) throw conflict(IMPORT_TEXT.again);
  const lines = await readSaveLines(ctx, kind, sent, digest);
  refuseErrors(lines);
  const actor = actorOf(request);
  const saved = await mapUniqueViolations(() => resource.db.transaction(async (tx) => {
    if (!(await takeReceipt(tx, receipt, digest, lines.length, actor))) return false;
    await checkState({ ...ctx, db: tx }, kind, lines);
    refuseErrors(lines);
    await (kind.save ?? insertLines)({ ...ctx, tx, actor }, lines);
    return true;
  }), uniqueConflicts(resource.model));
  if (!saved) throw conflict(IMPORT_TEXT.again);
  if (lines.length >= ANALYZE_ROWS) {
    // The rows are saved whatever happens here; a failed refresh only leaves planning to autovacuum.
    await resource.db.execute(sql`analyze ${resource.table}`).catch((error: unknown) => request.log.warn({ err: error }, 'import: analyze failed'));
  }
  return { resultType: 0, snum: rows.length, fnum: 0, failResult: [] as unknown[] };
}

/** An error of row n as "第n行：…" in every language (each language's message in its own frame). */
export function rowError(error: unknown, n: number): unknown {
  if (!(error instanceof AppError) || !error.text) return error;
  const text = (lang: Lang) => fillAll(IMPORT_TEXT.badRow, { row: n, msg: error.text![lang] })[lang];
  return new AppError(error.code, { zh: text('zh'), zhtw: text('zhtw'), en: text('en') }, error.field);
}

