import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { anyOf, type MenuAccess } from '../../core/route-access';
import { authorizations, menuButtons, menus, positions, roles, userRelations } from '../../db/schema';

export type ItemType = 'module' | 'button' | 'column' | 'form' | 'resource';

/** What a user is granted: item ids per type. The administrator has everything. */
export interface Grants {
  admin: boolean;
  items: Record<ItemType, Set<string>>;
}

const emptyItems = (): Record<ItemType, Set<string>> => ({
  module: new Set(), button: new Set(), column: new Set(), form: new Set(), resource: new Set(),
});

/** The ids grants are attached to: the user, their enabled roles and enabled positions (docs/product.md#jnpf-authorisation). */
export async function grantObjectIds(db: DbOrTx, userId: string): Promise<string[]> {
  const [roleRows, positionRows] = await Promise.all([
    db.select({ id: roles.id }).from(userRelations)
      .innerJoin(roles, eq(roles.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Role'), eq(roles.enabledMark, 1))),
    db.select({ id: positions.id }).from(userRelations)
      .innerJoin(positions, eq(positions.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Position'), eq(positions.enabledMark, 1))),
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

// Cached per request only, so a grant change applies to the very next request.
const perRequest = new WeakMap<FastifyRequest, Promise<Grants>>();

export function requestGrants(request: FastifyRequest, db: DbOrTx): Promise<Grants> {
  const user = request.user;
  if (!user) return Promise.resolve({ admin: false, items: emptyItems() });
  let grants = perRequest.get(request);
  if (!grants) {
    grants = loadGrants(db, user);
    perRequest.set(request, grants);
  }
  return grants;
}

/** Does the user hold one of the enabled menus `menu` (by enCode) and, if given, one of its buttons `button`? */
export async function hasMenuAccess(db: DbOrTx, grants: Grants, access: MenuAccess): Promise<boolean> {
  if (grants.admin) return true;
  const menuRows = await db.select({ id: menus.id }).from(menus)
    .where(and(inArray(menus.enCode, anyOf(access.menu)), eq(menus.enabledMark, 1)));
  const granted = menuRows.filter((m) => grants.items.module.has(m.id)).map((m) => m.id);
  if (granted.length === 0) return false;
  if (!access.button) return true;
  const buttons = await db.select({ id: menuButtons.id }).from(menuButtons)
    .where(and(inArray(menuButtons.moduleId, granted), inArray(menuButtons.enCode, anyOf(access.button)), eq(menuButtons.enabledMark, 1)));
  return buttons.some((b) => grants.items.button.has(b.id));
}
