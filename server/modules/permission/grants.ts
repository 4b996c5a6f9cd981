import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { anyOf, type MenuAccess } from '../../core/route-access';
import { authorizations, menuButtons, menus, positions, roles, userRelations } from '../../db/schema';
import { epochCacheOf, type EpochCache } from '../../db/epoch-cache';

export type ItemType = 'module' | 'button' | 'column' | 'form' | 'resource';

/** What a user is granted: item ids per type. The administrator has everything. */
export interface Grants {
  admin: boolean;
  items: Record<ItemType, Set<string>>;
}

const emptyItems = (): Record<ItemType, Set<string>> => ({
  module: new Set(), button: new Set(), column: new Set(), form: new Set(), resource: new Set(),
});

/**
 * The ids grants are attached to: the user, their enabled roles and enabled positions (docs/product.md#jnpf-authorisation);
 * with includeDisabled also the disabled ones (what the user's rights would come from once they are enabled again).
 */
export async function grantObjectIds(db: DbOrTx, userId: string, opts: { includeDisabled?: boolean } = {}): Promise<string[]> {
  const enabled = (column: typeof roles.enabledMark | typeof positions.enabledMark) => (opts.includeDisabled ? undefined : eq(column, 1));
  const [roleRows, positionRows] = await Promise.all([
    db.select({ id: roles.id }).from(userRelations)
      .innerJoin(roles, eq(roles.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Role'), enabled(roles.enabledMark))),
    db.select({ id: positions.id }).from(userRelations)
      .innerJoin(positions, eq(positions.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Position'), enabled(positions.enabledMark))),
  ]);
  return [userId, ...roleRows.map((r) => r.id), ...positionRows.map((r) => r.id)];
}

/** Union of the grants of the user, their enabled roles and positions; read fresh from the database. */
export async function loadGrants(db: DbOrTx, user: { id: string; isAdministrator: number }): Promise<Grants> {
  const items = emptyItems();
  if (user.isAdministrator === 1) return { admin: true, items };
  const objectIds = await grantObjectIds(db, user.id);
  const rows = await db.select({ itemType: authorizations.itemType, itemId: authorizations.itemId })
    .from(authorizations).where(inArray(authorizations.objectId, objectIds));
  for (const r of rows) items[r.itemType as ItemType]?.add(r.itemId);
  return { admin: false, items };
}

// Per request, and across requests for as long as the authorisation epoch stays (db/epoch-cache.ts): a grant change
// moves the epoch, so it applies to the very next request on every node.
const perRequest = new WeakMap<FastifyRequest, Promise<Grants>>();
const grantCaches = new WeakMap<object, EpochCache<Grants>>();

export function requestGrants(request: FastifyRequest, db: DbOrTx): Promise<Grants> {
  const user = request.user;
  if (!user) return Promise.resolve({ admin: false, items: emptyItems() });
  let grants = perRequest.get(request);
  if (!grants) {
    // The administrator flag comes with the (fresh) user row, so it is part of the key.
    const key = `${user.id}:${user.isAdministrator}`;
    grants = epochCacheOf(grantCaches, db).get(key, request.authEpoch, () => loadGrants(db, user));
    perRequest.set(request, grants);
  }
  return grants;
}

/** The enabled menus by enCode, and their enabled buttons by menu id and enCode: what access checks look up. */
export interface MenuIndex {
  menuIds: Map<string, string[]>;
  buttonIds: Map<string, string[]>;
}

const menuCaches = new WeakMap<object, EpochCache<MenuIndex>>();

async function loadMenuIndex(db: DbOrTx): Promise<MenuIndex> {
  const [menuRows, buttonRows] = await Promise.all([
    db.select({ id: menus.id, enCode: menus.enCode }).from(menus).where(eq(menus.enabledMark, 1)),
    db.select({ id: menuButtons.id, moduleId: menuButtons.moduleId, enCode: menuButtons.enCode }).from(menuButtons).where(eq(menuButtons.enabledMark, 1)),
  ]);
  const menuIds = new Map<string, string[]>();
  for (const m of menuRows) if (m.enCode) menuIds.set(m.enCode, [...(menuIds.get(m.enCode) ?? []), m.id]);
  const buttonIds = new Map<string, string[]>();
  for (const b of buttonRows) {
    const key = `${b.moduleId}:${b.enCode}`;
    buttonIds.set(key, [...(buttonIds.get(key) ?? []), b.id]);
  }
  return { menuIds, buttonIds };
}

/** The menu index at the request's epoch (read fresh without one). */
export function menuIndex(db: DbOrTx, epoch: string | null | undefined): Promise<MenuIndex> {
  return epochCacheOf(menuCaches, db).get('menus', epoch, () => loadMenuIndex(db));
}

/** Ids of the enabled menus with one of the enCodes. */
export const enabledMenuIds = (index: MenuIndex, enCodes: string | string[]): string[] =>
  anyOf(enCodes).flatMap((code) => index.menuIds.get(code) ?? []);

/**
 * Does the user hold one of the enabled menus `menu` (by enCode) and, if given, one of its buttons `button`?
 * `epoch` is the request's authorisation epoch (the menu index is cached for it).
 */
export async function hasMenuAccess(db: DbOrTx, grants: Grants, access: MenuAccess, epoch?: string | null): Promise<boolean> {
  if (grants.admin) return true;
  const index = await menuIndex(db, epoch);
  const granted = enabledMenuIds(index, access.menu).filter((id) => grants.items.module.has(id));
  if (granted.length === 0) return false;
  if (!access.button) return true;
  const buttons = granted.flatMap((menuId) => anyOf(access.button!).flatMap((code) => index.buttonIds.get(`${menuId}:${code}`) ?? []));
  return buttons.some((id) => grants.items.button.has(id));
}
