import { L } from '../../core/text';

/** Texts of the message API (docs/product.md#jnpf-messages), sent in the request's language. */
export const MESSAGE_TEXT = {
  noticeMissing: L('公告不存在', '公告不存在', 'The notice does not exist'),
  messageMissing: L('消息不存在', '消息不存在', 'The message does not exist'),
  titleRequired: L('公告标题不能为空', '公告標題不能為空', 'The notice title is required'),
  releasedNoEdit: L('公告已发布，不能修改', '公告已發佈，不能修改', 'A released notice cannot be edited'),
  alreadyReleased: L('公告已发布', '公告已發佈', 'The notice has already been released'),
  released: L('发布成功', '發佈成功', 'Released'),
  created: L('新建成功', '新建成功', 'Created'),
  idsRequired: L('请选择要删除的消息', '請選擇要刪除的消息', 'Choose the messages to delete'),
} as const;
