import { L } from '../../core/text';

/** Texts of the menu administration API (menus and their buttons, columns, forms and schemes). */
export const MENU_TEXT = {
  created: L('新建成功', '新建成功', 'Created'),
  menuNotFound: L('菜单不存在', '菜單不存在', 'Menu not found'),
  menuCodeTaken: L('菜单编码不能重复', '菜單編碼不能重複', 'The menu code is already in use'),
  menuNameTaken: L('菜单名称不能重复', '菜單名稱不能重複', 'A menu with this name already exists at this level'),
  inUse: L('此记录被关联引用,不允许被删除', '此記錄被關聯引用,不允許被刪除', 'This record is referenced and cannot be deleted'),
  urlRequired: L('urlAddress：页面、大屏和外链菜单的地址不能为空', 'urlAddress：頁面、大屏和外鏈菜單的地址不能為空', 'urlAddress: pages, data screens and links need an address'),
  moduleIdRequired: L(
    'propertyJson：功能、字典、报表和门户菜单须指定 moduleId',
    'propertyJson：功能、字典、報表和門戶菜單須指定 moduleId',
    'propertyJson: models, dictionaries, reports and portals need a moduleId',
  ),
  propertyJsonInvalid: L('propertyJson：必须是 JSON 对象', 'propertyJson：必須是 JSON 物件', 'propertyJson: must be a JSON object'),
  parentInvalid: L('上级菜单必须是同一分类中已存在的目录', '上級菜單必須是同一分類中已存在的目錄', 'The parent must be an existing directory of the same category'),
  parentCycle: L('上级不能是自己或自己的下级', '上級不能是自己或自己的下級', 'A record cannot be placed under itself or one of its descendants'),
  mustStayDirectory: L('该菜单下有子菜单，类型只能是目录', '該菜單下有子菜單，類型只能是目錄', 'This menu has sub-menus; it must stay a directory'),
  categoryLocked: L('该菜单下有子菜单，不能更改分类', '該菜單下有子菜單，不能更改分類', 'This menu has sub-menus; its category cannot change'),
  blankName: L('fullName：不能为空', 'fullName：不能為空', 'fullName: must not be empty'),
  blankCode: L('enCode：不能为空', 'enCode：不能為空', 'enCode: must not be empty'),
  // Menu items (buttons, columns, forms, data-rule schemes).
  ownerMissing: L('moduleId：所属菜单不存在', 'moduleId：所屬菜單不存在', 'moduleId: the menu does not exist'),
  ownerLocked: L('moduleId：不能更改所属菜单', 'moduleId：不能更改所屬菜單', 'moduleId: an item cannot move to another menu'),
  itemParentInvalid: L('parentId：上级必须是同一菜单中的项', 'parentId：上級必須是同一菜單中的項', 'parentId: the parent must be an item of the same menu'),
} as const;

/** What each kind of menu item is called, for "not found" and "code taken" messages. */
export const ITEM_TEXT = {
  button: {
    notFound: L('按钮不存在', '按鈕不存在', 'Button not found'),
    codeTaken: L('按钮编码不能重复', '按鈕編碼不能重複', 'This menu already has a button with this code'),
  },
  column: {
    notFound: L('列表字段不存在', '列表欄位不存在', 'Column not found'),
    codeTaken: L('列表字段编码不能重复', '列表欄位編碼不能重複', 'This menu already has a column with this code'),
  },
  form: {
    notFound: L('表单字段不存在', '表單欄位不存在', 'Form field not found'),
    codeTaken: L('表单字段编码不能重复', '表單欄位編碼不能重複', 'This menu already has a form field with this code'),
  },
  resource: {
    notFound: L('数据权限方案不存在', '資料權限方案不存在', 'Data rule scheme not found'),
    codeTaken: L('方案编码不能重复', '方案編碼不能重複', 'This menu already has a scheme with this code'),
  },
} as const;
