import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { Text } from '../../core/i18n';
import { ms } from '../../core/paging';
import { newId } from '../../db/columns';
import { mapUniqueViolations } from '../../core/db-errors';
import { areas } from './catalogue-tables';
import { descendantIds } from './catalogue-tree';
import { LABELS, readOrder, readTexts, type TextField } from './catalogue-input';
import { CATALOGUE_TEXT } from './catalogue-text';

/** Root parent of the provinces (docs/product.md#jnpf-areas). */
export const AREA_ROOT = '-1';

/** Area levels: the address widget picks province / city / district, so there is no fourth level. */
const TYPE_NAMES: Record<number, Text> = {
  1: { zh: '省', zhtw: '省', en: 'a province' },
  2: { zh: '市', zhtw: '市', en: 'a city' },
  3: { zh: '区县', zhtw: '區縣', en: 'a district' },
};
const DEEPEST = 3;

export interface AreaWire {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  type: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number | null;
  isLeaf: boolean;
  hasChildren: boolean;
}

export interface AreaBody {
  parentId?: string | null;
  enCode?: string | null;
  fullName?: string | null;
  type?: number;
  sortCode?: number | null;
  enabledMark?: number;
  description?: string | null;
}

type AreaRow = typeof areas.$inferSelect;

const AREA_FIELDS = {
  fullName: { key: 'fullName', label: LABELS.areaName, max: 50, required: true },
  enCode: { key: 'enCode', label: LABELS.areaCode, max: 50, required: true, rule: 'code' },
  description: { key: 'description', label: LABELS.description, max: 500 },
} satisfies Record<string, TextField>;

// Any child counts here (the administration tree shows disabled areas too). Spelled out in SQL:
// a column interpolated at the top of a select field renders unqualified and would bind to `c`.
const hasChild = sql<boolean>`exists (select 1 from areas c where c.parent_id = areas.id)`;

const toWire = (r: AreaRow & { hasChildren: boolean }): AreaWire => ({
  id: r.id,
  parentId: r.parentId,
  enCode: r.enCode,
  fullName: r.fullName,
  type: r.type,
  sortCode: r.sortCode,
  enabledMark: r.enabledMark,
  description: r.description,
  creatorTime: ms(r.createdAt),
  isLeaf: !r.hasChildren,
  hasChildren: Boolean(r.hasChildren),
});

const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * The administration list: the children of `nodeId` (disabled ones too) in code order; with a
 * keyword, the areas anywhere whose name or code contains it, flat, provinces first.
 */
export async function listAreas(db: DbOrTx, nodeId: string, keyword?: string): Promise<AreaWire[]> {
  const k = keyword?.trim();
  const where = k
    ? or(ilike(areas.fullName, `%${likeEscape(k)}%`), ilike(areas.enCode, `%${likeEscape(k)}%`))
    : eq(areas.parentId, nodeId);
  const rows = await db.select({ area: areas, hasChildren: hasChild }).from(areas).where(where)
    .orderBy(...(k ? [asc(areas.type)] : []), asc(areas.sortCode), asc(areas.enCode), asc(areas.id));
  return rows.map((r) => toWire({ ...r.area, hasChildren: r.hasChildren }));
}

