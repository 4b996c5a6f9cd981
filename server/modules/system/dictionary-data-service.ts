import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../core/errors';
import { ms } from '../../core/paging';
import { mapUniqueViolations } from '../../core/db-errors';
import { dictionaryData, dictionaryTypes } from './catalogue-tables';
import { buildTree, bySortThenName, descendantIds, keywordMatch, withAncestors, type TreeNode } from './catalogue-tree';
import { LABELS, readOrder, readTexts, type TextField } from './catalogue-input';
import { CATALOGUE_TEXT, requiredText } from './catalogue-text';
import type { Lang } from '../../core/i18n';
import { nameI18nInput, nameI18nWire, nameIn, type NameI18nFields } from '../../core/local-name';

/** Root parent of the items of a tree-shaped type (docs/product.md#jnpf-dictionaries). */
export const DATA_ROOT = '0';

export interface DictionaryDataWire {
  id: string;
  typeId: string;
  parentId: string;
  fullName: string;
  fullNameZhtw: string;
  fullNameEn: string;
  enCode: string;
  isDefault: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number | null;
}

export interface DictionaryDataBody extends NameI18nFields {
  typeId?: string;
  parentId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  sortCode?: number | null;
  enabledMark?: number;
  isDefault?: number;
  description?: string | null;
}

type DataRow = typeof dictionaryData.$inferSelect;
type TypeRow = typeof dictionaryTypes.$inferSelect;

export const DATA_FIELDS = {
  fullName: { key: 'fullName', label: LABELS.itemName, max: 50, required: true },
  enCode: { key: 'enCode', label: LABELS.itemCode, max: 50, required: true, rule: 'code' },
  description: { key: 'description', label: LABELS.description, max: 500 },
} satisfies Record<string, TextField>;

export const dataToWire = (r: DataRow): DictionaryDataWire => ({
  id: r.id,
  typeId: r.typeId,
  parentId: r.parentId,
  fullName: r.fullName,
  ...nameI18nWire(r.nameI18n),
  enCode: r.enCode,
  isDefault: r.isDefault,
  sortCode: r.sortCode,
  enabledMark: r.enabledMark,
  description: r.description,
  creatorTime: ms(r.createdAt),
});

/**
 * A type by id or by enCode (the selectors accept both); an id match wins. `lock` takes a share
 * lock, so the type cannot be deleted or change isTree while an item is written.
 */
async function findType(db: DbOrTx, idOrCode: string, lock = false): Promise<TypeRow> {
  const query = db.select().from(dictionaryTypes).where(or(eq(dictionaryTypes.id, idOrCode), eq(dictionaryTypes.enCode, idOrCode)));
  const found = lock ? await query.for('share') : await query;
  const type = found.find((t) => t.id === idOrCode) ?? found[0];
  if (!type) throw notFound(CATALOGUE_TEXT.typeNotFound);
  return type;
}

/**
 * All items of a type, disabled ones too (the administration list). `isTree` 1 gives a tree, 0 a
 * flat list, absent the type's own shape; a keyword keeps the hits (and, in a tree, their ancestors).
 */
export async function listDictionaryData(db: DbOrTx, typeIdOrCode: string, query: { keyword?: string; isTree?: number }, lang: Lang = 'zh') {
  const type = await findType(db, typeIdOrCode);
  const rows = (await db.select().from(dictionaryData).where(eq(dictionaryData.typeId, type.id))).map(dataToWire).sort(bySortThenName)
    .map((r) => ({ ...r, fullName: nameIn(lang, r.fullName, { zhtw: r.fullNameZhtw, en: r.fullNameEn }) }));
  const match = keywordMatch(query.keyword);
  const tree = (query.isTree ?? type.isTree) === 1;
  if (!tree) return match ? rows.filter(match) : rows;
  return buildTree(match ? withAncestors(rows, match) : rows, DATA_ROOT) as Array<TreeNode<DictionaryDataWire>>;
}

