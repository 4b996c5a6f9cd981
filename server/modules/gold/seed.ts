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

/** The directory `enCode` (created under `parentId` when missing). */
async function ensureDirectory(tx: Tx, enCode = 'gold', fullName = '黄金业务', icon = 'GoldOutlined', sortCode = 10, parentId?: string): Promise<string> {
  const [found] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.enCode, enCode));
  if (found) return found.id;
  const [row] = await tx.insert(menus).values({ type: 1, enCode, fullName, icon, sortCode, ...(parentId ? { parentId } : {}) }).returning();
  return row.id;
}

async function addPage(tx: Tx, parentId: string, enCode: string, fullName: string, urlAddress: string, icon: string, sortCode: number, extra: Array<[string, string]> = [], buttons = BUTTONS) {
  const [page] = await tx.insert(menus).values({ parentId, type: 2, enCode, fullName, urlAddress, icon, isButtonAuthorize: 1, sortCode }).returning();
  await tx.insert(menuButtons).values([...buttons, ...extra].map(([code, name], i) => ({ moduleId: page.id, enCode: code, fullName: name, sortCode: i + 1 })));
}

const UPLOAD: [string, string] = ['btn_upload', '导入'];

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

/** Stock, sales and gold prices under 黄金业务 (gold operations I); imports need btn_upload, outbound btn_out. */
export const goldOperationMenus: SeedStep = {
  name: 'gold-operation-menus',
  async run(tx) {
    const parentId = await ensureDirectory(tx);
    await addPage(tx, parentId, GOLD_MENUS.inventory, '库存管理', 'gold/inventory', 'InboxOutlined', 4, [UPLOAD, ['btn_out', '出库']]);
    await addPage(tx, parentId, GOLD_MENUS.sale, '销售管理', 'gold/sales', 'ShoppingCartOutlined', 5, [UPLOAD], BUTTONS.filter(([c]) => c !== 'btn_add' && c !== 'btn_edit'));
    await addPage(tx, parentId, GOLD_MENUS.goldPrice, '金价管理', 'gold/goldPrice', 'LineChartOutlined', 6, [UPLOAD], BUTTONS.filter(([c]) => c !== 'btn_detail'));
  },
};

/** The shop page gains its import button (the shop import). */
export const goldShopImportButton: SeedStep = {
  name: 'gold-shop-import-button',
  async run(tx) {
    const [page] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.enCode, GOLD_MENUS.shop));
    if (page) await tx.insert(menuButtons).values({ moduleId: page.id, enCode: UPLOAD[0], fullName: UPLOAD[1], sortCode: 20 });
  },
};

const pick = (codes: string[]) => BUTTONS.filter(([c]) => codes.includes(c));

/**
 * Gold operations II under 黄金业务: 财务管理 (settlements, funds, special funds, the standing book) and 月末管理. Settling
 * is btn_add on the settlement page, a day's price btn_edit; funds: btn_receipt presents and confirms a batch, btn_complete
 * completes a fund by hand; month-end: btn_generate runs the month-end of a past month.
 */
export const goldFinanceMenus: SeedStep = {
  name: 'gold-finance-menus',
  async run(tx) {
    const gold = await ensureDirectory(tx);
    const finance = await ensureDirectory(tx, 'goldFinancial', '财务管理', 'AccountBookOutlined', 7, gold);
    await addPage(tx, finance, GOLD_MENUS.settlement, '门店结算', 'gold/financial/settlement', 'AuditOutlined', 1, [],
      pick(['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_download']));
    await addPage(tx, finance, GOLD_MENUS.fund, '资金管理', 'gold/financial/fund', 'MoneyCollectOutlined', 2,
      [['btn_receipt', '确认收款'], ['btn_complete', '手动完成']], pick(['btn_add', 'btn_remove', 'btn_detail', 'btn_download']));
    await addPage(tx, finance, GOLD_MENUS.specialFund, '特殊款项', 'gold/financial/specialMoney', 'FundOutlined', 3, [],
      pick(['btn_add', 'btn_edit', 'btn_remove', 'btn_download']));
    await addPage(tx, finance, GOLD_MENUS.standingBook, '资金台账', 'gold/financial/standingBook', 'BookOutlined', 4, [], pick(['btn_detail']));
    const monthEnd = await ensureDirectory(tx, 'goldEndMonth', '月末管理', 'CalendarOutlined', 8, gold);
    await addPage(tx, monthEnd, GOLD_MENUS.monthEnd, '月末结算', 'gold/endMonth', 'ProfileOutlined', 1, [['btn_generate', '生成月末']],
      pick(['btn_detail', 'btn_download']));
  },
};
