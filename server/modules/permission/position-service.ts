import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { badRequest, notFound } from '../../core/errors';
import { ms, offsetOf } from '../../core/paging';
import type { Lang } from '../../core/i18n';
import { nameI18nInput, nameI18nWire, nameIn, type NameI18nFields } from '../../core/local-name';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { dictionaryData, dictionaryTypes } from '../system/catalogue-tables';
import { buildTree, bySortThenName } from '../system/catalogue-tree';
import { containsAny, otherNames } from './admin-query';
import { ORG_LABELS, ORG_TEXT } from './org-text';
import { markChildren, ROOT } from './organize-read';
import type { Actor } from './organize-service';
import { codeText, optionalFlag, optionalText, requiredText } from './record-input';
import { authorizations, organizations, positions, userRelations, users } from './tables';
import { assertUnique, lockKind } from './unique';

/** Dictionary of position types (server/modules/permission/seed.ts). */
const POSITION_TYPE_DICTIONARY = 'positionType';

/** Position form (docs/product.md#jnpf-permission-tables: position). */
export interface PositionInput extends NameI18nFields {
  fullName: string;
  enCode: string;
  type?: string | null;
  organizeId: string;
  description?: string | null;
  enabledMark?: number | null;
  sortCode?: number;
}


/** The organisation and every organisation below it (a company filter lists its departments' positions). */
async function subtreeIds(db: DbOrTx, rootId: string): Promise<string[]> {
  const rows = await db.select({ id: organizations.id, parentId: organizations.parentId }).from(organizations);
  const ids = new Set(rows.some((r) => r.id === rootId) ? [rootId] : []);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) if (ids.has(r.parentId) && !ids.has(r.id)) { ids.add(r.id); grew = true; }
  }
  return [...ids];
}

const selectRows = (db: DbOrTx) => db.select({
  id: positions.id,
  fullName: positions.fullName,
  nameI18n: positions.nameI18n,
  enCode: positions.enCode,
  type: positions.type,
  organizeId: positions.organizeId,
  department: organizations.fullName,
  departmentI18n: organizations.nameI18n,
  enabledMark: positions.enabledMark,
  description: positions.description,
  sortCode: positions.sortCode,
  createdAt: positions.createdAt,
}).from(positions).leftJoin(organizations, eq(organizations.id, positions.organizeId));

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

/** Wire form; creatorTime is epoch ms, department the owning department's name; names in `lang`, the form's other languages beside. */
const wire = (lang: Lang) => ({ createdAt, department, departmentI18n, nameI18n, ...r }: Row) => ({
  ...r,
  fullName: nameIn(lang, r.fullName, nameI18n),
  ...nameI18nWire(nameI18n),
  department: department === null ? null : nameIn(lang, department, departmentI18n),
  creatorTime: ms(createdAt),
});

/**
 * A page of positions (disabled ones included) in display order: sortCode, newest first.
 * `keyword` searches the name (in any language) and code; `organizeId` limits to that organisation and those below it.
 */
export async function pagePositions(db: DbOrTx, q: { keyword?: string; organizeId?: string; currentPage: number; pageSize: number }, lang: Lang = 'zh') {
  const where: Array<SQL | undefined> = [];
  const word = q.keyword?.trim();
  if (word) where.push(containsAny(word, positions.fullName, ...otherNames(positions.nameI18n), positions.enCode));
  if (q.organizeId) {
    const ids = await subtreeIds(db, q.organizeId);
    if (ids.length === 0) return { list: [], total: 0 };
    where.push(inArray(positions.organizeId, ids));
  }
  const filter = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db).where(filter).orderBy(asc(positions.sortCode), desc(positions.createdAt), asc(positions.id))
      .limit(q.pageSize).offset(offsetOf(q)),
    db.select({ total: count() }).from(positions).where(filter),
  ]);
  return { list: rows.map(wire(lang)), total: Number(total) };
}

/** One position as its form reads it: the zh name in fullName, the others in fullNameZhtw and fullNameEn. */
export async function positionInfo(db: DbOrTx, id: string) {
  const [row] = await selectRows(db).where(eq(positions.id, id));
  if (!row) throw notFound(ORG_TEXT.positionNotFound);
  return wire('zh')(row);
}

/** Enabled positions in display order (GET /Position/All, /api/post/list), names in `lang`. */
export async function enabledPositions(db: DbOrTx, lang: Lang = 'zh') {
  const rows = await db.select({
    id: positions.id, fullName: positions.fullName, nameI18n: positions.nameI18n, enCode: positions.enCode, type: positions.type,
    organizeId: positions.organizeId, sortCode: positions.sortCode,
  }).from(positions).where(eq(positions.enabledMark, 1));
  return rows.sort(bySortThenName).map(({ sortCode: _sortCode, nameI18n, ...r }) => ({ ...r, fullName: nameIn(lang, r.fullName, nameI18n) }));
}

/**
 * GET /Position/Selector: the enabled companies and departments as a tree with the enabled
 * positions of each department as leaves (type 'position'); branches without positions are left
 * out, and organisation nodes are `disabled` (only positions can be chosen).
 */
