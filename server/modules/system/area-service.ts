import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { areas } from './catalogue-tables';

export interface AreaOption {
  id: string;
  fullName: string;
  isLeaf: boolean;
  hasChildren: boolean;
}

/**
 * Enabled direct children of `parentId` ('-1' = provinces) for the cascader's lazy loading,
 * in code order. A node is a leaf when it has no enabled child.
 */
export async function areaChildren(db: DbOrTx, parentId: string): Promise<AreaOption[]> {
  const child = sql`exists (select 1 from ${areas} c where c.parent_id = ${areas.id} and c.enabled_mark = 1)`;
  const rows = await db.select({ id: areas.id, fullName: areas.fullName, hasChildren: sql<boolean>`${child}` })
    .from(areas)
    .where(and(eq(areas.parentId, parentId), eq(areas.enabledMark, 1)))
    .orderBy(asc(areas.sortCode), asc(areas.enCode));
  return rows.map((r) => ({ id: r.id, fullName: r.fullName, isLeaf: !r.hasChildren, hasChildren: Boolean(r.hasChildren) }));
}

/**
 * Names for stored area paths, in the same shape (the address widget's read-only display).
 * Disabled areas still give their names (stored values stay readable); unknown ids give ''.
 */
export async function areaNames(db: DbOrTx, idsList: string[][]): Promise<string[][]> {
  const ids = [...new Set(idsList.flat())];
  const names = new Map<string, string>();
  if (ids.length) {
    const rows = await db.select({ id: areas.id, fullName: areas.fullName }).from(areas).where(inArray(areas.id, ids));
    for (const r of rows) names.set(r.id, r.fullName);
  }
  return idsList.map((path) => path.map((id) => names.get(id) ?? ''));
}
