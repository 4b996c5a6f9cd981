import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../core/errors';
import { ms } from '../../core/paging';
import { mapUniqueViolations } from '../../core/db-errors';
import { dictionaryData, dictionaryTypes } from './catalogue-tables';
import { buildTree, bySortThenName, descendantIds, keywordMatch, withAncestors, type TreeNode } from './catalogue-tree';
import { LABELS, readOrder, readTexts, type TextField } from './catalogue-input';
import { CATALOGUE_TEXT } from './catalogue-text';
import type { Lang } from '../../core/i18n';
import { nameI18nInput, nameI18nWire, nameIn, type NameI18nFields } from '../../core/local-name';

/** Root parent of dictionary types (docs/product.md#jnpf-dictionaries). */
export const TYPE_ROOT = '-1';

export interface DictionaryTypeWire {
  id: string;
  parentId: string;
  fullName: string;
  fullNameZhtw: string;
  fullNameEn: string;
  enCode: string;
  isTree: number;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorTime: number | null;
}

export interface DictionaryTypeBody extends NameI18nFields {
  parentId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  isTree?: number;
  sortCode?: number | null;
  enabledMark?: number;
  description?: string | null;
}

type TypeRow = typeof dictionaryTypes.$inferSelect;

export const TYPE_FIELDS = {
  fullName: { key: 'fullName', label: LABELS.dictionaryName, max: 50, required: true },
  enCode: { key: 'enCode', label: LABELS.dictionaryCode, max: 50, required: true, rule: 'code' },
  description: { key: 'description', label: LABELS.description, max: 500 },
} satisfies Record<string, TextField>;

const toWire = (r: TypeRow): DictionaryTypeWire => ({
  id: r.id,
  parentId: r.parentId,
  fullName: r.fullName,
  ...nameI18nWire(r.nameI18n),
  enCode: r.enCode,
  isTree: r.isTree,
  description: r.description,
  sortCode: r.sortCode,
  enabledMark: r.enabledMark,
  creatorTime: ms(r.createdAt),
});

/** Every type, disabled ones too, as a tree, names in `lang`; a keyword keeps the matching types and their ancestors. */
export async function listDictionaryTypes(db: DbOrTx, keyword?: string, lang: Lang = 'zh'): Promise<Array<TreeNode<DictionaryTypeWire>>> {
  const rows = (await db.select().from(dictionaryTypes)).map(toWire).sort(bySortThenName)
    .map((t) => ({ ...t, fullName: nameIn(lang, t.fullName, { zhtw: t.fullNameZhtw, en: t.fullNameEn }) }));
  const match = keywordMatch(keyword);
  return buildTree(match ? withAncestors(rows, match) : rows, TYPE_ROOT);
}

async function findType(db: DbOrTx, id: string, lock = false): Promise<TypeRow> {
  const query = db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CATALOGUE_TEXT.typeNotFound);
  return row;
}

export const getDictionaryType = async (db: DbOrTx, id: string) => toWire(await findType(db, id));

/** The parent must be the root or an existing type, and never the type itself or one below it. */
async function checkParent(db: DbOrTx, parentId: string, selfId?: string): Promise<void> {
  if (parentId === TYPE_ROOT) return;
  const all = await db.select({ id: dictionaryTypes.id, parentId: dictionaryTypes.parentId }).from(dictionaryTypes);
  if (!all.some((t) => t.id === parentId)) throw badRequest(CATALOGUE_TEXT.parentTypeNotFound, 'parentId');
  if (selfId && (parentId === selfId || descendantIds(all, selfId).has(parentId))) throw badRequest(CATALOGUE_TEXT.selfParent, 'parentId');
}

