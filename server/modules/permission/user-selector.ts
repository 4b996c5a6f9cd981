import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, users } from './tables';
import { liveUser } from './user-admin-read';

const ROOT = '-1';

export interface SelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  type: 'company' | 'department' | 'user';
  /** User nodes only. */
  account?: string;
  realName?: string;
  organizeId?: string | null;
  children?: SelectorNode[];
}

/**
 * GET /Users/Selector: the enabled organisation tree with the enabled live users as leaves. Users
 * sit under their organisation (after its sub-organisations); users whose organisation is missing
 * or hidden (disabled, or below a disabled one) sit at the root, so nobody is unreachable.
 * With a keyword (account or name contains it) only matching users and their ancestors remain.
 */
export async function userSelectorTree(db: DbOrTx, keyword?: string): Promise<SelectorNode[]> {
  const [orgRows, userRows] = await Promise.all([
    db.select({ id: organizations.id, parentId: organizations.parentId, fullName: organizations.fullName, category: organizations.category })
      .from(organizations).where(eq(organizations.enabledMark, 1)).orderBy(asc(organizations.sortCode), asc(organizations.fullName)),
    db.select({ id: users.id, account: users.account, realName: users.realName, organizeId: users.organizeId })
      .from(users).where(and(liveUser, eq(users.enabledMark, 1))).orderBy(asc(users.sortCode), asc(users.account)),
  ]);
  const needle = keyword?.trim().toLowerCase();
  const matching = needle
    ? userRows.filter((u) => u.account.toLowerCase().includes(needle) || u.realName.toLowerCase().includes(needle))
    : userRows;

  const childOrgs = new Map<string, typeof orgRows>();
  for (const o of orgRows) childOrgs.set(o.parentId, [...(childOrgs.get(o.parentId) ?? []), o]);
  // Organisations reachable from the root; a disabled one hides its subtree.
  const visible = new Set<string>();
  const walk = (parentId: string) => {
    for (const o of childOrgs.get(parentId) ?? []) {
      if (visible.has(o.id)) continue; // guards against a parent cycle in edited data
      visible.add(o.id);
      walk(o.id);
    }
  };
  walk(ROOT);

  const usersByOrg = new Map<string, SelectorNode[]>();
  for (const u of matching) {
    const parentId = u.organizeId && visible.has(u.organizeId) ? u.organizeId : ROOT;
    const node: SelectorNode = {
      id: u.id, parentId, fullName: `${u.realName}/${u.account}`, type: 'user', account: u.account, realName: u.realName, organizeId: u.organizeId,
    };
    usersByOrg.set(parentId, [...(usersByOrg.get(parentId) ?? []), node]);
  }

  const grow = (parentId: string, seen: Set<string>): SelectorNode[] => {
    const orgs = (childOrgs.get(parentId) ?? []).filter((o) => visible.has(o.id) && !seen.has(o.id)).flatMap((o) => {
      seen.add(o.id);
      const children = grow(o.id, seen);
      if (needle && children.length === 0) return []; // no matching user below
      const node: SelectorNode = { id: o.id, parentId: o.parentId, fullName: o.fullName, type: o.category === 'company' ? 'company' : 'department' };
      return [children.length ? { ...node, children } : node];
    });
    return [...orgs, ...(usersByOrg.get(parentId) ?? [])];
  };
  return grow(ROOT, new Set());
}
