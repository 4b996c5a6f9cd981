import type { SeedStep } from '../../db/seed-steps';
import { addPages, directory, type PageSeed } from '../permission/seed';

/** The menu code the visual development routes name in `access` (routes.ts). */
export const VISUALDEV_MENU = 'visualDev';

/** 在线开发 > 功能设计 and its buttons (docs/product.md#visual-development). */
export const VISUALDEV_PAGE: PageSeed = {
  enCode: VISUALDEV_MENU,
  fullName: '功能设计',
  urlAddress: 'onlineDev/webDesign',
  icon: 'CodeOutlined',
  buttons: [['btn_add', '新增'], ['btn_edit', '编辑'], ['btn_remove', '删除'], ['btn_copy', '复制'], ['btn_release', '发布'], ['btn_code', '生成代码']],
};

export const visualdevMenus: SeedStep = {
  name: 'visualdev-menus',
  async run(tx) {
    const onlineDev = await directory(tx, 'onlineDev', '在线开发', 'CodeOutlined', 95);
    await addPages(tx, onlineDev, [VISUALDEV_PAGE], 1);
  },
};
