import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import type { Model, ModelField, SaveVariant } from '../../schemas/model';
import { AppError, badRequest, forbidden } from '../core/errors';
import { coreText, type Lang, type Text } from '../core/i18n';
import { mapUniqueViolations } from '../core/db-errors';
import { fillAll } from '../core/text';
import type { Db } from '../db/client';
import { actorOf } from './access';
import type { ResourceDef, ResourceScope, Values } from './types';
import { insertRecord, readChecked, uniqueConflicts } from './write';

/**
 * The bulk import of a model (docs/product.md#import-wizard): the check maps the file's header to the
 * model's import columns by label (any language), checks every row as a save would, and answers the
 * rows with their errors per field; the save checks the rows again and inserts them all in one
 * transaction, or none.
 */

export interface ImportRow extends Record<string, unknown> {
  blnError?: boolean;
  /** Field key -> message, for the preview to show at the cell. */
  errors?: Record<string, string>;
}

export const IMPORT_TEXT = {
  empty: { zh: '导入数据为空', zhtw: '導入資料為空', en: 'import data is empty' },
  noColumns: { zh: '文件表头与模板不符，请下载模板后填写', zhtw: '檔案表頭與範本不符，請下載範本後填寫', en: 'The file\'s header does not match the template; download the template and fill it in' },
  tooMany: { zh: '一次最多导入{max}行', zhtw: '一次最多導入{max}行', en: 'At most {max} rows can be imported at once' },
  badRow: { zh: '第{row}行：{msg}', zhtw: '第{row}行：{msg}', en: 'Row {row}: {msg}' },
  saved: { zh: '导入成功', zhtw: '導入成功', en: 'Imported' },
} satisfies Record<string, Text>;

export const MAX_IMPORT_ROWS = 100_000;
/**
 * Rows checked or saved between two turns of the event loop. A row's check is mostly synchronous (and on
 * PGlite even its queries run on this thread), so a 100,000-row file checked in one go would stall every
 * other request for seconds; yielding every few hundred rows keeps each stall short.
 */
export const IMPORT_BATCH = 500;
const yieldEvery = async (i: number) => {
  if (i > 0 && i % IMPORT_BATCH === 0) await nextTurn();
};

const importFields = (model: Model): ModelField[] => (model.import?.columns ?? []).map((k) => model.fields.find((f) => f.key === k)!);

/** The column index of each import field in the file's header, matched by label in any language. */
function headerMap(model: Model, header: string[]): Map<string, number> {
  const at = new Map<string, number>();
  const cells = header.map((h) => String(h ?? '').trim());
  for (const field of importFields(model)) {
    const index = cells.findIndex((c) => c === field.label.zh || c === field.label.zhtw || c === field.label.en || c === field.key);
    if (index >= 0) at.set(field.key, index);
  }
  return at;
}

/** A cell as a field value: empty is null; an option may be written as its label in any language. */
function cellValue(field: ModelField, cell: unknown): unknown {
  const text = String(cell ?? '').trim();
  if (text === '') return null;
  const option = field.options?.find((o) => o.label.zh === text || o.label.zhtw === text || o.label.en === text);
  return option ? option.value : text;
}

/** The import's save variant: the model's first (a franchisee import would name its own). */
const importVariant = (model: Model): SaveVariant => model.routes.save?.[0] ?? { path: 'edit' };

/** Checks one row as a create would; the message of its first error per field. */
async function rowErrors(db: Db, model: Model, row: Record<string, unknown>, lang: Lang): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const body = { ...row };
  // Each field on its own, so every bad cell is reported, not only the first.
  for (const field of importFields(model)) {
    try {
      await readChecked(db, { ...model, fields: [field] }, { path: '' }, { [field.key]: body[field.key] }, true);
    } catch (error) {
      if (error instanceof AppError) errors[field.key] = error.text?.[lang] ?? error.message;
      else throw error;
    }
  }
  if (Object.keys(errors).length === 0) {
    try {
      await readChecked(db, model, importVariant(model), body, true);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors[error.field ?? '_row'] = error.text?.[lang] ?? error.message;
    }
  }
  return errors;
}

/** The file's rows (header first) as import rows, each checked. */
export async function checkImportRows(db: Db, model: Model, sheet: string[][], lang: Lang): Promise<{ list: ImportRow[]; blnError: boolean }> {
  const [header = [], ...rows] = sheet;
  const at = headerMap(model, header);
  if (at.size === 0) throw badRequest(IMPORT_TEXT.noColumns);
  if (rows.length === 0) throw badRequest(IMPORT_TEXT.empty);
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(fillAll(IMPORT_TEXT.tooMany, { max: MAX_IMPORT_ROWS }));
  const list: ImportRow[] = [];
  for (const [i, cells] of rows.entries()) {
    await yieldEvery(i);
    const row: ImportRow = {};
    for (const [key, index] of at) row[key] = cellValue(model.fields.find((f) => f.key === key)!, cells[index]);
    const errors = await rowErrors(db, model, row, lang);
    if (Object.keys(errors).length) Object.assign(row, { blnError: true, errors });
    list.push(row);
  }
  return { list, blnError: list.some((r) => r.blnError) };
}

/** Saves checked rows: each read again by the model, all inserted in one transaction or none. */
export async function saveImportRows(db: Db, def: ResourceDef, scope: ResourceScope, request: FastifyRequest, rows: Array<Record<string, unknown>>) {
  const { model } = def;
  if (!scope.canCreate) throw forbidden(coreText('permissionDenied'));
  if (rows.length === 0) throw badRequest(IMPORT_TEXT.empty);
  const actor = actorOf(request);
  const variant = importVariant(model);
  const keys = new Set(model.import?.columns ?? []);
  const read = async (row: Record<string, unknown>, n: number) => {
    try {
      return await readChecked(db, model, variant, Object.fromEntries(Object.entries(row).filter(([k]) => keys.has(k))), true);
    } catch (error) {
      throw rowError(error, n);
    }
  };
  const values: Values[] = [];
  for (const [i, row] of rows.entries()) {
    await yieldEvery(i);
    values.push(await read(row, i + 1));
  }
  await mapUniqueViolations(() => db.transaction(async (tx) => {
    for (const [i, v] of values.entries()) {
      await yieldEvery(i);
      try {
        await insertRecord({ tx, request, scope, actor, variant, creating: true, values: v }, def);
      } catch (error) {
        throw rowError(error, i + 1);
      }
    }
  }), uniqueConflicts(model));
  return { resultType: 0, snum: rows.length, fnum: 0, failResult: [] as unknown[] };
}

/** An error of row n as "第n行：…" in every language (each language's message in its own frame). */
function rowError(error: unknown, n: number): unknown {
  if (!(error instanceof AppError) || !error.text) return error;
  const inLang = (lang: Lang) => fillAll(IMPORT_TEXT.badRow, { row: n, msg: error.text![lang] })[lang];
  return new AppError(error.code, { zh: inLang('zh'), zhtw: inLang('zhtw'), en: inLang('en') }, error.field);
}
