import * as XLSX from '@e965/xlsx';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { goldUserScopes, menuDataSchemes, shopInventories, updateRecords } from '../../server/db/schema';
import { GOLD_MENUS } from '../../models/gold';
import { adminLogin, buttonId, call, createTestApp, createUser, grant, login, menuId, type Reply, type TestContext } from './helpers';

/** Menu codes of the gold screens (one definition: models/gold/fields.ts). */
export const MENU = GOLD_MENUS;
export const ALL_BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_download'];

export interface GoldContext extends TestContext {
  admin: string;
}

export async function goldApp(options: { sessionCache?: boolean } = {}): Promise<GoldContext> {
  const t = await createTestApp(options);
  return Object.assign(t, { admin: await adminLogin(t.app) });
}

let userSeq = 0;

/** The id of a seeded data-rule scheme of a gold page. */
export async function schemeId(db: TestContext['db'], menuEnCode: string, enCode: string): Promise<string> {
  const [row] = await db.select({ id: menuDataSchemes.id }).from(menuDataSchemes)
    .where(and(eq(menuDataSchemes.moduleId, await menuId(db, menuEnCode)), eq(menuDataSchemes.enCode, enCode)));
  return row.id;
}

/**
 * A signed-in user granted the given menus with the given buttons (directly, not through a role),
 * optionally linked to an SPV or franchisee (gold_user_scopes); the pages in `unscoped` get no data rule.
 */
