import { L } from '../../core/text';

/** Server texts of publishing a design (docs/architecture.md#dynamic-models), zh as JNPF words them. */
export const PUBLISH_TEXT = {
  published: L('发布成功', '發布成功', 'Published'),
  /** The problems compileDesign found, joined. */
  cannotPublish: L('无法发布：{problems}', '無法發布：{problems}', 'Cannot publish: {problems}'),
  parentRequired: L('请选择上级菜单', '請選擇上級選單', 'Choose the parent menu'),
  parentMissing: L('上级菜单不存在', '上級選單不存在', 'The parent menu does not exist'),
  menuCodeTaken: L('菜单编码 {code} 已被其他菜单使用', '選單編碼 {code} 已被其他選單使用', 'The menu code {code} is used by another menu'),
  lossyChange: L(
    '字段“{label}”已有数据，不能改为其他类型',
    '欄位「{label}」已有資料，不能改為其他類型',
    'The field "{label}" holds data; its type cannot change',
  ),
  notPublished: L('请先发布该功能', '請先發布該功能', 'Publish the design first'),
} as const;
