import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { newId } from '../../db/columns';
import { AppError, badRequest, notFound } from '../../core/errors';
import { offsetOf } from '../../core/paging';
import { L } from '../../core/text';
import { mapUniqueViolations } from '../../core/db-errors';
import { containsAny } from '../permission/admin-query';
import { users } from '../permission/tables';
import { readTexts, type TextField } from '../system/catalogue-input';
import { requiredText } from '../system/catalogue-text';
import type { FormSchema } from '../../../schemas/types';
import { checkColumnData, checkFormData, checkTables } from './design-check';
import { visualdev, visualdevVersions } from './tables';
import { VISUALDEV_LABELS, VISUALDEV_TEXT } from './texts';
import { toInfo, userName, type DesignInfo, type DesignListRow, type DesignRow } from './wire';

/** The body of a create or an update; absent fields stay as they are on update. */
export interface DesignBody {
  fullName?: string | null;
  enCode?: string | null;
  category?: string | null;
  description?: string | null;
  type?: number;
  webType?: string | number;
  sortCode?: number | null;
  formData?: unknown;
  columnData?: unknown;
  tables?: unknown;
  /** The version the editor loaded: a different current version is a 409 (someone saved meanwhile). */
  version?: number;
}

export interface SavedDesign extends DesignInfo {
  /** What converting JNPF designer JSON dropped or changed (docs/product.md#visual-development). */
  warnings: string[];
}

const FIELDS = {
  fullName: { key: 'fullName', label: VISUALDEV_LABELS.fullName, max: 100, required: true },
  enCode: { key: 'enCode', label: VISUALDEV_LABELS.enCode, max: 50, required: true, rule: 'code' },
  category: { key: 'category', label: VISUALDEV_LABELS.category, max: 64 },
  description: { key: 'description', label: VISUALDEV_LABELS.description, max: 500 },
} satisfies Record<string, TextField>;

const TYPE_LABEL = L('类型', '類型', 'Type');
const COPY_SUFFIX = '_副本';
const live = isNull(visualdev.deletedAt);

const codeTaken = () => new AppError(409, VISUALDEV_TEXT.codeTaken, 'enCode');
const uniqueCode = <T>(work: () => Promise<T>) => mapUniqueViolations(work, { visualdev_code_live: codeTaken });

/** A page of live designs, newest first; keyword: name or code contains; type: 1..5. */
export async function pageDesigns(db: DbOrTx, q: { keyword?: string; type?: number; currentPage: number; pageSize: number }) {
  const keyword = q.keyword?.trim();
  const where = and(live, keyword ? containsAny(keyword, visualdev.fullName, visualdev.enCode) : undefined, q.type ? eq(visualdev.type, q.type) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      id: visualdev.id, fullName: visualdev.fullName, enCode: visualdev.enCode, type: visualdev.type, webType: visualdev.webType,
      state: visualdev.state, category: visualdev.category, creatorUser: userName, createdAt: visualdev.createdAt, updatedAt: visualdev.updatedAt,
    }).from(visualdev).leftJoin(users, eq(users.id, visualdev.createdBy)).where(where)
      .orderBy(desc(visualdev.createdAt), desc(visualdev.id))
      .limit(q.pageSize).offset(offsetOf(q)),
    db.select({ total: count() }).from(visualdev).where(where),
  ]);
  const list: DesignListRow[] = rows.map(({ createdAt, updatedAt, ...r }) => ({
    ...r, creatorTime: createdAt.getTime(), lastModifyTime: updatedAt ? updatedAt.getTime() : null,
  }));
  return { list, total };
}

/** A live design, locked for the transaction when asked; 404 otherwise. */
export async function findDesign(db: DbOrTx, id: string, lock = false): Promise<DesignRow> {
  const query = db.select().from(visualdev).where(and(eq(visualdev.id, id), live));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(VISUALDEV_TEXT.notFound);
  return row;
}

export const getDesign = async (db: DbOrTx, id: string) => toInfo(await findDesign(db, id));

