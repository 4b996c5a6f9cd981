import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { SeedStep } from '../../db/seed-steps';
import { menuButtons, menus } from '../permission/tables';
import { GOLD_MENUS } from '../../../models/gold';

const BUTTONS: Array<[string, string]> = [
  ['btn_add', '新增'],
  ['btn_edit', '编辑'],
  ['btn_remove', '删除'],
  ['btn_detail', '详情'],
  ['btn_download', '导出'],
];

export { GOLD_MENUS };

async function ensureDirectory(tx: Tx): Promise<string> {
  const [found] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.enCode, 'gold'));
  if (found) return found.id;
  const [row] = await tx.insert(menus).values({ type: 1, enCode: 'gold', fullName: '黄金业务', icon: 'GoldOutlined', sortCode: 10 }).returning();
  return row.id;
}

async function addPage(tx: Tx, parentId: string, enCode: string, fullName: string, urlAddress: string, icon: string, sortCode: number, extra: Array<[string, string]> = []) {
  const [page] = await tx.insert(menus).values({ parentId, type: 2, enCode, fullName, urlAddress, icon, isButtonAuthorize: 1, sortCode }).returning();
  await tx.insert(menuButtons).values([...BUTTONS, ...extra].map(([code, name], i) => ({ moduleId: page.id, enCode: code, fullName: name, sortCode: i + 1 })));
}

/** The gold master-data menus: SPVs, franchisees, shops (issue: schema runtime). */
export const goldMasterMenus: SeedStep = {
  name: 'gold-master-menus',
  async run(tx) {
    const parentId = await ensureDirectory(tx);
    await addPage(tx, parentId, GOLD_MENUS.spv, 'SPV管理', 'gold/spvs', 'BankOutlined', 1);
    await addPage(tx, parentId, GOLD_MENUS.franchisee, '加盟商管理', 'gold/franchisees', 'IdcardOutlined', 2);
    await addPage(tx, parentId, GOLD_MENUS.shop, '门店管理', 'gold/stores', 'ShopOutlined', 3, [['btn_freeze', '冻结/解冻']]);
  },
};
