import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { NAMED_TABLES, SEEDED_NAMES_MARKER } from '../../server/db/seed-name-fill';
import { menus, dictionaryData, dictionaryTypes, roles, seedSteps, sysConfig } from '../../server/db/schema';
import { LOCAL_CONFIG_KEYS } from '../../server/modules/system/config-defaults';
import { rowsOf } from '../../server/db/json-params';
import { adminLogin, call, createTestApp, testDatabaseConfig, type TestContext } from './helpers';

/* Names that are data carry zh / zhtw / en: seeded in all three, edited in all three, read in the reader's language. */
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const EN = { 'jnpf-lang': 'en' };
const TW = { 'jnpf-lang': 'zhtw' };

/** Every `fullName` of a tree (children included). */
function namesOf(nodes: Array<{ fullName?: string; children?: unknown[] }>): string[] {
  return nodes.flatMap((n) => [n.fullName ?? '', ...namesOf((n.children ?? []) as typeof nodes)]);
}

describe('seeded names', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const made = await testDatabaseConfig();
    drop = made.drop;
    database = await openDatabase(made.config);
    await seedDatabase(database.db, { adminPassword: 'Admin12345', seedDemo: true, demoPassword: 'Demo12345', print: () => {} });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('every seeded menu, item, dictionary, role, position and organisation has zhtw and en', async () => {
    const missing: string[] = [];
    for (const table of NAMED_TABLES) {
      const rows = rowsOf<{ full_name: string }>(await database.db.execute(sql`select full_name from ${sql.identifier(table)}
        where coalesce(name_i18n->>'zhtw', '') = '' or coalesce(name_i18n->>'en', '') = ''`));
      missing.push(...rows.map((r) => `${table}: ${r.full_name}`));
    }
    expect(missing).toEqual([]);
    // The demo's and the platform's seeds do write names of each kind.
    const [{ n }] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from roles`));
    expect(n).toBeGreaterThanOrEqual(2);
  });

  it('the product name, description, copyright and company have zhtw and en', async () => {
    const rows = await database.db.select().from(sysConfig);
    for (const key of LOCAL_CONFIG_KEYS) {
      const row = rows.find((r) => r.key === key)!;
      expect(row.valueI18n?.en, key).toMatch(/\S/);
      expect(row.valueI18n?.zhtw, key).toMatch(/\S/);
      expect(row.valueI18n!.en!, key).not.toMatch(CJK);
    }
  });

  it('a start with no new seed rows and the same catalogue does not fill again; a changed catalogue does', async () => {
    const db = database.db;
    const blank = () => db.update(dictionaryTypes).set({ nameI18n: null }).where(eq(dictionaryTypes.enCode, 'sex'));
    const sexI18n = async () => (await db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'sex')))[0].nameI18n;
    await blank();
    await seedDatabase(db, {});
    // The fill did not run: the row it would fill is as it was.
    expect(await sexI18n()).toBeNull();
    // Another version's catalogue (another marker): the next start fills, and records this version's marker once.
    await db.update(seedSteps).set({ name: 'seeded-names:older' }).where(eq(seedSteps.name, SEEDED_NAMES_MARKER));
    await seedDatabase(db, {});
    expect(await sexI18n()).toMatchObject({ en: expect.any(String) });
    const markers = await db.select().from(seedSteps).where(like(seedSteps.name, 'seeded-names:%'));
    expect(markers.map((m) => m.name)).toEqual([SEEDED_NAMES_MARKER]);
  });

  it('an older database gets the translations on its next start; a renamed row keeps what its administrator wrote', async () => {
    const db = database.db;
    await db.update(menus).set({ nameI18n: null }).where(eq(menus.enCode, 'system'));
    await db.update(menus).set({ fullName: '平台设置', nameI18n: null }).where(eq(menus.enCode, 'permission'));
    await db.update(roles).set({ nameI18n: { en: 'Ops people' } }).where(eq(roles.enCode, 'operator'));
    // An older version left no marker of this version's fill.
    await db.delete(seedSteps).where(eq(seedSteps.name, SEEDED_NAMES_MARKER));
    await seedDatabase(db, {});
    const [system] = await db.select().from(menus).where(eq(menus.enCode, 'system'));
    expect(system.nameI18n).toEqual({ zhtw: '系統管理', en: 'System' });
    const [permission] = await db.select().from(menus).where(eq(menus.enCode, 'permission'));
    expect(permission.nameI18n).toBeNull();
    const [operator] = await db.select().from(roles).where(eq(roles.enCode, 'operator'));
    expect(operator.nameI18n).toEqual({ en: 'Ops people' });
  });
});

describe('names in the reader\'s language', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminLogin(t.app);
  }, 60_000);
  afterAll(async () => t?.close());

  it('the menu, the permission list and the user info of CurrentUser are in English', async () => {
    const r = await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: admin, headers: EN });
    const names = namesOf(r.data.menuList);
    expect(names).toContain('System');
    expect(names.filter((n) => CJK.test(n))).toEqual([]);
    const items = r.data.permissionList.flatMap((p: { moduleName: string; button: Array<{ fullName: string }> }) => [p.moduleName, ...p.button.map((b) => b.fullName)]);
    expect(items.filter((n: string) => CJK.test(n))).toEqual([]);
    expect(r.data.userInfo.organizeName).toBe('Jinyuan Gold Group');
    expect(r.data.userInfo.departmentName).toBe('Operations');
    const zh = await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: admin });
    expect(namesOf(zh.data.menuList)).toContain('系统管理');
    const tw = await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: admin, headers: TW });
    expect(namesOf(tw.data.menuList)).toContain('系統管理');
  });

  it('the authorisation trees are in English', async () => {
    const [role] = await t.db.select().from(roles).where(eq(roles.enCode, 'operator'));
    const r = await call(t.app, 'GET', `/api/permission/Authority/Data/${role.id}`, { token: admin, headers: EN, query: { objectType: 'Role' } });
    expect(r.code).toBe(200);
    const names = [...namesOf(r.data.module.list), ...namesOf(r.data.button.list)];
    expect(names).toEqual(expect.arrayContaining(['Permissions', 'Roles', 'Delete', 'Force offline']));
    expect(names.filter((n) => CJK.test(n))).toEqual([]);
  });

  it('dictionary selectors, role, position and organisation lists are in English, with zh where no English was given', async () => {
    const sex = await call(t.app, 'GET', '/api/system/DictionaryData/sex/Data/Selector', { token: admin, headers: EN });
    expect(namesOf(sex.data.list)).toEqual(['Male', 'Female']);
    const types = await call(t.app, 'GET', '/api/system/DictionaryType/Selector', { token: admin, headers: EN });
    expect(namesOf(types.data.list).filter((n) => CJK.test(n))).toEqual([]);
    const rolesPage = await call(t.app, 'GET', '/api/permission/Role', { token: admin, headers: EN });
    expect(rolesPage.data.list.map((r: { fullName: string }) => r.fullName)).toContain('Operator');
    const positions = await call(t.app, 'GET', '/api/permission/Position', { token: admin, headers: EN });
    expect(positions.data.list[0]).toMatchObject({ fullName: 'Operations specialist', department: 'Operations' });
    const orgs = await call(t.app, 'GET', '/api/permission/Organize', { token: admin, headers: EN, query: { withDepartments: '1' } });
    expect(namesOf(orgs.data.list)).toEqual(expect.arrayContaining(['Jinyuan Gold Group', 'Operations']));
    // A name given in zh only reads as zh in every language.
    const typeId = (await t.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.enCode, 'sex')))[0].id;
    await t.db.update(dictionaryData).set({ nameI18n: { zhtw: '女' } }).where(and(eq(dictionaryData.typeId, typeId), eq(dictionaryData.enCode, '2')));
    const fallback = await call(t.app, 'GET', '/api/system/DictionaryData/sex/Data/Selector', { token: admin, headers: EN });
    expect(namesOf(fallback.data.list)).toEqual(['Male', '女']);
  });

  it('a role or position keyword finds the name in any of its languages, whatever the reader\'s', async () => {
    const names = (r: { data?: { list: Array<{ fullName: string }> } }) => r.data!.list.map((x) => x.fullName);
    const roleSearch = (keyword: string, headers = {}) => call(t.app, 'GET', '/api/permission/Role', { token: admin, headers, query: { keyword } });
    const positionSearch = (keyword: string, headers = {}) => call(t.app, 'GET', '/api/permission/Position', { token: admin, headers, query: { keyword } });
    // The seeded operator role and operations specialist position: zh, zhtw and en, read in English and in zh.
    expect(names(await roleSearch('operat', EN))).toContain('Operator');
    expect(names(await roleSearch('OPERATOR'))).toContain('运营人员');
    expect(names(await roleSearch('營運人員', EN))).toContain('Operator');
    expect(names(await positionSearch('specialist', EN))).toContain('Operations specialist');
    expect(names(await positionSearch('專員', EN))).toContain('Operations specialist');
    // No language holds the text: nothing.
    expect(names(await roleSearch('no such role', EN))).toEqual([]);
  });

  it('a menu is edited in three languages; a call that knows only fullName keeps them, a rename without them drops them', async () => {
    const created = await call(t.app, 'POST', '/api/system/Menu', {
      token: admin,
      payload: { type: 1, fullName: '报表中心', fullNameZhtw: '報表中心', fullNameEn: 'Reports', enCode: 'reportsI18n', icon: 'BarChartOutlined' },
    });
    expect(created.code).toBe(200);
    const id = created.data.id as string;
    const info = await call(t.app, 'GET', `/api/system/Menu/${id}`, { token: admin, headers: EN });
    expect(info.data).toMatchObject({ fullName: '报表中心', fullNameZhtw: '報表中心', fullNameEn: 'Reports' });
    const list = await call(t.app, 'GET', '/api/system/Menu', { token: admin, headers: EN });
    expect(namesOf(list.data.list)).toContain('Reports');

    expect((await call(t.app, 'PUT', `/api/system/Menu/${id}`, { token: admin, payload: { type: 1, fullName: '报表中心', enCode: 'reportsI18n', sortCode: 5 } })).code).toBe(200);
    expect((await call(t.app, 'GET', `/api/system/Menu/${id}`, { token: admin })).data.fullNameEn).toBe('Reports');

    expect((await call(t.app, 'PUT', `/api/system/Menu/${id}`, { token: admin, payload: { type: 1, fullName: '统计中心', enCode: 'reportsI18n' } })).code).toBe(200);
    const renamed = await call(t.app, 'GET', `/api/system/Menu/${id}`, { token: admin });
    expect(renamed.data).toMatchObject({ fullName: '统计中心', fullNameZhtw: '', fullNameEn: '' });

    expect((await call(t.app, 'PUT', `/api/system/Menu/${id}`, {
      token: admin, payload: { type: 1, fullName: '统计中心', fullNameEn: 'Statistics', enCode: 'reportsI18n' },
    })).code).toBe(200);
    const me = await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: admin, headers: EN });
    expect(namesOf(me.data.menuList)).toContain('Statistics');
  });

  it('a button, a dictionary item, a role, a position and a company are edited in three languages', async () => {
    const menu = (await t.db.select().from(menus).where(eq(menus.enCode, 'role')))[0];
    const button = await call(t.app, 'POST', '/api/system/ModuleButton', {
      token: admin, payload: { moduleId: menu.id, fullName: '打印', fullNameEn: 'Print', fullNameZhtw: '列印', enCode: 'btn_print' },
    });
    expect(button.code).toBe(200);
    const buttons = await call(t.app, 'GET', `/api/system/ModuleButton/${menu.id}/List`, { token: admin, headers: EN });
    expect(namesOf(buttons.data.list)).toContain('Print');

    const type = await call(t.app, 'POST', '/api/system/DictionaryType', {
      token: admin, payload: { fullName: '颜色', fullNameEn: 'Colour', enCode: 'colourI18n' },
    });
    expect(type.code).toBe(200);
    const item = await call(t.app, 'POST', '/api/system/DictionaryData', {
      token: admin, payload: { typeId: type.data.id, fullName: '红色', fullNameEn: 'Red', fullNameZhtw: '紅色', enCode: 'red' },
    });
    expect(item.code).toBe(200);
    const items = await call(t.app, 'GET', '/api/system/DictionaryData/colourI18n/Data/Selector', { token: admin, headers: TW });
    expect(namesOf(items.data.list)).toEqual(['紅色']);
    const got = await call(t.app, 'GET', `/api/system/DictionaryData/${item.data.id}/Info`, { token: admin });
    expect(got.data).toMatchObject({ fullName: '红色', fullNameZhtw: '紅色', fullNameEn: 'Red' });

    const role = await call(t.app, 'POST', '/api/permission/Role', { token: admin, payload: { fullName: '审计员', fullNameEn: 'Auditor', enCode: 'auditorI18n' } });
    expect(role.code).toBe(200);
    const roleId = (await t.db.select().from(roles).where(eq(roles.enCode, 'auditorI18n')))[0].id;
    expect((await call(t.app, 'GET', `/api/permission/Role/${roleId}`, { token: admin })).data).toMatchObject({ fullName: '审计员', fullNameEn: 'Auditor' });
    const selector = await call(t.app, 'GET', '/api/permission/Role/Selector', { token: admin, headers: EN });
    expect(namesOf(selector.data.list)).toContain('Auditor');

    const company = await call(t.app, 'POST', '/api/permission/Organize', { token: admin, payload: { fullName: '北方公司', fullNameEn: 'North Co.', enCode: 'NORTHI18N' } });
    expect(company.code).toBe(200);
    expect(company.data).toMatchObject({ fullName: '北方公司', fullNameEn: 'North Co.' });
    const picker = await call(t.app, 'GET', '/api/permission/Organize/Selector', { token: admin, headers: EN });
    expect(namesOf(picker.data.list)).toContain('North Co.');
  });

  it('the product name is read in the reader\'s language and edited in three', async () => {
    const en = await call(t.app, 'GET', '/api/system/SysConfig/Public', { headers: EN });
    expect(en.data).toMatchObject({ sysName: 'Gold Franchise Management Platform', copyright: 'Copyright © 2024 Jinyuan Gold Group' });
    const zh = await call(t.app, 'GET', '/api/system/SysConfig/Public');
    expect(zh.data.sysName).toBe('黄金加盟管理平台');
    const saved = await call(t.app, 'PUT', '/api/system/SysConfig', { token: admin, payload: { sysNameEn: 'Gold Back Office', sysNameZhtw: '' } });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ sysName: '黄金加盟管理平台', sysNameEn: 'Gold Back Office', sysNameZhtw: '' });
    expect((await call(t.app, 'GET', '/api/system/SysConfig/Public', { headers: EN })).data.sysName).toBe('Gold Back Office');
    // A blank language falls back to zh.
    expect((await call(t.app, 'GET', '/api/system/SysConfig/Public', { headers: TW })).data.sysName).toBe('黄金加盟管理平台');
  });
});
