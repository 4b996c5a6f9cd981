import type { MenuEntry } from '../../../runtime/state/session';

/** A menu with one entry of every type, shaped like the seeded CurrentUser reply. */
export const MENU: MenuEntry[] = [
  {
    id: 'm-sys', enCode: 'system', fullName: '系统管理', type: 1, icon: 'icon-sys', hasChildren: true,
    children: [
      { id: 'm-log', parentId: 'm-sys', enCode: 'system.log', fullName: '系统日志', type: 2, urlAddress: 'system/log' },
      { id: 'm-online', parentId: 'm-sys', enCode: 'permission.onlineUser', fullName: '在线用户', type: 2, urlAddress: '/permission/onlineUser?tab=1' },
      { id: 'm-cfg', parentId: 'm-sys', enCode: 'system.sysConfig', fullName: '系统配置', type: 2, urlAddress: 'system/sysConfig' },
    ],
  },
  { id: 'm-model', enCode: 'gold.shop', fullName: '门店', type: 3, urlAddress: 'gold/shop', propertyJson: '{"moduleId":"vd-1","isTree":1}' },
  { id: 'm-dict', enCode: 'dict.demo', fullName: '字典', type: 4, urlAddress: 'dict/demo', propertyJson: '{"moduleId":"vd-2"}' },
  { id: 'm-report', enCode: 'report.sales', fullName: '报表', type: 5, urlAddress: 'report/sales', propertyJson: 'not json' },
  { id: 'm-screen', enCode: 'screen.one', fullName: '大屏', type: 6, propertyJson: '{"moduleId":"scr-9"}' },
  { id: 'm-help', enCode: 'helpDoc', fullName: '帮助文档', type: 7, urlAddress: 'https://docs.example.com/?t=${jnpfToken}', linkTarget: '_blank' },
  { id: 'm-inner', enCode: 'inner.link', fullName: '内嵌链接', type: 7, urlAddress: '${dataV}/preview?token=${jnpfToken}', linkTarget: '_self' },
  { id: 'm-portal', enCode: 'portal.main', fullName: '门户', type: 8, urlAddress: 'portal/main', propertyJson: '{"moduleId":"p-1"}' },
  { id: 'm-vis', enCode: 'visualization', fullName: '数据大屏', type: 2, urlAddress: 'visualization' },
];