async function findArea(db: DbOrTx, id: string, lock = false): Promise<AreaRow> {
  const query = db.select().from(areas).where(eq(areas.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CATALOGUE_TEXT.areaNotFound);
  return row;
}

const childCount = async (db: DbOrTx, id: string) =>
  (await db.select({ n: count() }).from(areas).where(eq(areas.parentId, id)))[0].n;

/** One area with its parent's name (null for a province). */
export async function getArea(db: DbOrTx, id: string): Promise<AreaWire & { parentName: string | null }> {
  const row = await findArea(db, id);
  const [parent] = row.parentId === AREA_ROOT ? [] : await db.select({ fullName: areas.fullName }).from(areas).where(eq(areas.id, row.parentId));
  return { ...toWire({ ...row, hasChildren: (await childCount(db, id)) > 0 }), parentName: parent?.fullName ?? null };
}

/** The level an area under `parentId` has: a province under the root, one below its parent elsewhere. */
async function levelUnder(db: DbOrTx, parentId: string): Promise<number> {
  if (parentId === AREA_ROOT) return 1;
  const [parent] = await db.select({ type: areas.type }).from(areas).where(eq(areas.id, parentId));
  if (!parent) throw badRequest(CATALOGUE_TEXT.parentAreaNotFound, 'parentId');
  if (parent.type >= DEEPEST) throw badRequest(CATALOGUE_TEXT.areaTooDeep, 'parentId');
  return parent.type + 1;
}

const typeMismatch = (expected: number): Text => {
  const name = TYPE_NAMES[expected];
  const t = CATALOGUE_TEXT.areaTypeMismatch;
  return { zh: t.zh.replace('{expected}', name.zh), zhtw: t.zhtw.replace('{expected}', name.zhtw), en: t.en.replace('{expected}', name.en) };
};

function checkType(type: number, expected: number): void {
  if (type !== expected) throw badRequest(typeMismatch(expected), 'type');
}

async function checkCode(db: DbOrTx, enCode: string | null | undefined, selfId?: string): Promise<void> {
  if (!enCode) return;
  const [{ n }] = await db.select({ n: count() }).from(areas)
    .where(and(eq(areas.enCode, enCode), selfId ? ne(areas.id, selfId) : undefined));
  if (n > 0) throw conflict(CATALOGUE_TEXT.areaCodeTaken);
}

const uniqueCode = <T>(work: () => Promise<T>) =>
  mapUniqueViolations(work, {
    areas_code_idx: () => conflict(CATALOGUE_TEXT.areaCodeTaken),
    areas_pkey: () => conflict(CATALOGUE_TEXT.areaCodeTaken),
  });

export async function createArea(db: Db, actorId: string, body: AreaBody): Promise<AreaWire> {
  const texts = readTexts(body as Record<string, unknown>, AREA_FIELDS);
  const parentId = body.parentId || AREA_ROOT;
  return uniqueCode(() => db.transaction(async (tx) => {
    const level = await levelUnder(tx, parentId);
    if (body.type !== undefined) checkType(body.type, level);
    await checkCode(tx, texts.enCode);
    // Seeded areas use their national code as id; a new area does too unless that id is taken
    // (a code changed since), so a re-created area matches addresses stored with its code.
    const [{ n: idTaken }] = await tx.select({ n: count() }).from(areas).where(eq(areas.id, texts.enCode!));
    const [row] = await tx.insert(areas).values({
      id: idTaken > 0 ? newId() : texts.enCode!,
      parentId,
      enCode: texts.enCode!,
      fullName: texts.fullName!,
      type: level,
      description: texts.description ?? null,
      ...readOrder(body),
      createdBy: actorId,
    }).returning();
    return toWire({ ...row, hasChildren: false });
  }));
}

export async function updateArea(db: Db, actorId: string, id: string, body: AreaBody): Promise<AreaWire> {
  return uniqueCode(() => db.transaction(async (tx) => {
    const before = await findArea(tx, id, true);
    const texts = readTexts(body as Record<string, unknown>, AREA_FIELDS, before);
    const parentId = body.parentId === undefined ? before.parentId : body.parentId || AREA_ROOT;
    const type = body.type ?? before.type;
    const children = await childCount(tx, id);
    if (type !== before.type && children > 0) throw badRequest(CATALOGUE_TEXT.areaTypeLocked, 'type');
    if (parentId !== before.parentId) {
      const all = await tx.select({ id: areas.id, parentId: areas.parentId }).from(areas);
      if (parentId === id || descendantIds(all, id).has(parentId)) throw badRequest(CATALOGUE_TEXT.selfParent, 'parentId');
    }
    if (parentId !== before.parentId || type !== before.type) checkType(type, await levelUnder(tx, parentId));
    await checkCode(tx, texts.enCode, id);
    const [row] = await tx.update(areas).set({
      ...texts,
      parentId,
      type,
      ...readOrder(body),
      updatedAt: sql`now()`,
      updatedBy: actorId,
    }).where(eq(areas.id, id)).returning();
    return toWire({ ...row, hasChildren: children > 0 });
  }));
}

/** Refused while the area has child areas (JNPF AreaController wording). */
export async function deleteArea(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await findArea(tx, id, true);
    if ((await childCount(tx, id)) > 0) throw badRequest(CATALOGUE_TEXT.hasChildren);
    await tx.delete(areas).where(eq(areas.id, id));
  });
}

/** Switches an area on or off (1 <-> 0); returns the new state. A disabled area leaves the selectors. */
export async function toggleArea(db: Db, actorId: string, id: string): Promise<number> {
  const [row] = await db.update(areas)
    .set({ enabledMark: sql`case when ${areas.enabledMark} = 1 then 0 else 1 end`, updatedAt: sql`now()`, updatedBy: actorId })
    .where(eq(areas.id, id)).returning({ enabledMark: areas.enabledMark });
  if (!row) throw notFound(CATALOGUE_TEXT.areaNotFound);
  return row.enabledMark;
}
