import type { SeedStep } from '../../db/seed-steps';
import { ADMIN_MENUS, addPages, directory, type PageSeed } from '../permission/seed';

/** The notice page (系统管理 > 系统公告) and its buttons; the routes name it in `access` (notice-routes.ts). */
export const NOTICE_PAGE: PageSeed = {
  enCode: ADMIN_MENUS.sysNotice,
  fullName: '系统公告',
  urlAddress: 'system/notice',
  icon: 'BellOutlined',
  buttons: [['btn_add', '新增'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_release', '发布']],
};

export const messageMenus: SeedStep = {
  name: 'message-menus',
  async run(tx) {
    const system = await directory(tx, 'system', '系统管理', 'SettingOutlined', 90);
    await addPages(tx, system, [NOTICE_PAGE], 20);
  },
};
