import type { LocalText } from '../../schemas/text';

/** The sub-table's own texts (JNPF InputTable; docs/product.md#validation-rules: 不能为空). */
export const ADD_TEXT: LocalText = { zh: '添加', zhtw: '添加', en: 'Add' };
export const TOTAL_TEXT: LocalText = { zh: '合计', zhtw: '合計', en: 'Total' };
export const REQUIRED_CELL_TEXT: LocalText = { zh: '不能为空', zhtw: '不能為空', en: 'Required' };
export const INDEX_TEXT: LocalText = { zh: '序号', zhtw: '序號', en: 'No.' };
export const ACTIONS_TEXT: LocalText = { zh: '操作', zhtw: '操作', en: 'Actions' };
export const DELETE_TEXT: LocalText = { zh: '删除', zhtw: '刪除', en: 'Delete' };
export const CONFIRM_TITLE: LocalText = { zh: '提示', zhtw: '提示', en: 'Notice' };
export const DELETE_CONFIRM_TEXT: LocalText = {
  zh: '此操作将永久删除该数据, 是否继续?',
  zhtw: '此操作將永久刪除該數據, 是否繼續?',
  en: 'This operation will permanently delete the data, continue?',
};
export const OK_TEXT: LocalText = { zh: '确定', zhtw: '確定', en: 'OK' };
export const CANCEL_TEXT: LocalText = { zh: '取消', zhtw: '取消', en: 'Cancel' };
export const NO_ROWS_TEXT: LocalText = { zh: '暂无数据', zhtw: '暫無數據', en: 'No data' };
/** A sub-table in a list cell: its row count. */
export const ROW_COUNT_TEXT: LocalText = { zh: '{count} 行', zhtw: '{count} 行', en: '{count} rows' };