async function assertCodeFree(tx: DbOrTx, enCode: string | undefined, selfId?: string): Promise<void> {
  if (!enCode) return;
  const [{ n }] = await tx.select({ n: count() }).from(visualdev)
    .where(and(eq(visualdev.enCode, enCode), live, selfId ? ne(visualdev.id, selfId) : undefined));
  if (n > 0) throw codeTaken();
}

const webTypeOf = (v: string | number | undefined) => (v === undefined ? undefined : String(v));

/** The three designs of a save, checked (design-check.ts); absent parts keep `stored`. */
export interface Content { formData: FormSchema | null; columnData: Record<string, unknown> | null; tables: Record<string, unknown>[] }

export function checkContent(
  body: Pick<DesignBody, 'formData' | 'columnData' | 'tables'>,
  context: { id: string; title: string },
  stored?: Content,
): Content & { warnings: string[] } {
  const form = body.formData !== undefined ? checkFormData(body.formData, context) : { schema: stored?.formData ?? null, warnings: [] };
  // A stored list design is checked again when the form changes: its columns must still name fields of the form.
  const columns = body.columnData !== undefined ? body.columnData : stored?.columnData ?? null;
  const columnData = body.columnData !== undefined || body.formData !== undefined ? checkColumnData(columns, form.schema) : stored?.columnData ?? null;
  const tables = body.tables !== undefined ? checkTables(body.tables) : stored?.tables ?? [];
  return { formData: form.schema, columnData, tables, warnings: form.warnings };
}

const storedContent = (row: DesignRow): Content => ({
  formData: (row.formData ?? null) as FormSchema | null,
  columnData: (row.columnData ?? null) as Record<string, unknown> | null,
  tables: (row.tables ?? []) as Record<string, unknown>[],
});

/** A new design checked as its create is (names, type and the three designs), before anything is written; 400 else. */
export function checkNewDesign(body: DesignBody, id: string) {
  const texts = readTexts(body as Record<string, unknown>, FIELDS);
  if (body.type === undefined) throw badRequest(requiredText(TYPE_LABEL), 'type');
  return { texts, webType: webTypeOf(body.webType) ?? '2', content: checkContent(body, { id, title: texts.fullName! }) };
}

export async function createDesign(db: Db, actorId: string, body: DesignBody): Promise<SavedDesign> {
  const id = newId();
  const { texts, webType, content } = checkNewDesign(body, id);
  return uniqueCode(() => db.transaction(async (tx) => {
    await assertCodeFree(tx, texts.enCode);
    const [row] = await tx.insert(visualdev).values({
      id,
      fullName: texts.fullName!,
      enCode: texts.enCode!,
      category: texts.category ?? null,
      description: texts.description ?? null,
      type: body.type!,
      webType,
      sortCode: body.sortCode ?? 0,
      formData: content.formData,
      columnData: content.columnData,
      tables: content.tables,
      createdBy: actorId,
    }).returning();
    return { ...toInfo(row), warnings: content.warnings };
  }));
}

/**
 * Writes a save over a locked row: the content it replaces becomes version `row.version` (saved when and by whom
 * the row last was), the row moves to the next version. Every save spans both tables in the caller's transaction.
 */
export async function writeSave(tx: Tx, row: DesignRow, actorId: string, values: Partial<typeof visualdev.$inferInsert>): Promise<DesignRow> {
  await tx.insert(visualdevVersions).values({
    visualdevId: row.id,
    version: row.version,
    formData: row.formData ?? null,
    columnData: row.columnData ?? null,
    tables: row.tables ?? [],
    savedAt: row.updatedAt ?? row.createdAt,
    savedBy: row.updatedBy ?? row.createdBy,
  });
  const [saved] = await tx.update(visualdev)
    .set({ ...values, version: row.version + 1, updatedAt: sql`now()`, updatedBy: actorId })
    .where(eq(visualdev.id, row.id)).returning();
  return saved;
}

export function assertVersion(row: DesignRow, expected: number | undefined): void {
  if (expected !== undefined && expected !== row.version) throw new AppError(409, VISUALDEV_TEXT.stale, 'version');
}

