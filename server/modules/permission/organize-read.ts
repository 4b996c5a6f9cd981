import { and, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { Text } from '../../core/i18n';
import { ms } from '../../core/paging';
import type { DbOrTx } from '../../db/client';
import { buildTree, bySortThenName, type TreeNode, type TreeRow } from '../system/catalogue-tree';
import { ORG_TEXT } from './org-text';
import { organizations, users } from './tables';
import { nameI18nWire, nameIn } from '../../core/local-name';
import type { Lang } from '../../core/i18n';

export type OrgCategory = 'company' | 'department';
export const ROOT = '-1';

/** A company or department as the admin tree table shows it; creatorTime is epoch ms. */
export interface OrgListItem {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  category: string;
  managerId: string | null;
  managerName: string | null;
  description: string | null;
  enabledMark: number;
  sortCode: number;
  creatorTime: number | null;
}

/** A picker node: `type` repeats the category for tree pickers that select by type. */
export interface OrgPickItem {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: string;
  category: string;
  /** Set on companies in the department picker: only departments may be chosen there. */
  disabled?: boolean;
}

/** What a tree node adds: whether it has children in this answer (and isLeaf, its opposite, for pickers). */
export type WithChildren<T> = T & { hasChildren: boolean; isLeaf?: boolean; children?: Array<WithChildren<T>> };

/** Marks every node with hasChildren (and isLeaf when asked), as JNPF's tree VOs carry them. */
export function markChildren<T extends TreeRow>(nodes: Array<TreeNode<T>>, leafFlag = false): Array<WithChildren<T>> {
  return nodes.map((node) => {
    const children = node.children ? markChildren(node.children, leafFlag) : undefined;
    const hasChildren = Boolean(children?.length);
    return { ...node, hasChildren, ...(leafFlag ? { isLeaf: !hasChildren } : {}), ...(children ? { children } : {}) } as WithChildren<T>;
  });
}

/**
 * The rows a keyword search keeps: rows whose name or code contains it (case-insensitive), plus
 * their ancestors so each hit still hangs in the tree.
 */
export function keepMatches<T extends TreeRow & { fullName: string; enCode: string }>(rows: T[], keyword: string | undefined): T[] {
  const word = keyword?.trim().toLowerCase();
  if (!word) return rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const row of rows) {
    if (!row.fullName.toLowerCase().includes(word) && !row.enCode.toLowerCase().includes(word)) continue;
    for (let r: T | undefined = row; r && !keep.has(r.id); r = byId.get(r.parentId)) keep.add(r.id);
  }
  return rows.filter((r) => keep.has(r.id));
}

async function listRows(db: DbOrTx, lang: Lang, where?: SQL): Promise<OrgListItem[]> {
  const rows = await db.select({ org: organizations, managerName: users.realName })
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.managerId))
    .where(where);
  return rows.map(({ org, managerName }) => ({
    id: org.id,
    parentId: org.parentId,
    fullName: nameIn(lang, org.fullName, org.nameI18n),
    enCode: org.enCode,
    category: org.category,
    managerId: org.managerId,
    managerName: managerName ?? null,
    description: org.description,
    enabledMark: org.enabledMark,
    sortCode: org.sortCode,
    creatorTime: ms(org.createdAt),
  })).sort(bySortThenName);
}

/**
 * The admin tree (GET /Organize): companies, or with `withDepartments` companies and departments in
 * one tree; disabled ones included; a keyword keeps the hits and their ancestors.
 */
export async function organizeList(db: DbOrTx, q: { keyword?: string; withDepartments?: boolean }, lang: Lang = 'zh') {
  const rows = await listRows(db, lang, q.withDepartments ? undefined : eq(organizations.category, 'company'));
  return markChildren(buildTree(keepMatches(rows, q.keyword), ROOT));
}

/** The departments under one company as a tree (disabled ones included); 404 unless the id is a company. */
export async function departmentList(db: DbOrTx, companyId: string, keyword?: string, lang: Lang = 'zh') {
  await requireOrg(db, companyId, 'company');
  const rows = await listRows(db, lang, eq(organizations.category, 'department'));
  return markChildren(buildTree(keepMatches(rows, keyword), companyId));
}

/** Enabled organisations as picker nodes; a disabled one hides its subtree (buildTree keeps reachable rows only). */
async function pickRows(db: DbOrTx, onlyCompanies: boolean, lang: Lang) {
  const enabled = eq(organizations.enabledMark, 1);
  const rows = await db.select({
    id: organizations.id, parentId: organizations.parentId, fullName: organizations.fullName, nameI18n: organizations.nameI18n, enCode: organizations.enCode,
    category: organizations.category, sortCode: organizations.sortCode,
  }).from(organizations).where(onlyCompanies ? and(enabled, eq(organizations.category, 'company')) : enabled);
  return rows.sort(bySortThenName).map(({ nameI18n, ...r }) => ({ ...r, fullName: nameIn(lang, r.fullName, nameI18n) }));
}

const pickItem = (r: { id: string; parentId: string; fullName: string; enCode: string; category: string }, disableCompanies = false): OrgPickItem => ({
  id: r.id, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode, type: r.category, category: r.category,
  ...(disableCompanies && r.category === 'company' ? { disabled: true } : {}),
});

/** Enabled companies (Organize/Selector), or companies and departments (Organize/Tree). */
export async function organizePicker(db: DbOrTx, withDepartments: boolean, lang: Lang = 'zh') {
  const rows = await pickRows(db, !withDepartments, lang);
  return markChildren(buildTree(rows.map((r) => pickItem(r)), ROOT), true);
}

/** Enabled companies and departments where only departments can be chosen (Department/Selector). */
export async function departmentPicker(db: DbOrTx, lang: Lang = 'zh') {
  const rows = await pickRows(db, false, lang);
  return markChildren(buildTree(rows.map((r) => pickItem(r, true)), ROOT), true);
}

const NOT_FOUND: Record<OrgCategory | 'any', Text> = {
  company: ORG_TEXT.companyNotFound,
  department: ORG_TEXT.departmentNotFound,
  any: ORG_TEXT.organizeNotFound,
};

/** The stored row of the given category (any when omitted), or 404 naming what was looked for. */
export async function requireOrg(db: DbOrTx, id: string, category?: OrgCategory, lock = false) {
  const where = and(eq(organizations.id, id), category ? eq(organizations.category, category) : undefined);
  const query = db.select().from(organizations).where(where);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(NOT_FOUND[category ?? 'any']);
  return row;
}

/** One company or department as its form reads it (GET /Organize/{id}, /Organize/Department/{id}). */
export async function organizeInfo(db: DbOrTx, id: string, category?: OrgCategory) {
  const org = await requireOrg(db, id, category);
  const [manager] = org.managerId
    ? await db.select({ realName: users.realName }).from(users).where(eq(users.id, org.managerId))
    : [];
  return {
    id: org.id,
    parentId: org.parentId,
    category: org.category,
    fullName: org.fullName,
    ...nameI18nWire(org.nameI18n),
    enCode: org.enCode,
    managerId: org.managerId,
    managerName: manager?.realName ?? null,
    description: org.description,
    enabledMark: org.enabledMark,
    sortCode: org.sortCode,
    propertyJson: org.propertyJson,
  };
}
