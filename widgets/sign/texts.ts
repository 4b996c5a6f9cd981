import type { LocalText } from '../../schemas/text';

/** Texts of the signature widget (docs/product.md#widgets, #validation-rules, #messages). */
export const SIGN_TEXTS = {
  sign: { zh: '点击签名', zhtw: '點擊簽名', en: 'Sign' },
  title: { zh: '请签名', zhtw: '請簽名', en: 'Please sign' },
  noCanvas: { zh: '当前浏览器无法签名', zhtw: '當前瀏覽器無法簽名', en: 'This browser cannot draw a signature' },
  empty: { zh: '请签名', zhtw: '請簽名', en: 'Please sign' },
  clear: { zh: '清空', zhtw: '清空', en: 'Clear' },
  ok: { zh: '确定', zhtw: '確定', en: 'OK' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  remove: { zh: '删除', zhtw: '刪除', en: 'Delete' },
  confirmRemove: { zh: '确定删除?', zhtw: '確定刪除?', en: 'sure to delete?' },
  image: { zh: '签名', zhtw: '簽名', en: 'Signature' },
} satisfies Record<string, LocalText>;

export type SignTextKey = keyof typeof SIGN_TEXTS;
