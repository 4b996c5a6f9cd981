import type { LocalText } from '../../schemas/text';

/** Shown instead of a barcode whose text the format cannot encode (e.g. letters in EAN13). */
export const BARCODE_INVALID: LocalText = {
  zh: '条码内容不符合 {format} 格式',
  zhtw: '條碼內容不符合 {format} 格式',
  en: 'the content is not valid for {format}',
};
