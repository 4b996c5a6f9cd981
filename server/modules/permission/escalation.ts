import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../core/errors';
import { L } from '../../core/text';
import { grantObjectIds, type Grants, type ItemType } from './grants';
import { authorizations } from './tables';

/**
 * No privilege escalation (docs/architecture.md#access-rules): whoever holds the user-edit or authorise buttons
 * can hand out only what they hold themselves, and cannot touch their own roles, positions or grants. The
 * administrator holds everything and is exempt.
 */
export const ESCALATION_TEXT = {
  ownGrants: L('不能修改自己的角色、岗位或权限', '不能修改自己的角色、崗位或權限', 'You cannot change your own roles, positions or rights'),
  notHeld: L('不能授予自己没有的权限', '不能授予自己沒有的權限', 'You cannot grant rights you do not hold yourself'),
} as const;

const GRANTABLE: readonly ItemType[] = ['module', 'button', 'column', 'form', 'resource'];

/** 403 unless every item of `items` (per kind) is held by `holder`. */
export function assertHolds(holder: Grants, items: Partial<Record<ItemType, readonly string[]>>): void {
  if (holder.admin) return;
  for (const kind of GRANTABLE) {
    for (const id of items[kind] ?? []) if (!holder.items[kind].has(id)) throw forbidden(ESCALATION_TEXT.notHeld);
  }
}

/** 403 unless every grant of the roles or positions `objectIds` is held by `holder` (giving one hands on its rights). */
export async function assertObjectsWithin(db: DbOrTx, holder: Grants, objectIds: readonly string[]): Promise<void> {
  if (holder.admin || objectIds.length === 0) return;
  const rows = await db.select({ itemType: authorizations.itemType, itemId: authorizations.itemId })
    .from(authorizations).where(inArray(authorizations.objectId, [...objectIds]));
  const items: Partial<Record<ItemType, string[]>> = {};
  for (const r of rows) (items[r.itemType as ItemType] ??= []).push(r.itemId);
  assertHolds(holder, items);
}

/** 403 when one of `objectIds` is the actor or one of the roles and positions the actor's own rights come from. */
export async function assertNotOwn(db: DbOrTx, actor: { id: string; grants: Grants }, objectIds: readonly string[]): Promise<void> {
  if (actor.grants.admin || objectIds.length === 0) return;
  const own = new Set(await grantObjectIds(db, actor.id, { includeDisabled: true }));
  if (objectIds.some((id) => own.has(id))) throw forbidden(ESCALATION_TEXT.ownGrants);
}
