import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { authorizations, menuButtons, menus, organizations, seedSteps, shops, sysConfig, users } from '../../server/db/schema';
import { verifyPassword } from '../../server/modules/auth/password';
import { md5, testDatabaseConfig } from './helpers';
import { MENU_ICONS } from '../../runtime/shell/layout/icons';

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
    expect(menuRows.map((m) => `${m.type}:${m.enCode}`).sort()).toEqual([
      '1:gold', '1:goldEndMonth', '1:goldFinancial', '1:onlineDev', '1:permission', '1:system', '2:area', '2:billRule', '2:dictionary', '2:goldFranchisee', '2:goldFund',
      '2:goldInventory', '2:goldMonthEnd', '2:goldPrice', '2:goldSale', '2:goldSettlement', '2:goldSpecialMoney', '2:goldSpv', '2:goldStandingBook', '2:goldStore',
      '2:menu', '2:onlineUser', '2:organize', '2:position', '2:role', '2:sysConfig', '2:sysLog', '2:sysNotice', '2:user', '2:visualDev', '7:helpDocs',
    ]);
    // Every seeded menu names an icon the sidebar bundles (an unknown name shows the neutral fallback).
    expect(menuRows.filter((m) => !m.icon || !MENU_ICONS[m.icon]).map((m) => `${m.enCode}:${m.icon}`)).toEqual([]);
    const byCode = (code: string) => menuRows.find((m) => m.enCode === code)!;
    expect(byCode('goldSettlement').parentId).toBe(byCode('goldFinancial').id);
    expect(byCode('goldFinancial').parentId).toBe(byCode('gold').id);
    expect(byCode('goldMonthEnd').parentId).toBe(byCode('goldEndMonth').id);
    const userMenu = menuRows.find((m) => m.enCode === 'user')!;
    expect(userMenu.parentId).toBe(menuRows.find((m) => m.enCode === 'permission')!.id);
    const buttons = await db.select().from(menuButtons);
    const shopMenu = menuRows.find((m) => m.enCode === 'goldStore')!;
    expect(buttons.filter((b) => b.moduleId === shopMenu.id).map((b) => b.enCode).sort())
      .toEqual(['btn_add', 'btn_detail', 'btn_download', 'btn_edit', 'btn_freeze', 'btn_remove', 'btn_upload']);
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

  it('runs each catalogue step once: a seeded row an administrator deleted stays deleted', async () => {
    await database.db.delete(menus).where(eq(menus.enCode, 'goldSpv'));
    await seedDatabase(database.db, {});
    expect(await database.db.select().from(menus).where(eq(menus.enCode, 'goldSpv'))).toEqual([]);
    const steps = (await database.db.select().from(seedSteps)).map((s) => s.name);
    expect(steps).toEqual(expect.arrayContaining(['dictionaries-base', 'areas-china', 'bill-rules-gold', 'gold-master-menus']));
    expect(steps).not.toContain('demo-gold-master');
  });

  it('restores a settings key that is missing', async () => {
    await database.db.delete(sysConfig).where(eq(sysConfig.key, 'isLog'));
    await seedDatabase(database.db, {});
    const [row] = await database.db.select().from(sysConfig).where(eq(sysConfig.key, 'isLog'));
    expect(row.value).toBe('0');
  });
});

describe('seedDatabase with SEED_DEMO', () => {
  let demo: Database;
  let dropDemo: () => Promise<void>;
  beforeAll(async () => {
    const made = await testDatabaseConfig();
    dropDemo = made.drop;
    demo = await openDatabase(made.config);
  });
  afterAll(async () => {
    await demo?.close();
    await dropDemo?.();
  });

  it('adds demo shops and an operator account with the given password, and prints no demo password', async () => {
    const printed: string[] = [];
    await seedDatabase(demo.db, { adminPassword: 'Admin@12345', seedDemo: true, demoPassword: 'Demo@12345', print: (s) => printed.push(s) });
    expect(printed).toEqual([]);
    const [operator] = await demo.db.select().from(users).where(eq(users.account, 'operator'));
    expect(await verifyPassword(operator.passwordHash, md5('Demo@12345'))).toBe(true);
    // A password the operator was given (DEMO_PASSWORD) is theirs to keep.
    expect(operator.mustChangePassword).toBe(false);
    const shopRows = await demo.db.select().from(shops);
    expect(shopRows.length).toBeGreaterThan(0);
    expect(shopRows.every((s) => /^MD\d{10}$/.test(s.code))).toBe(true);
  });

  it('never adds demo data to a database that is already in use', async () => {
    const before = Number((await demo.db.select({ n: count() }).from(shops))[0].n);
    await demo.db.delete(seedSteps).where(eq(seedSteps.name, 'demo-gold-master'));
    await seedDatabase(demo.db, { seedDemo: true, demoPassword: 'Demo@12345' });
    expect(Number((await demo.db.select({ n: count() }).from(shops))[0].n)).toBe(before);
  });
});

describe('seedDatabase with SEED_DEMO and no demo password', () => {
  it('generates the operator\'s password, prints it once, and requires a change at the first sign-in', async () => {
    const made = await testDatabaseConfig();
    const fresh = await openDatabase(made.config);
    try {
      const printed: string[] = [];
      await seedDatabase(fresh.db, { adminPassword: 'Admin@12345', seedDemo: true, print: (line) => printed.push(line) });
      expect(printed).toHaveLength(1);
      const password = /Demo account: operator {2}password: (\S+)/.exec(printed[0])?.[1];
      expect(printed[0]).toContain('it must be changed at first sign-in');
      const [operator] = await fresh.db.select().from(users).where(eq(users.account, 'operator'));
      expect(await verifyPassword(operator.passwordHash, md5(password!))).toBe(true);
      expect(operator.mustChangePassword).toBe(true);
    } finally {
      await fresh.close();
      await made.drop();
    }
    // A fresh database migrated and seeded with a year of demo data: the limit only catches a hang.
  }, 120_000);
});
