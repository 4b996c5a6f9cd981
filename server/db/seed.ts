import { createHash } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Db } from './client';
import { authorizations, menuButtons, menus, organizations, positions, roles, users } from './schema';
import { ensureConfigDefaults } from '../modules/system/config-service';
import { generatePassword, hashPassword } from '../modules/auth/password';
import { runSeedSteps } from './seed-steps';
import { SEED_STEPS } from './seed-catalogue';
import { goldDemoSteps } from '../modules/gold/demo-seed';
import { fillSeededNamesIfNeeded } from './seed-name-fill';

export interface SeedOptions {
  /** ADMIN_PASSWORD; when unset a password is generated, printed once and must be changed. */
  adminPassword?: string;
  /** SEED_DEMO: demo gold data and an operator account (password `demoPassword`, else generated, printed and to be changed at first sign-in). */
  seedDemo?: boolean;
  demoPassword?: string;
  /** Where the generated password is printed; console.log so it shows even at LOG_LEVEL=warn. */
  print?: (text: string) => void;
}

export interface SeedResult {
  /** False when the database already had users (only missing settings were added). */
  seeded: boolean;
  generatedPassword?: string;
}

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

function box(line: string): string {
  const bar = '─'.repeat(line.length + 2);
  return `┌${bar}┐\n│ ${line} │\n└${bar}┘`;
}

/**
 * First-start data: settings, the administrator, one company/department/role/position and the
 * menus of the screens that exist. Idempotent and in one transaction; an advisory lock keeps two
 * nodes starting together on an empty PostgreSQL from seeding twice.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const plain = options.adminPassword || generatePassword();
  const generated = !options.adminPassword;
  const demoPassword = options.demoPassword || generatePassword();

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gold-backoffice-seed'))`);
    const settingsAdded = await ensureConfigDefaults(tx);
    const [{ n }] = await tx.select({ n: count() }).from(users);
    if (Number(n) > 0) {
      const ran = await runSeedSteps(tx, SEED_STEPS);
      await fillSeededNamesIfNeeded(tx, settingsAdded > 0 || ran.length > 0);
      return false;
    }
    const passwordHash = await hashPassword(md5(plain));

    const [company] = await tx.insert(organizations).values({ category: 'company', enCode: 'JYHJ', fullName: '金源黄金集团', sortCode: 1 }).returning();
    const [department] = await tx.insert(organizations).values({ category: 'department', parentId: company.id, enCode: 'YYB', fullName: '运营部', sortCode: 1 }).returning();
    const [role] = await tx.insert(roles).values({ enCode: 'operator', fullName: '运营人员', sortCode: 1 }).returning();
    await tx.insert(positions).values({ enCode: 'YYZY', fullName: '运营专员', organizeId: department.id, sortCode: 1 });
    await tx.insert(users).values({
      account: 'admin',
      realName: '管理员',
      isAdministrator: 1,
      organizeId: department.id,
      passwordHash,
      mustChangePassword: generated,
    });

    const menu = async (v: typeof menus.$inferInsert) => (await tx.insert(menus).values(v).returning())[0];
    const system = await menu({ type: 1, enCode: 'system', fullName: '系统管理', icon: 'SettingOutlined', sortCode: 90 });
    const sysLog = await menu({ parentId: system.id, type: 2, enCode: 'sysLog', fullName: '系统日志', urlAddress: 'system/log', icon: 'FileTextOutlined', isButtonAuthorize: 1, sortCode: 1 });
    const onlineUser = await menu({ parentId: system.id, type: 2, enCode: 'onlineUser', fullName: '在线用户', urlAddress: 'permission/onlineUser', icon: 'TeamOutlined', isButtonAuthorize: 1, sortCode: 2 });
    await menu({ parentId: system.id, type: 2, enCode: 'sysConfig', fullName: '系统配置', urlAddress: 'system/sysConfig', icon: 'ToolOutlined', sortCode: 3 });
    await menu({ type: 7, enCode: 'helpDocs', fullName: '帮助文档', urlAddress: '/help', linkTarget: '_blank', icon: 'QuestionCircleOutlined', sortCode: 99 });
    await tx.insert(menuButtons).values([
      { moduleId: sysLog.id, enCode: 'btn_remove', fullName: '删除', icon: 'icon-ym icon-ym-btn-clearn', sortCode: 1 },
      { moduleId: onlineUser.id, enCode: 'btn_forced', fullName: '强制下线', icon: 'icon-ym icon-ym-btn-signOut', sortCode: 1 },
    ]);
    // A non-admin case for tests and demos: the operator may read the log but not delete from it.
    await tx.insert(authorizations).values({ itemType: 'module', itemId: sysLog.id, objectType: 'Role', objectId: role.id });
    await runSeedSteps(tx, SEED_STEPS);
    // Demo data only ever goes into a database that was empty, never into one in use.
    if (options.seedDemo) await runSeedSteps(tx, goldDemoSteps(demoPassword, !options.demoPassword));
    await fillSeededNamesIfNeeded(tx, true);
    return true;
  });

  if (!seeded) return { seeded };
  const print = options.print ?? console.log;
  if (options.seedDemo && !options.demoPassword) {
    print(`\n${box(`Demo account: operator  password: ${demoPassword}`)}\n  (shown once; it must be changed at first sign-in)\n`);
  }
  if (generated) {
    print(`\n${box(`Administrator account: admin  password: ${plain}`)}\n  (shown once; you must change it at first sign-in)\n`);
    return { seeded, generatedPassword: plain };
  }
  return { seeded };
}
