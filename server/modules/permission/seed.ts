import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { SeedStep } from '../../db/seed-steps';
import { dictionaryData, dictionaryTypes } from '../system/catalogue-tables';
import { menuButtons, menus } from './tables';

/**
 * Menu codes of the administration screens; routes name them in `access`, screens by address.
 * Authorising is a button (btn_authorize) of the role, position and user pages.
 */
export const ADMIN_MENUS = {
  organize: 'organize',
  position: 'position',
  user: 'user',
  role: 'role',
  menu: 'menu',
  dictionary: 'dictionary',
  area: 'area',
  billRule: 'billRule',
  sysConfig: 'sysConfig',
  sysLog: 'sysLog',
  onlineUser: 'onlineUser',
  sysNotice: 'sysNotice',
} as const;

/** The pages that grant rights; authorisation calls accept any of them with btn_authorize. */
export const AUTHORIZE_MENUS = [ADMIN_MENUS.role, ADMIN_MENUS.position, ADMIN_MENUS.user];

type Button = [string, string];
const CRUD: Button[] = [['btn_add', '新增'], ['btn_edit', '编辑'], ['btn_remove', '删除']];

export interface PageSeed {
  enCode: string;
  fullName: string;
  urlAddress: string;
  icon: string;
  buttons: Button[];
}

const PERMISSION_PAGES: PageSeed[] = [
  { enCode: ADMIN_MENUS.organize, fullName: '组织管理', urlAddress: 'permission/organize', icon: 'ApartmentOutlined', buttons: CRUD },
  { enCode: ADMIN_MENUS.position, fullName: '岗位管理', urlAddress: 'permission/position', icon: 'SolutionOutlined', buttons: [...CRUD, ['btn_authorize', '权限']] },
  { enCode: ADMIN_MENUS.user, fullName: '用户管理', urlAddress: 'permission/user', icon: 'UserOutlined', buttons: [...CRUD, ['btn_resetPassword', '重置密码'], ['btn_authorize', '权限']] },
  { enCode: ADMIN_MENUS.role, fullName: '角色管理', urlAddress: 'permission/role', icon: 'SafetyCertificateOutlined', buttons: [...CRUD, ['btn_authorize', '权限']] },
];

const SYSTEM_PAGES: PageSeed[] = [
  { enCode: ADMIN_MENUS.menu, fullName: '菜单管理', urlAddress: 'system/menu', icon: 'MenuOutlined', buttons: CRUD },
  { enCode: ADMIN_MENUS.dictionary, fullName: '数据字典', urlAddress: 'system/dictionary', icon: 'BookOutlined', buttons: [...CRUD, ['btn_download', '导出'], ['btn_upload', '导入']] },
  { enCode: ADMIN_MENUS.area, fullName: '行政区划', urlAddress: 'system/area', icon: 'EnvironmentOutlined', buttons: CRUD },
  { enCode: ADMIN_MENUS.billRule, fullName: '单据规则', urlAddress: 'system/billRule', icon: 'NumberOutlined', buttons: CRUD },
];

/** Every administration page the seed creates, with its buttons. */
export const PAGE_SEEDS: readonly PageSeed[] = [...PERMISSION_PAGES, ...SYSTEM_PAGES];

export async function directory(tx: Tx, enCode: string, fullName: string, icon: string, sortCode: number): Promise<string> {
  const [found] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.enCode, enCode));
  if (found) return found.id;
  const [row] = await tx.insert(menus).values({ type: 1, enCode, fullName, icon, sortCode }).returning();
  return row.id;
}

export async function addPages(tx: Tx, parentId: string, pages: PageSeed[], firstSort: number): Promise<void> {
  for (const [i, p] of pages.entries()) {
    const [found] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.enCode, p.enCode));
    if (found) continue;
    const [page] = await tx.insert(menus).values({
      parentId, type: 2, enCode: p.enCode, fullName: p.fullName, urlAddress: p.urlAddress, icon: p.icon, isButtonAuthorize: 1, sortCode: firstSort + i,
    }).returning();
    await tx.insert(menuButtons).values(p.buttons.map(([code, name], j) => ({ moduleId: page.id, enCode: code, fullName: name, sortCode: j + 1 })));
  }
}

/** The administration menus (issue: platform administration) and the edit button of system settings. */
export const adminMenus: SeedStep = {
  name: 'admin-menus',
  async run(tx) {
    const permission = await directory(tx, 'permission', '权限管理', 'LockOutlined', 80);
    await addPages(tx, permission, PERMISSION_PAGES, 1);
    const system = await directory(tx, 'system', '系统管理', 'SettingOutlined', 90);
    await addPages(tx, system, SYSTEM_PAGES, 10);
    const [config] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.enCode, ADMIN_MENUS.sysConfig));
    if (config) {
      await tx.update(menus).set({ isButtonAuthorize: 1 }).where(eq(menus.id, config.id));
      await tx.insert(menuButtons).values({ moduleId: config.id, enCode: 'btn_edit', fullName: '编辑', sortCode: 1 });
    }
  },
};

/** Dictionaries of the user and position forms. */
const ADMIN_DICTIONARIES: Array<{ enCode: string; fullName: string; items: Button[] }> = [
  { enCode: 'positionType', fullName: '岗位类型', items: [['manage', '管理岗'], ['business', '业务岗'], ['support', '支持岗']] },
  { enCode: 'education', fullName: '学历', items: [['doctor', '博士'], ['master', '硕士'], ['bachelor', '本科'], ['college', '大专'], ['secondary', '中专/高中'], ['other', '其他']] },
  { enCode: 'certificateType', fullName: '证件类型', items: [['idCard', '居民身份证'], ['passport', '护照'], ['hkMacao', '港澳居民来往内地通行证'], ['taiwan', '台湾居民来往大陆通行证']] },
  { enCode: 'nation', fullName: '民族', items: [['han', '汉族'], ['zhuang', '壮族'], ['hui', '回族'], ['man', '满族'], ['uygur', '维吾尔族'], ['miao', '苗族'], ['yi', '彝族'], ['tujia', '土家族'], ['zang', '藏族'], ['menggu', '蒙古族'], ['other', '其他']] },
];

export const adminDictionaries: SeedStep = {
  name: 'admin-dictionaries',
  async run(tx) {
    for (const [i, d] of ADMIN_DICTIONARIES.entries()) {
      const [found] = await tx.select({ id: dictionaryTypes.id }).from(dictionaryTypes).where(eq(dictionaryTypes.enCode, d.enCode));
      if (found) continue;
      const [type] = await tx.insert(dictionaryTypes).values({ enCode: d.enCode, fullName: d.fullName, sortCode: 20 + i }).returning();
      await tx.insert(dictionaryData).values(d.items.map(([enCode, fullName], j) => ({ typeId: type.id, enCode, fullName, sortCode: j + 1 })));
    }
  },
};
