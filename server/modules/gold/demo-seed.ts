import { and, eq, inArray, ne } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { SeedStep } from '../../db/seed-steps';
import { authorizations, menuButtons, menus, roles, userRelations, users, organizations } from '../permission/tables';
import { hashPassword } from '../auth/password';
import { issueBillNumber } from '../system/bill-number';
import { allianceBusinesses, shops, spvs } from './tables';
import { demoFinanceStep } from './demo-finance';
import { demoOperationsStep } from './demo-operations';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** Grants the gold master menus and every button but delete to a role. */
async function grantGoldMaster(tx: Tx, roleId: string): Promise<void> {
  const [dir] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.enCode, 'gold'));
  const pages = await tx.select({ id: menus.id }).from(menus).where(eq(menus.parentId, dir.id));
  const pageIds = pages.map((p) => p.id);
  const buttons = await tx.select({ id: menuButtons.id }).from(menuButtons)
    .where(and(inArray(menuButtons.moduleId, pageIds), ne(menuButtons.enCode, 'btn_remove')));
  await tx.insert(authorizations).values([
    ...[dir.id, ...pageIds].map((itemId) => ({ itemType: 'module', itemId, objectType: 'Role', objectId: roleId })),
    ...buttons.map((b) => ({ itemType: 'button', itemId: b.id, objectType: 'Role', objectId: roleId })),
  ]);
}

async function demoUser(tx: Tx, password: string, mustChangePassword: boolean): Promise<void> {
  const [role] = await tx.insert(roles).values({ enCode: 'shopOperator', fullName: '门店运营', description: '演示角色：可查看和编辑门店主数据，不能删除', sortCode: 2 }).returning();
  await grantGoldMaster(tx, role.id);
  const [department] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.enCode, 'YYB'));
  const [user] = await tx.insert(users).values({
    account: 'operator', realName: '运营专员', organizeId: department?.id, passwordHash: await hashPassword(md5(password)), mustChangePassword,
  }).returning({ id: users.id });
  await tx.insert(userRelations).values({ userId: user.id, objectType: 'Role', objectId: role.id });
}

const DEMO_SPVS = [
  { name: '金源黄金供应链(深圳)有限公司', shortName: '金源深圳', creditCode: '91440300MA5F123452', areaIds: ['44', '4403', '440305'], creditLimit: '50000000.00' },
  { name: '金源黄金供应链(上海)有限公司', shortName: '金源上海', creditCode: '91310000MA1K67890X', areaIds: ['31', '3101', '310115'], creditLimit: '30000000.00' },
];

async function demoMasterData(tx: Tx): Promise<void> {
  const spvRows = [];
  for (const s of DEMO_SPVS) {
    const code = await issueBillNumber(tx, 'spvCode');
    const [row] = await tx.insert(spvs).values({ ...s, code, contact: '王经理', phone: '0755-86000000', bankName: '中国工商银行', accountName: s.name }).returning();
    spvRows.push(row);
  }
  const franchisees = [
    { type: 1, name: '张伟', idNumber: '11010519491231002X', gender: 1, spvId: spvRows[0].id, areaIds: ['44', '4403', '440304'] },
    { type: 2, name: '深圳市福满金珠宝有限公司', legalPerson: '李娜', creditCode: '91440300MA5G24680G', spvId: spvRows[0].id, areaIds: ['44', '4403', '440303'] },
    { type: 2, name: '上海浦江金饰有限公司', legalPerson: '陈静', creditCode: '91310115MA1H13579T', spvId: spvRows[1].id, areaIds: ['31', '3101', '310115'] },
  ];
  let shopNo = 0;
  for (const f of franchisees) {
    const code = await issueBillNumber(tx, 'allianceBusinessCode');
    const [row] = await tx.insert(allianceBusinesses).values({ ...f, code, phone: '13800138000', depositAmount: '200000.00' }).returning();
    for (const suffix of ['旗舰店', '社区店']) {
      shopNo += 1;
      await tx.insert(shops).values({
        code: await issueBillNumber(tx, 'shopCode'), name: `${f.name.slice(0, 6)}${suffix}`, allianceBusinessId: row.id, spvId: f.spvId,
        areaIds: f.areaIds, address: `示例路${shopNo}号`, manager: '刘洋', phone: '13900139000', weightLimit: '5000.000', openingDate: '2025-06-01',
      });
    }
  }
}

/**
 * Demo data on an empty embedded database (SEED_DEMO): SPVs, franchisees and shops, an operator account, then a year of prices,
 * stock and sales (demo-operations.ts), and their settlements, payments and rebates (demo-finance.ts). A generated
 * operator password (`mustChangePassword`) must be changed at the first sign-in, as the administrator's must.
 */
export function goldDemoSteps(password: string, mustChangePassword: boolean): SeedStep[] {
  return [
    { name: 'demo-operator', run: (tx) => demoUser(tx, password, mustChangePassword) },
    { name: 'demo-gold-master', run: demoMasterData },
    demoOperationsStep,
    demoFinanceStep,
  ];
}
