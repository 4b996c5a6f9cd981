import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CommandLabel, RefusalReason } from '../core';

/** Why a gesture was refused (designer/core RefusalReason), as the designer tells the user. */
export const REFUSAL_TEXT: Record<RefusalReason, MessageDescriptor> = {
  notFound: msg`字段不存在`,
  notContainer: msg`此处不能放入组件`,
  intoItself: msg`不能放入自身或其子组件中`,
  tableInTable: msg`子表中不能再放子表`,
  containerInTable: msg`子表中不能放布局容器`,
  paneMisplaced: msg`标签页和折叠面板只能放在各自的容器中，容器中只能放面板`,
  badIndex: msg`位置无效`,
  readOnlyProperty: msg`此属性不能修改`,
  invalid: msg`修改后的表单无效`,
};

/** The history list's verbs (designer/core CommandLabel.action). */
export const ACTION_TEXT: Record<CommandLabel['action'], MessageDescriptor> = {
  insert: msg`添加`,
  remove: msg`删除`,
  move: msg`移动`,
  duplicate: msg`复制`,
  paste: msg`粘贴`,
  setField: msg`修改`,
  settings: msg`表单设置`,
  replace: msg`JSON 编辑`,
};

/** Palette group titles (PaletteEntry.group). */
export const GROUP_TEXT: Record<'basic' | 'advanced' | 'system' | 'layout', MessageDescriptor> = {
  basic: msg`基础控件`,
  advanced: msg`高级控件`,
  system: msg`系统控件`,
  layout: msg`布局控件`,
};
