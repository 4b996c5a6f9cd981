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
  /** A group table's List matched more records than it groups. */
  groupCapped: L('记录过多，仅分组显示前{max}条', '記錄過多，僅分組顯示前{max}條', 'Too many records: only the first {max} are grouped'),
  /** App/Preview or ImportData: the data or file is neither a design nor JSON text of one. */
  badDesign: L('不是有效的功能设计', '不是有效的功能設計', 'This is not a valid design'),
  /** Model/Actions/ImportData without a .json file. */
  noDesignFile: L('请选择要导入的功能设计文件（.json）', '請選擇要導入的功能設計檔案（.json）', 'Choose a design file (.json) to import'),
  /** App/Preview: the design does not compile (the problems follow). */
  cannotPreview: L('无法预览：{problems}', '無法預覽：{problems}', 'Cannot preview: {problems}'),
} as const;
