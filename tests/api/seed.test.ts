import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { authorizations, menuButtons, menus, organizations, sysConfig, users } from '../../server/db/schema';
import { verifyPassword } from '../../server/modules/auth/password';
import { md5, testDatabaseConfig } from './helpers';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const made = await testDatabaseConfig();
  drop = made.drop;
  database = await openDatabase(made.config);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const rows = async (table: PgTable) =>
  Number((await database.db.select({ n: count() }).from(table))[0].n);

describe('seedDatabase', () => {
  it('generates an administrator password, prints it once in a box and requires a change', async () => {
    const printed: string[] = [];
    const result = await seedDatabase(database.db, { print: (s) => printed.push(s) });
    expect(result.seeded).toBe(true);
    expect(result.generatedPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{12}$/);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(`Administrator account: admin  password: ${result.generatedPassword}`);
    expect(printed[0]).toContain('┌');
    const [admin] = await database.db.select().from(users).where(eq(users.account, 'admin'));
    expect(admin).toMatchObject({ realName: '管理员', isAdministrator: 1, mustChangePassword: true });
    expect(await verifyPassword(admin.passwordHash, md5(result.generatedPassword!))).toBe(true);
  });

  it('creates the organisation, menus, buttons, settings and the operator grant', async () => {
    const db = database.db;
    const orgs = await db.select().from(organizations);
    expect(orgs.map((o) => [o.fullName, o.enCode, o.category]).sort()).toEqual([['运营部', 'YYB', 'department'], ['金源黄金集团', 'JYHJ', 'company']]);
    const menuRows = await db.select().from(menus);
    expect(menuRows.map((m) => `${m.type}:${m.enCode}`).sort()).toEqual(['1:system', '2:onlineUser', '2:sysConfig', '2:sysLog', '7:helpDocs']);
    expect((await db.select().from(menuButtons)).map((b) => b.enCode).sort()).toEqual(['btn_forced', 'btn_remove']);
    expect(await rows(authorizations)).toBe(1);
    const [name] = await db.select().from(sysConfig).where(eq(sysConfig.key, 'sysName'));
    expect(name.value).toBe('黄金加盟管理平台');
  });

  it('is idempotent: a second run adds nothing and prints nothing', async () => {
    const counts = async () => Promise.all([users, menus, menuButtons, organizations, authorizations, sysConfig].map((t) => rows(t)));
    const before = await counts();
    const printed: string[] = [];
    const result = await seedDatabase(database.db, { print: (s) => printed.push(s) });
    expect(result).toEqual({ seeded: false });
    expect(printed).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('restores a settings key that is missing', async () => {
    await database.db.delete(sysConfig).where(eq(sysConfig.key, 'isLog'));
    await seedDatabase(database.db, {});
    const [row] = await database.db.select().from(sysConfig).where(eq(sysConfig.key, 'isLog'));
    expect(row.value).toBe('1');
  });
});