export async function positionPicker(db: DbOrTx, lang: Lang = 'zh') {
  const [orgs, posts] = await Promise.all([
    db.select({ id: organizations.id, parentId: organizations.parentId, fullName: organizations.fullName, nameI18n: organizations.nameI18n,
      enCode: organizations.enCode, category: organizations.category, sortCode: organizations.sortCode })
      .from(organizations).where(eq(organizations.enabledMark, 1)),
    enabledPositions(db, lang),
  ]);
  const orgNodes = orgs.sort(bySortThenName).map((o) => ({
    id: o.id, parentId: o.parentId, fullName: nameIn(lang, o.fullName, o.nameI18n), enCode: o.enCode, type: o.category, category: o.category, disabled: true,
  }));
  const postNodes = posts.filter((p) => p.organizeId).map((p) => ({
    id: p.id, parentId: p.organizeId!, fullName: p.fullName, enCode: p.enCode, type: 'position', category: 'position', disabled: false,
  }));
  type Node = (typeof orgNodes)[number] & { children?: Node[] };
  const prune = (nodes: Node[]): Node[] => nodes.flatMap((n) => {
    if (n.type === 'position') return [n];
    const children = prune(n.children ?? []);
    return children.length ? [{ ...n, children }] : [];
  });
  return markChildren(prune(buildTree([...orgNodes, ...postNodes], ROOT)), true);
}

/** The owning organisation must be a department; the type, when given, a value of the position-type dictionary (id or code). */
async function checkReferences(tx: Tx, organizeId: string, type: string | null | undefined): Promise<void> {
  const [department] = await tx.select({ id: organizations.id }).from(organizations)
    .where(and(eq(organizations.id, organizeId), eq(organizations.category, 'department')));
  if (!department) throw badRequest(ORG_TEXT.departmentMissing);
  if (!type) return;
  const [item] = await tx.select({ id: dictionaryData.id }).from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.typeId))
    .where(and(eq(dictionaryTypes.enCode, POSITION_TYPE_DICTIONARY), or(eq(dictionaryData.id, type), eq(dictionaryData.enCode, type))));
  if (!item) throw badRequest(ORG_TEXT.positionTypeMissing);
}

/** Names and codes are unique among all positions. */
async function checkUnique(tx: Tx, v: { fullName: string; enCode: string }, exceptId?: string): Promise<void> {
  await assertUnique(tx, { table: positions, id: positions.id, column: positions.fullName, value: v.fullName, exceptId, taken: ORG_TEXT.positionNameTaken });
  await assertUnique(tx, { table: positions, id: positions.id, column: positions.enCode, value: v.enCode, exceptId, taken: ORG_TEXT.positionCodeTaken });
}

function valuesOf(input: PositionInput) {
  const values = {
    fullName: requiredText(input.fullName, ORG_LABELS.positionName),
    enCode: codeText(input.enCode, ORG_LABELS.positionCode),
    organizeId: input.organizeId.trim(),
    type: optionalText(input.type),
    description: optionalText(input.description),
    enabledMark: optionalFlag(input.enabledMark),
    sortCode: input.sortCode,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as typeof values;
}

/** Creates (no id) or updates a position; the checks and the write run under the position write lock. */
export async function savePosition(db: Db, actor: Actor, id: string | undefined, input: PositionInput) {
  const values = valuesOf(input);
  const savedId = await db.transaction(async (tx) => {
    await lockKind(tx, 'position');
    let before: { fullName: string; nameI18n: typeof positions.$inferSelect.nameI18n } | undefined;
    if (id) {
      [before] = await tx.select({ fullName: positions.fullName, nameI18n: positions.nameI18n }).from(positions).where(eq(positions.id, id)).for('update');
      if (!before) throw notFound(ORG_TEXT.positionNotFound);
    }
    await checkReferences(tx, values.organizeId, values.type);
    await checkUnique(tx, values, id);
    const nameI18n = nameI18nInput(input, values.fullName, before);
    if (id) {
      await tx.update(positions).set({ ...values, nameI18n, updatedAt: new Date(), updatedBy: actor.id }).where(eq(positions.id, id));
      return id;
    }
    const [row] = await tx.insert(positions).values({ ...values, nameI18n, createdBy: actor.id }).returning({ id: positions.id });
    return row.id;
  });
  return positionInfo(db, savedId);
}

/**
 * Deletes a position no live user holds, with its grants and the memberships of deleted users,
 * in one transaction.
 */
export async function deletePosition(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKind(tx, 'position');
    const [row] = await tx.select({ id: positions.id }).from(positions).where(eq(positions.id, id)).for('update');
    if (!row) throw notFound(ORG_TEXT.positionNotFound);
    const held = eq(userRelations.objectId, id);
    const [holder] = await tx.select({ id: users.id }).from(userRelations)
      .innerJoin(users, eq(users.id, userRelations.userId))
      .where(and(held, eq(userRelations.objectType, 'Position'), isNull(users.deletedAt))).limit(1);
    if (holder) throw badRequest(ORG_TEXT.inUse);
    await tx.delete(userRelations).where(and(held, eq(userRelations.objectType, 'Position')));
    await tx.delete(authorizations).where(and(eq(authorizations.objectType, 'Position'), eq(authorizations.objectId, id)));
    await tx.delete(positions).where(eq(positions.id, id));
  });
}

/** Toggles enabledMark 1 <-> 0; a disabled position grants nothing (grants.ts) but keeps its members. */
export async function togglePosition(db: Db, actor: Actor, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(positions).where(eq(positions.id, id)).for('update');
    if (!row) throw notFound(ORG_TEXT.positionNotFound);
    const enabledMark = row.enabledMark === 1 ? 0 : 1;
    await tx.update(positions).set({ enabledMark, updatedAt: new Date(), updatedBy: actor.id }).where(eq(positions.id, id));
    return enabledMark;
  });
}
