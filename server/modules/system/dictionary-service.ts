import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../core/errors';
import { dictionaryData, dictionaryTypes } from './catalogue-tables';
import { buildTree, bySortThenName, type TreeNode } from './catalogue-tree';
import type { Lang } from '../../core/i18n';
import { nameIn } from '../../core/local-name';

/** Root parent of dictionary types, and of the items of a tree-shaped type (docs/product.md#jnpf-dictionaries). */
const TYPE_ROOT = '-1';
const DATA_ROOT = '0';

export interface DictionaryTypeItem {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
}

export interface DictionaryItem {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
}

/** Enabled dictionary types as a tree (DictionaryType/Selector), names in `lang`. */
export async function dictionaryTypeTree(db: DbOrTx, lang: Lang = 'zh'): Promise<Array<TreeNode<DictionaryTypeItem>>> {
  const rows = await db.select({
    id: dictionaryTypes.id,
    parentId: dictionaryTypes.parentId,
    fullName: dictionaryTypes.fullName,
    nameI18n: dictionaryTypes.nameI18n,
    enCode: dictionaryTypes.enCode,
    isTree: dictionaryTypes.isTree,
    sortCode: dictionaryTypes.sortCode,
  }).from(dictionaryTypes).where(eq(dictionaryTypes.enabledMark, 1));
  return buildTree(rows.sort(bySortThenName).map(({ nameI18n, ...t }) => ({ ...t, fullName: nameIn(lang, t.fullName, nameI18n) })), TYPE_ROOT);
}

/** Enabled items of the given types in display order (by the zh name), still carrying their sort keys; names in `lang`. */
async function enabledItems(db: DbOrTx, lang: Lang, typeId?: string) {
  const enabled = eq(dictionaryData.enabledMark, 1);
  const rows = await db.select({
    id: dictionaryData.id,
    typeId: dictionaryData.typeId,
    parentId: dictionaryData.parentId,
    enCode: dictionaryData.enCode,
    fullName: dictionaryData.fullName,
    nameI18n: dictionaryData.nameI18n,
    sortCode: dictionaryData.sortCode,
  }).from(dictionaryData).where(typeId ? and(enabled, eq(dictionaryData.typeId, typeId)) : enabled);
  return rows.sort(bySortThenName).map(({ nameI18n, ...r }) => ({ ...r, fullName: nameIn(lang, r.fullName, nameI18n) }));
}

const asItem = (r: DictionaryItem): DictionaryItem => ({ id: r.id, parentId: r.parentId, enCode: r.enCode, fullName: r.fullName });

/** A tree type's items hang from '0'; a flat type's items are listed as they are. */
const shape = (isTree: number, items: DictionaryItem[]): Array<TreeNode<DictionaryItem>> =>
  (isTree === 1 ? buildTree(items.map(asItem), DATA_ROOT) : items.map(asItem));

/**
 * The selectable items of one type, found by its id or its enCode (widgets ask by code).
 * A disabled type offers nothing; an unknown one is a 404 so a misconfigured widget is noticed.
 */
export async function dictionaryItems(db: DbOrTx, typeIdOrCode: string, lang: Lang = 'zh'): Promise<Array<TreeNode<DictionaryItem>>> {
  const found = await db.select({ id: dictionaryTypes.id, isTree: dictionaryTypes.isTree, enabledMark: dictionaryTypes.enabledMark })
    .from(dictionaryTypes)
    .where(or(eq(dictionaryTypes.id, typeIdOrCode), eq(dictionaryTypes.enCode, typeIdOrCode)));
  // An id match wins should some type's code happen to equal another type's id.
  const type = found.find((t) => t.id === typeIdOrCode) ?? found[0];
  if (!type) {
    throw notFound({
      zh: `数据字典 ${typeIdOrCode} 不存在`,
      zhtw: `數據字典 ${typeIdOrCode} 不存在`,
      en: `Dictionary ${typeIdOrCode} does not exist`,
    });
  }
  if (type.enabledMark !== 1) return [];
  return shape(type.isTree, await enabledItems(db, lang, type.id));
}

export interface DictionaryGroup {
  id: string;
  enCode: string;
  isTree: number;
  dictionaryList: Array<TreeNode<DictionaryItem>>;
}

/** Every enabled type with its enabled items (DictionaryData/All), for clients that cache them all. */
export async function allDictionaries(db: DbOrTx, lang: Lang = 'zh'): Promise<DictionaryGroup[]> {
  const [types, items] = await Promise.all([
    db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enabledMark, 1)),
    enabledItems(db, lang),
  ]);
  const byType = new Map<string, DictionaryItem[]>();
  for (const item of items) {
    const list = byType.get(item.typeId);
    if (list) list.push(item);
    else byType.set(item.typeId, [item]);
  }
  return types.sort(bySortThenName).map((t) => ({
    id: t.id,
    enCode: t.enCode,
    isTree: t.isTree,
    dictionaryList: shape(t.isTree, byType.get(t.id) ?? []),
  }));
}
