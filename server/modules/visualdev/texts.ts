import { L } from '../../core/text';

/** Server texts of the visual development records (docs/product.md#visual-development), zh as JNPF words them. */
export const VISUALDEV_TEXT = {
  created: L('新建成功', '新建成功', 'Created'),
  updated: L('更新成功', '更新成功', 'Updated'),
  deleted: L('删除成功', '刪除成功', 'Deleted'),
  copied: L('复制成功', '複製成功', 'Copied'),
  restored: L('恢复成功', '恢復成功', 'Restored'),
  notFound: L('功能不存在', '功能不存在', 'The design does not exist'),
  versionNotFound: L('版本不存在', '版本不存在', 'The version does not exist'),
  codeTaken: L('编码不能重复', '編碼不能重複', 'The code is already in use'),
  stale: L('数据已被他人修改，请刷新后重试', '資料已被他人修改，請重新整理後重試', 'Someone else changed this design; reload it and try again'),
  /** The first problems of a design that does not validate: "{label}不符合要求：{problems}". */
  invalidDesign: L('{label}不符合要求：{problems}', '{label}不符合要求：{problems}', '{label} is not valid: {problems}'),
  notJson: L('不是有效的JSON', '不是有效的JSON', 'is not valid JSON'),
  notForm: L('必须是表单设计', '必須是表單設計', 'must be a form design'),
  uncategorised: L('未分类', '未分類', 'Uncategorised'),
} as const;

/** Field labels of the design form, for messages that name a field. */
export const VISUALDEV_LABELS = {
  fullName: L('名称', '名稱', 'Name'),
  enCode: L('编码', '編碼', 'Code'),
  category: L('分类', '分類', 'Category'),
  description: L('说明', '說明', 'Description'),
  formData: L('表单设计', '表單設計', 'Form design'),
  columnData: L('列表设计', '列表設計', 'List design'),
  tables: L('数据表', '資料表', 'Tables'),
} as const;