export async function goldUser(t: TestContext, grants: Partial<Record<keyof typeof MENU, string[]>>,
  scope?: { spvId?: string; allianceBusinessId?: string; unscoped?: Array<keyof typeof MENU> }, realName?: string): Promise<string> {
  const account = `gold${++userSeq}${Math.random().toString(36).slice(2, 6)}`;
  const userId = await createUser(t.db, { account, password: 'P1', realName: realName ?? account });
  for (const [key, buttons] of Object.entries(grants) as Array<[keyof typeof MENU, string[]]>) {
    await grant(t.db, 'User', userId, 'module', await menuId(t.db, MENU[key]));
    for (const b of buttons) await grant(t.db, 'User', userId, 'button', await buttonId(t.db, MENU[key], b));
  }
  if (scope) {
    await t.db.insert(goldUserScopes).values({ userId, spvId: scope.spvId ?? null, allianceBusinessId: scope.allianceBusinessId ?? null });
    // The link scopes the user through the seeded data rule of each granted page.
    const scheme = scope.allianceBusinessId ? 'franchiseeData' : 'spvData';
    for (const key of Object.keys(grants) as Array<keyof typeof MENU>) {
      if (!scope.unscoped?.includes(key)) await grant(t.db, 'User', userId, 'resource', await schemeId(t.db, MENU[key], scheme));
    }
  }
  return login(t.app, account, 'P1');
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** A valid unified social credit code: 17 characters plus the GB 32100 check character. */
export function creditCode(n: number): string {
  const body = `91440300${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(body[i]) * CREDIT_WEIGHTS[i];
  return body + CREDIT_CHARS[(31 - (sum % 31)) % 31];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A valid national id number born 1990-01-01 with sequence n (GB 11643 check digit). */
export function idNumber(n: number): string {
  const body = `44030519900101${String(n % 1000).padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * ID_WEIGHTS[i];
  return body + '10X98765432'[sum % 11];
}

/** Area ids of the national division codes (seeded by the catalogue). */
export const NANSHAN = ['44', '4403', '440305'];
export const FUTIAN = ['44', '4403', '440304'];
export const HAIDIAN = ['11', '1101', '110108'];

let nameSeq = 0;
export const uniqueName = (prefix: string) => `${prefix}${++nameSeq}${Math.random().toString(36).slice(2, 6)}`;

export async function createSpv(t: GoldContext, fields: Record<string, unknown> = {}, token = t.admin): Promise<any> {
  const r = await call(t.app, 'POST', '/api/spv/edit', { token, payload: { name: uniqueName('SPV'), phone: '0755-88886666', ...fields } });
  if (r.code !== 200) throw new Error(`spv create failed: ${r.code} ${r.msg}`);
  return r.data;
}

export async function createFranchisee(t: GoldContext, spvId: string, fields: Record<string, unknown> = {}, token = t.admin, type: 1 | 2 = 1): Promise<any> {
  const url = type === 1 ? '/api/allianceBusiness/personalEdit' : '/api/allianceBusiness/enterpriseEdit';
  const typeFields = type === 1 ? { idNumber: idNumber(++nameSeq), gender: 1 } : { creditCode: creditCode(++nameSeq) };
  const r = await call(t.app, 'POST', url, { token, payload: { spvId, name: uniqueName('加盟商'), ...typeFields, ...fields } });
  if (r.code !== 200) throw new Error(`franchisee create failed: ${r.code} ${r.msg}`);
  return r.data;
}

export async function createShop(t: GoldContext, allianceBusinessId: string, fields: Record<string, unknown> = {}, token = t.admin): Promise<any> {
  const r = await call(t.app, 'POST', '/api/shop/edit', { token, payload: { allianceBusinessId, name: uniqueName('门店'), ...fields } });
  if (r.code !== 200) throw new Error(`shop create failed: ${r.code} ${r.msg}`);
  return r.data;
}

export async function rowCount(t: TestContext, table: PgTable, where?: SQL): Promise<number> {
  const [{ n }] = await t.db.select({ n: count() }).from(table).where(where);
  return Number(n);
}

export const recordCount = (t: TestContext, entityId: string) => rowCount(t, updateRecords, eq(updateRecords.entityId, entityId));
/** An entity's change records as the history page reads them (in `lang`), times as Dates. */
export async function recordsOf(t: GoldContext, entityType: string, entityId: string, lang = 'zh'): Promise<Array<Record<string, any>>> {
  const r = await call(t.app, 'GET', '/api/updateRecord/page', { token: t.admin, query: { entityType, entityId, pageSize: '500' }, headers: { 'jnpf-lang': lang } });
  if (r.code !== 200) throw new Error(`records of ${entityType} ${entityId}: ${r.code} ${r.msg}`);
  return (r.data.list as Array<Record<string, any>>).map((x) => ({ ...x, createdAt: new Date(x.createdAt) }));
}

/** The stored change rows of an entity (field keys and raw values). */
export const storedRecordsOf = (t: TestContext, entityType: string, entityId: string) =>
  t.db.select().from(updateRecords).where(and(eq(updateRecords.entityType, entityType), eq(updateRecords.entityId, entityId)));

/**
 * Calls a download (an export, a template); returns the reply, its file name (filename*), its parsed first sheet (rows
 * of cells as text) or, when the server answered an error, its JSON.
 */
export async function fileCall(t: TestContext, method: 'GET' | 'POST', url: string, token: string | undefined,
  opts: { payload?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const res = await t.app.inject({ method, url, query: opts.query, payload: opts.payload as object | undefined, headers: { ...(token ? { authorization: token } : {}), ...opts.headers } });
  const isXlsx = String(res.headers['content-type']).includes('spreadsheetml');
  let rows: string[][] = [];
  let sheetName = '';
  if (isXlsx) {
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    sheetName = book.SheetNames[0];
    rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[sheetName], { header: 1, raw: false, defval: '' });
  }
  const fileName = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(String(res.headers['content-disposition'] ?? ''))?.[1] ?? '');
  return { res, isXlsx, rows, sheetName, fileName, json: isXlsx ? null : (res.json() as Reply) };
}

/** POSTs an export; returns the reply, its parsed sheet (rows of cells as text) or its JSON. */
export const exportCall = (t: TestContext, url: string, token: string | undefined, payload: unknown = {}, headers: Record<string, string> = {}) =>
  fileCall(t, 'POST', url, token, { payload, headers });

/** The headers of the inbound, outbound and sales import files (the columns of their templates, tests/api/gold-exports.test.ts). */
export const INBOUND_HEADER = ['饰品编号', '门店', '入库批次', '饰品类别', '品名', '金重(g)', '成色(‰)', '工费(元)', '入库日期', '备注'];
export const OUT_HEADER = ['饰品编号', '出库日期', '出库类型', '出库原因'];
export const SALE_HEADER = ['门店', '饰品编号', '销售日期', '金重(g)', '销售金价(元/克)', '工费(元)', '旧料克重(g)', '旧料金价(元/克)', '销售员', '备注'];

/** Takes items into a shop (named by its code) through the inbound import's save; throws unless saved. */
export async function stockIn(t: GoldContext, shopCode: string, numbers: string[], fields: Record<string, string> = {}): Promise<void> {
  const list = numbers.map((inventoryNumber) => ({
    inventoryNumber, shopId: shopCode, batchNumber: 'RK1', category: 'ring', productName: '足金戒指', goldWeight: '3.456', inboundDate: '2026-01-05', ...fields,
  }));
  const r = await call(t.app, 'POST', '/api/shopInventory/import', { token: t.admin, payload: { list, blnOut: false } });
  if (r.code !== 200) throw new Error(`inbound failed: ${r.code} ${r.msg}`);
}

/** A stock item as stored (state, shop, soft deletion, version), by its number. */
export async function storedItem(t: TestContext, inventoryNumber: string) {
  const [row] = await t.db.select().from(shopInventories).where(eq(shopInventories.inventoryNumber, inventoryNumber));
  return row;
}

export { call };