/** Names are unique among all types, like codes (JNPF DictionaryTypeService). */
async function checkUnique(db: DbOrTx, values: { fullName?: string | null; enCode?: string | null }, selfId?: string): Promise<void> {
  const other = selfId ? ne(dictionaryTypes.id, selfId) : undefined;
  if (values.enCode) {
    const [{ n }] = await db.select({ n: count() }).from(dictionaryTypes).where(and(eq(dictionaryTypes.enCode, values.enCode), other));
    if (n > 0) throw conflict(CATALOGUE_TEXT.dictionaryCodeTaken);
  }
  if (values.fullName) {
    const [{ n }] = await db.select({ n: count() }).from(dictionaryTypes).where(and(eq(dictionaryTypes.fullName, values.fullName), other));
    if (n > 0) throw conflict(CATALOGUE_TEXT.dictionaryNameTaken);
  }
}

/** A race past checkUnique still ends as the same 409, not a crash. */
export const uniqueCode = <T>(work: () => Promise<T>) =>
  mapUniqueViolations(work, { dictionary_types_code_idx: () => conflict(CATALOGUE_TEXT.dictionaryCodeTaken) });

export async function createDictionaryType(db: Db, actorId: string, body: DictionaryTypeBody): Promise<DictionaryTypeWire> {
  return uniqueCode(() => db.transaction((tx) => insertDictionaryType(tx, actorId, body)));
}

/** Checks and inserts a type inside the caller's transaction (the create call and the import). */
export async function insertDictionaryType(tx: DbOrTx, actorId: string, body: DictionaryTypeBody): Promise<DictionaryTypeWire> {
  const texts = readTexts(body as Record<string, unknown>, TYPE_FIELDS);
  const parentId = body.parentId || TYPE_ROOT;
  await checkParent(tx, parentId);
  await checkUnique(tx, texts);
  const [row] = await tx.insert(dictionaryTypes).values({
    parentId,
    fullName: texts.fullName!,
    nameI18n: nameI18nInput(body, texts.fullName!),
    enCode: texts.enCode!,
    isTree: body.isTree ?? 0,
    description: texts.description ?? null,
    ...readOrder(body),
    createdBy: actorId,
  }).returning();
  return toWire(row);
}

const dataCount = async (db: DbOrTx, typeId: string) =>
  (await db.select({ n: count() }).from(dictionaryData).where(eq(dictionaryData.typeId, typeId)))[0].n;

export async function updateDictionaryType(db: Db, actorId: string, id: string, body: DictionaryTypeBody): Promise<DictionaryTypeWire> {
  return uniqueCode(() => db.transaction(async (tx) => {
    // Locked: data writes lock the type too, so isTree cannot change under a new item.
    const before = await findType(tx, id, true);
    const texts = readTexts(body as Record<string, unknown>, TYPE_FIELDS, before);
    const parentId = body.parentId === undefined ? before.parentId : body.parentId || TYPE_ROOT;
    if (parentId !== before.parentId) await checkParent(tx, parentId, id);
    await checkUnique(tx, texts, id);
    if (body.isTree !== undefined && body.isTree !== before.isTree && (await dataCount(tx, id)) > 0) {
      throw badRequest(CATALOGUE_TEXT.isTreeLocked, 'isTree');
    }
    const [row] = await tx.update(dictionaryTypes).set({
      ...texts,
      nameI18n: nameI18nInput(body, texts.fullName ?? before.fullName, before),
      parentId,
      ...(body.isTree !== undefined ? { isTree: body.isTree } : {}),
      ...readOrder(body),
      updatedAt: sql`now()`,
      updatedBy: actorId,
    }).where(eq(dictionaryTypes.id, id)).returning();
    return toWire(row);
  }));
}

/** Refused while the type has data or child types (docs/product.md#jnpf-permission-tables wording). */
export async function deleteDictionaryType(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await findType(tx, id, true);
    const [{ n: children }] = await tx.select({ n: count() }).from(dictionaryTypes).where(eq(dictionaryTypes.parentId, id));
    if (children > 0 || (await dataCount(tx, id)) > 0) throw badRequest(CATALOGUE_TEXT.inUse);
    await tx.delete(dictionaryTypes).where(eq(dictionaryTypes.id, id));
  });
}
