import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { forbidden } from '../core/errors';
import { coreText } from '../core/i18n';
import type { DbOrTx } from '../db/client';
import { currentUser } from '../modules/auth/access-hook';
import { hasMenuAccess, requestGrants } from '../modules/permission/grants';
import type { Actor } from './types';

/** The signed-in user as the author of changes. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, name: user.realName };
}

/** 403 unless the user holds the menu (and button, if given). */
export async function requireAccess(request: FastifyRequest, db: DbOrTx, access: { menu: string; button?: string }): Promise<void> {
  const grants = await requestGrants(request, db);
  if (!(await hasMenuAccess(db, grants, access, request.authEpoch))) throw forbidden(coreText('permissionDenied'));
}

/** 403 unless the user holds one of the menus (drop-down lists shared by several pages). */
export async function requireAnyMenu(request: FastifyRequest, db: DbOrTx, menus: string[]): Promise<void> {
  const grants = await requestGrants(request, db);
  for (const menu of menus) if (await hasMenuAccess(db, grants, { menu }, request.authEpoch)) return;
  throw forbidden(coreText('permissionDenied'));
}

/**
 * A save call creates (no id: the add button) or updates (id: the edit button). The button depends on
 * the body, so it is checked once the body is parsed but before it is validated: a caller without the
 * button learns nothing about their input and nothing is written.
 */
export function editButtonGuard(menu: string, db: DbOrTx, buttons: { add: string; edit: string } = { add: 'btn_add', edit: 'btn_edit' }): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body as { id?: unknown } | null | undefined;
    const updating = typeof body?.id === 'string' && body.id !== '';
    await requireAccess(request, db, { menu, button: updating ? buttons.edit : buttons.add });
  };
}
