import type { LocalText } from '../../schemas/text';

/** Default placeholders and texts of widget props (schema texts, so they carry their languages). */
export const PLEASE_ENTER: LocalText = { zh: '请输入', zhtw: '請輸入', en: 'Please enter' };
export const PLEASE_SELECT: LocalText = { zh: '请选择', zhtw: '請選擇', en: 'Please select' };