async function findItem(db: DbOrTx, id: string, lock = false): Promise<DataRow> {
  const query = db.select().from(dictionaryData).where(eq(dictionaryData.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CATALOGUE_TEXT.dataNotFound);
  return row;
}

export const getDictionaryItem = async (db: DbOrTx, id: string) => dataToWire(await findItem(db, id));

/** The parent is the root or an item of the same tree-shaped type, never the item itself or one below it. */
async function checkParent(db: DbOrTx, type: TypeRow, parentId: string, selfId?: string): Promise<void> {
  if (parentId === DATA_ROOT) return;
  if (type.isTree !== 1) throw badRequest(CATALOGUE_TEXT.flatTypeParent, 'parentId');
  const items = await db.select({ id: dictionaryData.id, parentId: dictionaryData.parentId }).from(dictionaryData)
    .where(eq(dictionaryData.typeId, type.id));
  if (!items.some((i) => i.id === parentId)) throw badRequest(CATALOGUE_TEXT.dataParentNotFound, 'parentId');
  if (selfId && (parentId === selfId || descendantIds(items, selfId).has(parentId))) throw badRequest(CATALOGUE_TEXT.selfParent, 'parentId');
}

/** Codes are unique within the type; names among siblings (JNPF checks names within the type, which would forbid 市辖区 twice in a tree). */
async function checkUnique(db: DbOrTx, typeId: string, parentId: string, values: { fullName?: string | null; enCode?: string | null }, selfId?: string) {
  const other = selfId ? ne(dictionaryData.id, selfId) : undefined;
  if (values.enCode) {
    const [{ n }] = await db.select({ n: count() }).from(dictionaryData)
      .where(and(eq(dictionaryData.typeId, typeId), eq(dictionaryData.enCode, values.enCode), other));
    if (n > 0) throw conflict(CATALOGUE_TEXT.dictionaryCodeTaken);
  }
  if (values.fullName) {
    const [{ n }] = await db.select({ n: count() }).from(dictionaryData)
      .where(and(eq(dictionaryData.typeId, typeId), eq(dictionaryData.parentId, parentId), eq(dictionaryData.fullName, values.fullName), other));
    if (n > 0) throw conflict(CATALOGUE_TEXT.dictionaryNameTaken);
  }
}

export const uniqueItemCode = <T>(work: () => Promise<T>) =>
  mapUniqueViolations(work, { dictionary_data_code_idx: () => conflict(CATALOGUE_TEXT.dictionaryCodeTaken) });

export async function createDictionaryItem(db: Db, actorId: string, body: DictionaryDataBody): Promise<DictionaryDataWire> {
  const texts = readTexts(body as Record<string, unknown>, DATA_FIELDS);
  const parentId = body.parentId || DATA_ROOT;
  if (!body.typeId) throw badRequest(requiredText(LABELS.dictionaryType), 'typeId');
  return uniqueItemCode(() => db.transaction(async (tx) => {
    const type = await findType(tx, body.typeId!, true);
    await checkParent(tx, type, parentId);
    // The stored name is checked against the parent it will hang from.
    await checkUnique(tx, type.id, parentId, texts);
    const [row] = await tx.insert(dictionaryData).values({
      typeId: type.id,
      parentId,
      fullName: texts.fullName!,
      nameI18n: nameI18nInput(body, texts.fullName!),
      enCode: texts.enCode!,
      isDefault: body.isDefault ?? 0,
      description: texts.description ?? null,
      ...readOrder(body),
      createdBy: actorId,
    }).returning();
    return dataToWire(row);
  }));
}

export async function updateDictionaryItem(db: Db, actorId: string, id: string, body: DictionaryDataBody): Promise<DictionaryDataWire> {
  return uniqueItemCode(() => db.transaction(async (tx) => {
    const before = await findItem(tx, id, true);
    if (body.typeId !== undefined && body.typeId !== before.typeId) throw badRequest(CATALOGUE_TEXT.typeChange, 'typeId');
    const type = await findType(tx, before.typeId, true);
    const texts = readTexts(body as Record<string, unknown>, DATA_FIELDS, before);
    const parentId = body.parentId === undefined ? before.parentId : body.parentId || DATA_ROOT;
    if (parentId !== before.parentId) await checkParent(tx, type, parentId, id);
    await checkUnique(tx, type.id, parentId, { enCode: texts.enCode, fullName: texts.fullName ?? (parentId !== before.parentId ? before.fullName : undefined) }, id);
    const [row] = await tx.update(dictionaryData).set({
      ...texts,
      nameI18n: nameI18nInput(body, texts.fullName ?? before.fullName, before),
      parentId,
      ...(body.isDefault !== undefined ? { isDefault: body.isDefault } : {}),
      ...readOrder(body),
      updatedAt: sql`now()`,
      updatedBy: actorId,
    }).where(eq(dictionaryData.id, id)).returning();
    return dataToWire(row);
  }));
}

/** Refused while the item has children (JNPF's area wording, the same rule). */
export async function deleteDictionaryItem(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await findItem(tx, id, true);
    const [{ n }] = await tx.select({ n: count() }).from(dictionaryData).where(eq(dictionaryData.parentId, id));
    if (n > 0) throw badRequest(CATALOGUE_TEXT.hasChildren);
    await tx.delete(dictionaryData).where(eq(dictionaryData.id, id));
  });
}

/** Switches an item on or off (1 <-> 0); returns the new state. */
export async function toggleDictionaryItem(db: Db, actorId: string, id: string): Promise<number> {
  const [row] = await db.update(dictionaryData)
    .set({ enabledMark: sql`case when ${dictionaryData.enabledMark} = 1 then 0 else 1 end`, updatedAt: sql`now()`, updatedBy: actorId })
    .where(eq(dictionaryData.id, id)).returning({ enabledMark: dictionaryData.enabledMark });
  if (!row) throw notFound(CATALOGUE_TEXT.dataNotFound);
  return row.enabledMark;
}