export async function updateDesign(db: Db, actorId: string, id: string, body: DesignBody): Promise<SavedDesign> {
  return uniqueCode(() => db.transaction(async (tx) => {
    const row = await findDesign(tx, id, true);
    assertVersion(row, body.version);
    const texts = readTexts(body as Record<string, unknown>, FIELDS, row);
    const content = checkContent(body, { id, title: texts.fullName ?? row.fullName }, storedContent(row));
    if (texts.enCode && texts.enCode !== row.enCode) await assertCodeFree(tx, texts.enCode, id);
    const saved = await writeSave(tx, row, actorId, {
      ...texts,
      ...(body.type !== undefined ? { type: body.type } : {}),
      ...(body.webType !== undefined ? { webType: webTypeOf(body.webType) } : {}),
      ...(body.sortCode !== undefined ? { sortCode: body.sortCode ?? 0 } : {}),
      formData: content.formData,
      columnData: content.columnData,
      tables: content.tables,
    });
    return { ...toInfo(saved), warnings: content.warnings };
  }));
}

/** Soft delete: the code is free again; the versions stay with the deleted row. */
export async function deleteDesign(db: Db, actorId: string, id: string): Promise<void> {
  const done = await db.update(visualdev).set({ deletedAt: sql`now()`, updatedBy: actorId })
    .where(and(eq(visualdev.id, id), live)).returning({ id: visualdev.id });
  if (!done.length) throw notFound(VISUALDEV_TEXT.notFound);
}

/** Switches published (1) and unpublished (0), as JNPF's Actions/State does; returns the new state. */
export async function toggleDesignState(db: Db, actorId: string, id: string): Promise<number> {
  const [row] = await db.update(visualdev)
    .set({ state: sql`case when ${visualdev.state} = 1 then 0 else 1 end`, updatedAt: sql`now()`, updatedBy: actorId })
    .where(and(eq(visualdev.id, id), live)).returning({ state: visualdev.state });
  if (!row) throw notFound(VISUALDEV_TEXT.notFound);
  return row.state;
}

/** A page id or list reference naming the source's own form follows the copy. */
function renamedForm<T>(doc: T, from: string, to: string): T {
  if (!doc || typeof doc !== 'object') return doc;
  const out = structuredClone(doc) as Record<string, unknown>;
  if (out.id === from) out.id = to;
  const model = out.model as Record<string, unknown> | undefined;
  if (model && typeof model === 'object' && model.form === from) model.form = to;
  return out as T;
}

/** The source's code with a suffix from the clock (base 36), cut to fit, not used by a live design. */
async function freeCopyCode(tx: DbOrTx, code: string): Promise<string> {
  for (let n = Date.now(); ; n += 1) {
    const suffix = n.toString(36);
    const candidate = `${code.slice(0, FIELDS.enCode.max - suffix.length)}${suffix}`;
    const [{ taken }] = await tx.select({ taken: count() }).from(visualdev).where(and(eq(visualdev.enCode, candidate), live));
    if (taken === 0) return candidate;
  }
}

/**
 * Copies a design (JNPF: name + `_副本`, unpublished); the code gets a suffix from the clock so it stays unique
 * among live designs. The copy starts at version 1 without history.
 */
export async function copyDesign(db: Db, actorId: string, id: string): Promise<DesignInfo> {
  return uniqueCode(() => db.transaction(async (tx) => {
    const source = await findDesign(tx, id);
    const copyId = newId();
    const enCode = await freeCopyCode(tx, source.enCode);
    const [from, to] = [`visualdev.${source.id}`, `visualdev.${copyId}`];
    const [row] = await tx.insert(visualdev).values({
      id: copyId,
      fullName: `${source.fullName.slice(0, FIELDS.fullName.max - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
      enCode,
      category: source.category,
      description: source.description,
      type: source.type,
      webType: source.webType,
      state: 0,
      sortCode: source.sortCode,
      formData: renamedForm(source.formData, from, to),
      columnData: renamedForm(source.columnData, from, to),
      tables: source.tables,
      createdBy: actorId,
    }).returning();
    return toInfo(row);
  }));
}
