import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../server/config';
import { buildApp, type App } from '../../server/app';
import { newId } from '../../server/db/columns';
import { menuDataSchemes } from '../../server/db/schema';
import { adminLogin, buttonId, call, createUser, grant, login, menuId, testDatabaseConfig } from './helpers';
import { onlinePublished, publishFixture } from './fixtures/online-published';

/**
 * A published model seen from outside its OnlineDev calls (docs/architecture.md#dynamic-models):
 * - FieldDataSelect (GET /api/visualdev/Base/{id}/FieldDataSelect) answers the target model's rows within the
 *   caller's data rules on that model: a user limited to their own rows sees only those through the picker, and a
 *   user without the model's menu (no scope on it at all) sees none;
 * - the change history knows a published model from the start: a new application over the same database answers
 *   a record's history before any OnlineDev call.
 * PGlite on disk (two applications in turn over one data directory), and PostgreSQL with TEST_DATABASE_URL.
 */

const MENU = 'liveScopeOrder';

let config: AppConfig;
let drop: () => Promise<void>;
let dataDir: string;
let app: App;
let admin: string;
let modelId: string;

const db = () => app.database.db;

/**
 * A user holding 功能设计 and the published menu with btn_add (and btn_edit), limited to their own rows when `own`;
 * with `own` null, 功能设计 only (not the published menu).
 */
async function pickerUser(own: boolean | null): Promise<string> {
  const account = `ls${Math.random().toString(36).slice(2, 8)}`;
  const userId = await createUser(db(), { account, password: 'P1' });
  await grant(db(), 'User', userId, 'module', await menuId(db(), 'visualDev'));
  if (own === null) return login(app, account, 'P1');
  await grant(db(), 'User', userId, 'module', await menuId(db(), MENU));
  for (const b of ['btn_add', 'btn_edit']) await grant(db(), 'User', userId, 'button', await buttonId(db(), MENU, b));
  if (own) {
    const [scheme] = await db().select({ id: menuDataSchemes.id }).from(menuDataSchemes).where(eq(menuDataSchemes.moduleId, await menuId(db(), MENU)));
    await grant(db(), 'User', userId, 'resource', scheme.id);
  }
  return login(app, account, 'P1');
}

const create = async (token: string, title: string) => {
  const r = await call(app, 'POST', `/api/_m/${modelId}`, { token, payload: { title, amount: '1' } });
  expect(r, r.msg).toMatchObject({ code: 200 });
  return r.data.id as string;
};
const picked = async (token: string, key?: string) => {
  const r = await call(app, 'GET', `/api/visualdev/Base/${modelId}/FieldDataSelect`, { token, query: { field: 'title', ...(key ? { key } : {}) } });
  expect(r, r.msg).toMatchObject({ code: 200 });
  return (r.data as Array<{ title: string }>).map((row) => row.title);
};

async function start(): Promise<void> {
  app = await buildApp({ config, logger: false });
  await app.ready();
  admin = await adminLogin(app);
}

beforeAll(async () => {
  const t = await testDatabaseConfig();
  drop = t.drop;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-live-scope-'));
  // PGlite in memory dies with its application: the restart needs one on disk.
  config = t.config.databaseUrl ? t.config : { ...t.config, embedded: 'disk', dataDir };
  await start();
  modelId = newId();
  await publishFixture(db(), onlinePublished(modelId, MENU), { menu: MENU, name: '在线订单', buttons: ['btn_add', 'btn_edit'], ownRows: true });
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('FieldDataSelect applies the target model\'s data rules', () => {
  it('shows a user limited to their own rows only those; without a rule, every row', async () => {
    const own = await pickerUser(true);
    const free = await pickerUser(false);
    await create(admin, '管理员单');
    await create(own, '本人单');
    expect(await picked(own)).toEqual(['本人单']);
    expect(await picked(own, '管理员')).toEqual([]);
    expect((await picked(free)).sort()).toEqual(['本人单', '管理员单']);
    expect((await picked(admin)).sort()).toEqual(['本人单', '管理员单']);
  });

  it('shows a user without the target model\'s menu no rows (its List refuses them), whatever the key', async () => {
    const outsider = await pickerUser(null);
    expect((await call(app, 'POST', `/api/_m/${modelId}/List`, { token: outsider, payload: { currentPage: 1, pageSize: 20 } })).code).toBe(403);
    expect(await picked(outsider)).toEqual([]);
    expect(await picked(outsider, '单')).toEqual([]);
    expect((await picked(admin, '单')).length).toBeGreaterThan(0);
  });
});

describe('the change history of a published model after a start', () => {
  it('answers before any OnlineDev call of the new application', async () => {
    const id = await create(admin, '改前');
    const record = JSON.parse((await call(app, 'GET', `/api/_m/${modelId}/${id}`, { token: admin })).data.data);
    const saved = await call(app, 'PUT', `/api/_m/${modelId}/${id}`, { token: admin, payload: { title: '改后', amount: '1', version: record.version } });
    expect(saved, saved.msg).toMatchObject({ code: 200 });

    await app.close();
    await start();
    const history = await call(app, 'GET', '/api/updateRecord/page', { token: admin, query: { entityType: `vd${modelId}`, entityId: id } });
    expect(history, history.msg).toMatchObject({ code: 200 });
    expect(history.data.list.map((r: any) => [r.field, r.oldValue, r.newValue])).toEqual(expect.arrayContaining([['title', '改前', '改后']]));
    // Still a known entity only while published: another name is refused as before.
    expect((await call(app, 'GET', '/api/updateRecord/page', { token: admin, query: { entityType: `vd${newId()}`, entityId: id } })).code).toBe(400);
  });
});
