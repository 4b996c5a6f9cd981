import * as XLSX from '@e965/xlsx';
import { eq, and } from 'drizzle-orm';
import { md5 as jsMd5 } from 'js-md5';
import type { InjectOptions } from 'fastify';
import { buildApp, type App } from '../../server/app';
import type { AppConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { authorizations, menuButtons, menus, organizations, positions, roles, userRelations, users } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/auth/password';
import { ADMIN_PASSWORD, preparedTestDatabase, scratchDatabase, testConfig } from './db-template';
import type { CodeMessage } from '../../server/modules/auth/code-sender';

export { ADMIN_PASSWORD, scratchDatabase } from './db-template';
export const md5 = (s: string): string => jsMd5(s);

/**
 * A fresh empty database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a new
 * PostgreSQL database (created here, dropped by `drop`). The app migrates and seeds it at startup.
 */
export async function testDatabaseConfig(): Promise<{ config: AppConfig; drop: () => Promise<void> }> {
  const base = testConfig();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { config: base, drop: async () => {} };
  const scratch = await scratchDatabase(adminUrl);
  return { config: { ...base, databaseUrl: scratch.url }, drop: scratch.drop };
}

export interface TestContext {
  app: App;
  db: Db;
  /** Sign-in codes the pluggable sender received. */
  codes: CodeMessage[];
  close(): Promise<void>;
}

export async function createTestApp(options: { beforeReady?: (app: App) => void; sessionCache?: boolean } = {}): Promise<TestContext> {
  // A copy of the run's migrated and seeded template: the app's startup still runs migrations and seed, and finds both done.
  const { config, database, drop } = await preparedTestDatabase();
  const codes: CodeMessage[] = [];
  const app = await buildApp({
    config: { ...config, sessionCache: options.sessionCache ?? config.sessionCache }, database, logger: false, codeSender: (m) => { codes.push(m); },
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: app.database.db,
    codes,
    close: async () => {
      await app.close();
      await database?.close(); // an app given its database leaves it open
      await drop();
    },
  };
}

export interface Reply<T = any> { code: number; msg: string; data?: T }

/** One API call; `token` goes into Authorization exactly as the client sends it. */
export async function call<T = any>(app: App, method: InjectOptions['method'], url: string, opts: {
  token?: string; payload?: unknown; query?: Record<string, string>; headers?: Record<string, string>; remoteAddress?: string;
} = {}): Promise<Reply<T>> {
  const res = await app.inject({
    method,
    url,
    query: opts.query,
    payload: opts.payload as InjectOptions['payload'],
    headers: { ...(opts.token ? { authorization: opts.token } : {}), ...opts.headers },
    remoteAddress: opts.remoteAddress,
  });
  return res.json() as Reply<T>;
}

export async function loginReply(app: App, account: string, plain: string, opts: { headers?: Record<string, string>; remoteAddress?: string; payload?: Record<string, unknown> } = {}) {
  return call(app, 'POST', '/api/oauth/Login', {
    query: { client_id: 'admin', client_secret: '123456', scope: 'all', grant_type: 'password' },
    payload: { account, password: md5(plain), ...opts.payload },
    headers: opts.headers,
    remoteAddress: opts.remoteAddress,
  });
}

/** Signs in and returns the token ("Bearer ..."); fails the test when sign-in fails. */
export async function login(app: App, account: string, plain: string, opts: Parameters<typeof loginReply>[3] = {}): Promise<string> {
  const r = await loginReply(app, account, plain, opts);
  if (r.code !== 200) throw new Error(`login ${account} failed: ${r.code} ${r.msg}`);
  return r.data.token as string;
}

export const adminLogin = (app: App, opts: Parameters<typeof loginReply>[3] = {}) => login(app, 'admin', ADMIN_PASSWORD, opts);

export async function seeded(db: Db) {
  const [[role], [department], [company], [position]] = await Promise.all([
    db.select().from(roles).where(eq(roles.enCode, 'operator')),
    db.select().from(organizations).where(eq(organizations.enCode, 'YYB')),
    db.select().from(organizations).where(eq(organizations.enCode, 'JYHJ')),
    db.select().from(positions).where(eq(positions.enCode, 'YYZY')),
  ]);
  return { roleId: role.id, departmentId: department.id, companyId: company.id, positionId: position.id };
}

export interface NewUser {
  account: string;
  password?: string;
  realName?: string;
  organizeId?: string | null;
  roleIds?: string[];
  positionIds?: string[];
  mobilePhone?: string;
  managerId?: string;
  enabledMark?: number;
}

/** Inserts a user directly (the user-admin screens do not exist yet). */
export async function createUser(db: Db, u: NewUser): Promise<string> {
  const [row] = await db.insert(users).values({
    account: u.account,
    realName: u.realName ?? u.account,
    passwordHash: await hashPassword(md5(u.password ?? 'Passw0rd!')),
    organizeId: u.organizeId === undefined ? (await seeded(db)).departmentId : u.organizeId,
    mobilePhone: u.mobilePhone,
    managerId: u.managerId,
    enabledMark: u.enabledMark ?? 1,
  }).returning({ id: users.id });
  const relations = [
    ...(u.roleIds ?? []).map((objectId) => ({ userId: row.id, objectType: 'Role', objectId })),
    ...(u.positionIds ?? []).map((objectId) => ({ userId: row.id, objectType: 'Position', objectId })),
  ];
  if (relations.length) await db.insert(userRelations).values(relations);
  return row.id;
}

/** The entry with this code in a menu tree as CurrentUser's menuList answers it (any depth). */
export function findMenu(nodes: any[], code: string): any {
  for (const n of nodes) {
    if (n.enCode === code) return n;
    const found = findMenu(n.children ?? [], code);
    if (found) return found;
  }
  return undefined;
}

export async function menuId(db: Db, enCode: string): Promise<string> {
  const [m] = await db.select({ id: menus.id }).from(menus).where(eq(menus.enCode, enCode));
  return m.id;
}

export async function buttonId(db: Db, menuEnCode: string, enCode: string): Promise<string> {
  const [b] = await db.select({ id: menuButtons.id }).from(menuButtons)
    .where(and(eq(menuButtons.moduleId, await menuId(db, menuEnCode)), eq(menuButtons.enCode, enCode)));
  return b.id;
}

export async function grant(db: Db, objectType: 'Role' | 'Position' | 'User', objectId: string, itemType: string, itemId: string): Promise<void> {
  await db.insert(authorizations).values({ objectType, objectId, itemType, itemId });
}

/** Lets background log writes land before a table is counted. */
export const settle = (app: App) => app.logWriter.flush();

/** An .xlsx file of the given rows (header first), as a user would fill in a template. */
export function xlsxFile(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** POSTs a file as multipart (field `file`) and answers the reply's JSON. */
export async function uploadFile(app: App, url: string, token: string | undefined, file: Buffer, name = 'import.xlsx'): Promise<Reply> {
  const boundary = 'x-boundary-42';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: token } : {}) } });
  return res.json();
}
