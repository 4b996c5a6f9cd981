import type { LocalText } from '../../../schemas/text';

/** Texts of the picker widgets and their dialogs (zh as JNPF writes them). */
export const PICKER_TEXT = {
  selectData: { zh: '选择数据', zhtw: '選擇數據', en: 'Select data' },
  keyword: { zh: '请输入关键词查询', zhtw: '請輸入關鍵詞查詢', en: 'Enter a keyword' },
  search: { zh: '查询', zhtw: '查詢', en: 'Search' },
  reset: { zh: '重置', zhtw: '重置', en: 'Reset' },
  refresh: { zh: '刷新', zhtw: '重新整理', en: 'Refresh' },
  confirm: { zh: '确定', zhtw: '確定', en: 'OK' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  clear: { zh: '清空', zhtw: '清空', en: 'Clear' },
  chosen: { zh: '已选', zhtw: '已選', en: 'Selected' },
  remove: { zh: '移除', zhtw: '移除', en: 'Remove' },
  openPicker: { zh: '选择', zhtw: '選擇', en: 'Choose' },
  noData: { zh: '暂无数据', zhtw: '暫無數據', en: 'No data' },
  /** Spec 'please select {title}' (shown 1 s when a user picker is confirmed empty). */
  pleaseSelectTitle: { zh: '请选择{title}', zhtw: '請選擇{title}', en: 'Please select {title}' },
  /** The user picker's default title (docs/product.md#form-behaviour: approver). */
  approver: { zh: '审批人', zhtw: '審批人', en: 'approver' },
  selectUser: { zh: '选择用户', zhtw: '選擇用戶', en: 'Select users' },
  searchUser: { zh: '请输入用户名或账号', zhtw: '請輸入用戶名或賬號', en: 'Name or account' },
  /** Placeholder of the attribute fields (JNPF RelationFormAttr). */
  attrPlaceholder: {
    zh: '用于展示关联表单的属性，且数据不会保存',
    zhtw: '用於展示關聯表單的屬性，且數據不會保存',
    en: 'Shows an attribute of the related form; it is not saved',
  },
} satisfies Record<string, LocalText>;

/** How long the picker warning stays (docs/product.md#constants: picker warning 1 s). */
export const PICKER_WARNING_SECONDS = 1;
