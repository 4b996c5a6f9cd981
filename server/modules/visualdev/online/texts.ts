import { L } from '../../../core/text';

/** Server texts of the OnlineDev calls of published designs (docs/product.md#visual-development), zh as JNPF words them. */
export const ONLINE_TEXT = {
  created: L('新建成功', '新建成功', 'Created'),
  updated: L('更新成功', '更新成功', 'Updated'),
  deleted: L('删除成功', '刪除成功', 'Deleted'),
  /** A design never published, or switched off (state 0): its calls answer 404. */
  notPublished: L('功能未发布或已停用', '功能未發佈或已停用', 'This function is not published'),
  notJson: L('data：不是有效的JSON', 'data：不是有效的JSON', 'data: is not valid JSON'),
  badQueryJson: L('queryJson：不是有效的JSON', 'queryJson：不是有效的JSON', 'queryJson: is not valid JSON'),
  badRows: L('{label}：必须是行的列表', '{label}：必須是行的列表', '{label}: must be a list of rows'),
  templateName: L('{name}导入模板', '{name}導入範本', '{name} import template'),
} as const;
