import { and, eq, inArray } from 'drizzle-orm';
import type { ModelField } from '../../schemas/model';
import type { DbOrTx } from '../db/client';
import { dictionaryData, dictionaryTypes } from '../modules/system/catalogue-tables';
import { fieldError } from './input';
import { RESOURCE_TEXT } from './messages';

/**
 * Enums whose options are a dictionary's items (`field.dictionary`): the stored key is the item's id,
 * enCode or fullName; the server accepts only enabled items of that dictionary, and shows their names.
 */

const keyColumn = (field: ModelField) => dictionaryData[field.dictionary?.valueKey ?? 'id'];

/** A model names its dictionary by the type's code (published designs too: their type ids are resolved at publish). */
const typeIs = (type: string) => eq(dictionaryTypes.enCode, type);

/** The codes of the dictionary types among `types` that are type ids (what the designer's picker stores): id → code. */
export async function dictionaryCodes(db: DbOrTx, types: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(types)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: dictionaryTypes.id, code: dictionaryTypes.enCode }).from(dictionaryTypes).where(inArray(dictionaryTypes.id, ids));
  return new Map(rows.filter((r) => r.code).map((r) => [r.id, r.code!]));
}

/** Stored key -> item name of the field's dictionary (enabled items, plus disabled ones for reading old values). */
export async function dictionaryNames(db: DbOrTx, field: ModelField): Promise<Map<string, string>> {
  if (!field.dictionary) return new Map();
  const rows = await db.select({ key: keyColumn(field), name: dictionaryData.fullName }).from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.typeId))
    .where(typeIs(field.dictionary.type));
  return new Map(rows.map((r) => [String(r.key), r.name]));
}

/** A value must be an enabled item of the dictionary; else a 400 naming the field. */
export async function assertDictionaryValue(db: DbOrTx, field: ModelField, value: unknown): Promise<void> {
  if (!field.dictionary || value === null || value === undefined) return;
  const [row] = await db.select({ id: dictionaryData.id }).from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.typeId))
    .where(and(typeIs(field.dictionary.type), eq(keyColumn(field), String(value)), eq(dictionaryData.enabledMark, 1)))
    .limit(1);
  if (!row) throw fieldError(field, RESOURCE_TEXT.badDictionary);
}
