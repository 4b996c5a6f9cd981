import { inArray } from 'drizzle-orm';
import type { ModelField } from '../../schemas/model';
import type { DbOrTx } from '../db/client';
import { areas } from '../modules/system/catalogue-tables';
import { fieldError } from './input';
import { RESOURCE_TEXT } from './messages';

/** Names of the given area ids (one query for a whole page of rows). */
export async function loadAreaNames(db: DbOrTx, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: areas.id, fullName: areas.fullName }).from(areas).where(inArray(areas.id, unique));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

/** "广东省/深圳市/南山区" for [province, city, district]; unknown ids are left out. */
export function areaPath(ids: string[] | null | undefined, names: Map<string, string>): string {
  return (ids ?? []).map((id) => names.get(id)).filter(Boolean).join('/');
}

/** The ids must exist and form a chain (each a child of the one before it); else a 400 naming the field. */
export async function assertAreaChain(db: DbOrTx, ids: string[] | null, field: ModelField): Promise<void> {
  if (!ids || ids.length === 0) return;
  const rows = await db.select({ id: areas.id, parentId: areas.parentId }).from(areas).where(inArray(areas.id, ids));
  const parent = new Map(rows.map((r) => [r.id, r.parentId]));
  const valid = ids.length <= 3 && ids.every((id, i) => parent.has(id) && (i === 0 || parent.get(id) === ids[i - 1]));
  if (!valid) throw fieldError(field, RESOURCE_TEXT.badArea);
}
