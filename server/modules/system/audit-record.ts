import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  areas, billRules, dictionaryData, dictionaryTypes, menuButtons, menuColumns, menuDataSchemes, menuForms, menus, messages, organizations, positions, roles, users, visualdev,
} from '../../db/schema';

/** Where the code and name of a record addressed by id are read from. */
interface RecordSource { table: PgTable; id: PgColumn; code?: PgColumn; name: PgColumn }

const coded = (t: PgTable & { id: PgColumn; enCode: PgColumn; fullName: PgColumn }): RecordSource => ({ table: t, id: t.id, code: t.enCode, name: t.fullName });
const user: RecordSource = { table: users, id: users.id, code: users.account, name: users.realName };

/**
 * The tables behind the by-id write routes of the administration pages, by the route's address up to its id. The
 * operation log names the record by its code and name (docs/product.md#jnpf-system-log); a route missing here is
 * named by its id. Gold saves carry their code and name in the body.
 */
const SOURCES: Record<string, RecordSource> = {
  '/api/permission/Role': coded(roles),
  '/api/permission/Position': coded(positions),
  '/api/permission/Organize': coded(organizations),
  '/api/permission/Organize/Department': coded(organizations),
  '/api/permission/Users': user,
  '/api/system/OnlineUser': user,
  '/api/gold/userLink': user,
  '/api/system/Menu': coded(menus),
  '/api/system/ModuleButton': coded(menuButtons),
  '/api/system/ModuleColumn': coded(menuColumns),
  '/api/system/ModuleForm': coded(menuForms),
  '/api/system/ModuleDataAuthorizeScheme': coded(menuDataSchemes),
  '/api/system/DictionaryType': coded(dictionaryTypes),
  '/api/system/DictionaryData': coded(dictionaryData),
  '/api/system/Area': coded(areas),
  '/api/system/BillRule': coded(billRules),
  '/api/message': { table: messages, id: messages.id, name: messages.title },
  '/api/visualdev/Base': coded(visualdev),
};
/** Authorising names its object by type. */
const OBJECT_SOURCES: Record<string, RecordSource> = { Role: coded(roles), Position: coded(positions), User: user };

type Loose = Record<string, unknown> | null | undefined;
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The id a write addresses: a path parameter, else the body's id, else its ids (a batch delete). */
export function recordIds(params: Loose, body: Loose): string[] {
  const one = text(params?.id) || text(params?.objectId) || text(params?.userId) || text(body?.id);
  if (one) return [one];
  return Array.isArray(body?.ids) ? body.ids.map(text).filter(Boolean) : [];
}

/** "code name" from what a save sends (add and edit forms carry them). */
export function recordFromBody(body: Loose): string {
  const code = text(body?.enCode) || text(body?.code) || text(body?.account);
  const name = text(body?.fullName) || text(body?.realName) || text(body?.name) || text(body?.title);
  return [code, name].filter(Boolean).join(' ');
}

/**
 * "code name" of the record a by-id write addresses, read before the handler runs (a delete removes it), or ''.
 * One indexed read per write; reads are never looked up.
 */
export async function recordFromTable(db: DbOrTx, routeUrl: string, params: Loose, body: Loose): Promise<string> {
  const cut = routeUrl.indexOf('/:');
  if (cut < 0) return '';
  const id = recordIds(params, null)[0];
  const source = routeUrl.startsWith('/api/permission/Authority/Data') ? OBJECT_SOURCES[text(body?.objectType)] : SOURCES[routeUrl.slice(0, cut)];
  if (!id || !source) return '';
  const rows = await db.select({ code: source.code ?? source.name, name: source.name }).from(source.table).where(eq(source.id, id)).limit(1);
  const row = rows[0] as { code: unknown; name: unknown } | undefined;
  if (!row) return '';
  return source.code ? [text(row.code), text(row.name)].filter(Boolean).join(' ') : text(row.name);
}
