import type { Text } from '../../core/i18n';

/** Texts of the chat's `error` frames (docs/product.md#websocket). */
export const chatText = {
  empty: { zh: '消息内容不能为空', zhtw: '訊息內容不能為空', en: 'The message is empty' },
  tooLong: { zh: '消息不能超过2000个字符', zhtw: '訊息不能超過2000個字元', en: 'A message has at most 2000 characters' },
  badRecipient: { zh: '接收人不存在或已停用', zhtw: '接收人不存在或已停用', en: 'The recipient does not exist or is disabled' },
  self: { zh: '不能给自己发送消息', zhtw: '不能給自己發送訊息', en: 'You cannot send a message to yourself' },
  badImage: { zh: '图片不存在', zhtw: '圖片不存在', en: 'The image was not found' },
  badType: { zh: '不支持的消息类型', zhtw: '不支援的訊息類型', en: 'Unsupported message type' },
  tooFast: { zh: '发送太频繁，请稍后再试', zhtw: '發送太頻繁，請稍後再試', en: 'Sending too fast; please wait a moment' },
} satisfies Record<string, Text>;
