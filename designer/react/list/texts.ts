import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ListLabel, ListRefusalReason, RowKind, ToolbarKind } from '../../core/list';

/** The buttons the list designer offers (JNPF's btnsList / columnBtnsList names). */
export const KIND_TEXT: Record<ToolbarKind | RowKind, MessageDescriptor> = {
  add: msg`新增`,
  export: msg`导出`,
  import: msg`导入`,
  batchRemove: msg`批量删除`,
  edit: msg`编辑`,
  remove: msg`删除`,
  detail: msg`详情`,
};

/** Why a list gesture was refused. */
export const LIST_REFUSAL_TEXT: Record<ListRefusalReason, MessageDescriptor> = {
  notFound: msg`该项不存在`,
  duplicate: msg`该字段已添加`,
  badIndex: msg`位置无效`,
  lastColumn: msg`列表至少保留一列`,
  invalid: msg`修改后的列表无效`,
};

/** The history verbs of the list designer. */
export const LIST_ACTION_TEXT: Record<ListLabel['action'], MessageDescriptor> = {
  insert: msg`添加`,
  remove: msg`删除`,
  move: msg`移动`,
  replace: msg`修改`,
  settings: msg`列表设置`,
};
