import { Type, type Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../core/errors';
import { newId } from '../../db/columns';
import { dictionaryData, dictionaryTypes } from './catalogue-tables';
import { bySortThenName } from './catalogue-tree';
import { FlagIn, SortCodeIn, TextIn, readOrder, readTexts } from './catalogue-input';
import { CATALOGUE_TEXT, fillAll } from './catalogue-text';
import { DATA_FIELDS, DATA_ROOT, uniqueItemCode } from './dictionary-data-service';
import { TYPE_FIELDS, TYPE_ROOT, insertDictionaryType, uniqueCode, type DictionaryTypeWire } from './dictionary-type-service';
import { NameI18nBody, nameI18nInput, nameI18nWire } from '../../core/local-name';

/** At most this many items per file: a dictionary, not a data set. */
const MAX_ITEMS = 10_000;
const INSERT_BATCH = 500;

/** The JSON file of one dictionary: its type and its items (ids are only links between the items). */
export const DictionaryFile = Type.Object({
  type: Type.Object({
    fullName: Type.String({ maxLength: 50 }),
    ...NameI18nBody,
    enCode: Type.String({ maxLength: 50 }),
    isTree: FlagIn('1: the items form a tree'),
    description: TextIn(500),
  }),
  data: Type.Array(Type.Object({
    id: Type.String({ minLength: 1, maxLength: 64 }),
    parentId: Type.String({ minLength: 1, maxLength: 64, description: "'0' for a root item" }),
    fullName: Type.String({ maxLength: 50 }),
    ...NameI18nBody,
    enCode: Type.String({ maxLength: 50 }),
    sortCode: SortCodeIn,
    enabledMark: FlagIn('1 enabled, 0 disabled'),
    description: TextIn(500),
    isDefault: FlagIn('1: the default choice'),
  }), { maxItems: MAX_ITEMS }),
}, { description: 'the file GET /api/system/DictionaryData/{typeId}/Action/Export gives' });

export type DictionaryFileBody = Static<typeof DictionaryFile>;

/** A type and its items (disabled ones too) in display order, as the export file holds them. */
export async function exportDictionary(db: DbOrTx, typeId: string): Promise<DictionaryFileBody> {
  const [type] = await db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, typeId));
  if (!type) throw notFound(CATALOGUE_TEXT.typeNotFound);
  const items = (await db.select().from(dictionaryData).where(eq(dictionaryData.typeId, typeId))).sort(bySortThenName);
  return {
    type: { fullName: type.fullName, ...nameI18nWire(type.nameI18n), enCode: type.enCode, isTree: type.isTree, description: type.description },
    data: items.map((i) => ({
      id: i.id,
      parentId: i.parentId,
      fullName: i.fullName,
      ...nameI18nWire(i.nameI18n),
      enCode: i.enCode,
      sortCode: i.sortCode,
      enabledMark: i.enabledMark,
      description: i.description,
      isDefault: i.isDefault,
    })),
  };
}

const fileError = (text: typeof CATALOGUE_TEXT[keyof typeof CATALOGUE_TEXT], vars: Record<string, string | number>) =>
  badRequest(fillAll(text, vars), 'data');

/** Item n's field errors name the item: "第3条数据：字典值编码不能为空". */
function readItem(item: DictionaryFileBody['data'][number], n: number) {
  try {
    return readTexts(item as Record<string, unknown>, DATA_FIELDS);
  } catch (error) {
    if (!(error instanceof AppError) || !error.text) throw error;
    const t = error.text;
    throw badRequest({
      zh: fillAll(CATALOGUE_TEXT.importItem, { n, message: t.zh }).zh,
      zhtw: fillAll(CATALOGUE_TEXT.importItem, { n, message: t.zhtw }).zhtw,
      en: fillAll(CATALOGUE_TEXT.importItem, { n, message: t.en }).en,
    }, 'data');
  }
}

/** Checks the items as a whole: unique ids and codes, parents within the file, no loops, flat types flat. */
function checkItems(file: DictionaryFileBody): void {
  const ids = new Set<string>();
  const codes = new Set<string>();
  const siblingNames = new Set<string>();
  for (const item of file.data) {
    if (ids.has(item.id)) throw fileError(CATALOGUE_TEXT.importDuplicateId, { id: item.id });
    ids.add(item.id);
    const code = item.enCode.trim();
    if (codes.has(code)) throw fileError(CATALOGUE_TEXT.importDuplicateCode, { code });
    codes.add(code);
    const sibling = `${item.parentId}\u0000${item.fullName.trim()}`;
    if (siblingNames.has(sibling)) throw fileError(CATALOGUE_TEXT.importDuplicateName, { name: item.fullName.trim() });
    siblingNames.add(sibling);
  }
  const parentOf = new Map(file.data.map((i) => [i.id, i.parentId]));
  for (const item of file.data) {
    if (item.parentId === DATA_ROOT) continue;
    if (file.type.isTree !== 1) throw fileError(CATALOGUE_TEXT.importFlatParent, { name: item.fullName });
    if (!parentOf.has(item.parentId)) throw fileError(CATALOGUE_TEXT.importBadParent, { name: item.fullName, parentId: item.parentId });
    // Walking up must reach the root within as many steps as there are items.
    let at: string | undefined = item.parentId;
    for (let steps = 0; at !== undefined && at !== DATA_ROOT; steps++) {
      if (steps > file.data.length) throw fileError(CATALOGUE_TEXT.importCycle, { name: item.fullName });
      at = parentOf.get(at);
    }
  }
}

/**
 * Creates the file's type (a new root type; refused when its code or name exists) and its items
 * with new ids, keeping the tree, in one transaction: a bad file writes nothing.
 */
export async function importDictionary(db: Db, actorId: string, file: DictionaryFileBody): Promise<DictionaryTypeWire> {
  // Field errors of the type come before those of its items (the insert checks the type again).
  readTexts(file.type as Record<string, unknown>, TYPE_FIELDS);
  const items = file.data.map((item, i) => ({ item, texts: readItem(item, i + 1) }));
  checkItems(file);
  const newIds = new Map(file.data.map((i) => [i.id, newId()]));
  return uniqueCode(() => uniqueItemCode(() => db.transaction(async (tx) => {
    const type = await insertDictionaryType(tx, actorId, { ...file.type, parentId: TYPE_ROOT });
    const rows = items.map(({ item, texts }) => ({
      id: newIds.get(item.id)!,
      typeId: type.id,
      parentId: item.parentId === DATA_ROOT ? DATA_ROOT : newIds.get(item.parentId)!,
      fullName: texts.fullName!,
      nameI18n: nameI18nInput(item, texts.fullName!),
      enCode: texts.enCode!,
      description: texts.description ?? null,
      isDefault: item.isDefault ?? 0,
      ...readOrder(item),
      createdBy: actorId,
    }));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) await tx.insert(dictionaryData).values(rows.slice(i, i + INSERT_BATCH));
    return type;
  })));
}
