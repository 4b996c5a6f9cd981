import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { anyOf, type MenuAccess } from '../../core/route-access';
import type { DbOrTx } from '../../db/client';
import { menuButtons, menus } from '../../db/schema';
import { ADMIN_MENUS } from '../permission/seed';
import { LOG_TEXT } from './log-text';

/** How a call ended: the envelope's code and message (refusals and rule failures are HTTP 200 too). */
export interface Outcome { code: number; msg: string }

const ENVELOPE_HEAD = /^\{"code":(\d+),"msg":("(?:[^"\\]|\\.)*")/;

/** The outcome of a reply from its serialised body; a file or stream (an export) is its HTTP status. */
export function outcomeOf(payload: unknown, statusCode: number): Outcome {
  if (typeof payload === 'string') {
    const m = ENVELOPE_HEAD.exec(payload);
    if (m) return { code: Number(m[1]), msg: JSON.parse(m[2]) as string };
  }
  return { code: statusCode, msg: '' };
}

/** A route declares reads sent as POST or PUT with `config.read` (server/core/route-access.ts). */
export const isWrite = (request: FastifyRequest): boolean => request.method !== 'GET' && !request.routeOptions.config?.read;

/** The URL without the client's cache-busting `n` timestamp (runtime/data/http.ts adds it to every call). */
export function withoutCacheBuster(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  params.delete('n');
  const rest = params.toString();
  return rest ? `${url.slice(0, q)}?${rest}` : url.slice(0, q);
}

/** Authorising several kinds of object shares one route: the object's page is the menu. */
const MENU_OF_OBJECT: Record<string, string> = { Role: ADMIN_MENUS.role, Position: ADMIN_MENUS.position, User: ADMIN_MENUS.user };

export interface MenuRow { id: string; enCode: string; fullName: string; urlAddress: string | null }

/** The menu a call acts through: the one its body's object names, else the first the route declares. */
export async function menuOf(db: DbOrTx, access: MenuAccess, body: Record<string, unknown> | null | undefined): Promise<MenuRow | undefined> {
  const codes = anyOf(access.menu);
  const rows = await db.select({ id: menus.id, enCode: menus.enCode, fullName: menus.fullName, urlAddress: menus.urlAddress })
    .from(menus).where(inArray(menus.enCode, codes));
  const preferred = MENU_OF_OBJECT[String(body?.objectType ?? '')] ?? codes[0];
  return rows.find((m) => m.enCode === preferred) ?? rows[0];
}

/** A verb for a write whose route names no button (none does today: tests/api/route-table.test.ts). */
const VERB: Record<string, string> = { POST: LOG_TEXT.submit.zh, PUT: LOG_TEXT.modify.zh, DELETE: LOG_TEXT.remove.zh };

/**
 * The action as the user saw it: the name of the button the route requires on that menu (新增, 编辑, 删除, 导出,
 * 授权...). A save that serves add and edit ([add, edit]) is an edit when its body has an id, as the route checks.
 */
export async function actionOf(db: DbOrTx, request: FastifyRequest, access: MenuAccess, menu: MenuRow | undefined): Promise<string> {
  const buttons = anyOf(access.button ?? []);
  const body = request.body as { id?: unknown } | null | undefined;
  const button = buttons.length > 1 ? buttons[typeof body?.id === 'string' && body.id !== '' ? 1 : 0] : buttons[0];
  if (button && menu) {
    const [row] = await db.select({ fullName: menuButtons.fullName }).from(menuButtons)
      .where(and(eq(menuButtons.moduleId, menu.id), eq(menuButtons.enCode, button))).limit(1);
    if (row) return row.fullName;
  }
  return button ?? VERB[request.method] ?? request.method;
}
