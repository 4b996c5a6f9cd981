import type { ComponentType } from 'react';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, HistoryOutlined, LinkOutlined, PlusOutlined,
  UploadOutlined, CheckOutlined, StopOutlined, FormOutlined,
} from '@ant-design/icons';
import { evaluateCondition, pickText, type ActionKind, type ActionSchema, type Lang } from '../../../schemas';
import type { Row } from './useListData';

/** Default button texts by action kind (a schema `label` wins). */
const DEFAULT_LABELS: Record<ActionKind, MessageDescriptor> = {
  add: msg`新增`,
  edit: msg`编辑`,
  form: msg`编辑`,
  remove: msg`删除`,
  batchRemove: msg`批量删除`,
  export: msg`导出`,
  detail: msg`详情`,
  history: msg`历史`,
  link: msg`查看`,
  api: msg`执行`,
  import: msg`导入`,
  custom: msg`设置`,
};

type IconComponent = ComponentType<{ 'aria-hidden'?: boolean }>;

/** Icons an action may name (antd names); only this set is bundled with the list. */
const ICONS: Record<string, IconComponent> = {
  PlusOutlined, DownloadOutlined, DeleteOutlined, EditOutlined, EyeOutlined, HistoryOutlined, LinkOutlined,
  UploadOutlined, CheckOutlined, StopOutlined, FormOutlined,
};

const DEFAULT_TOOLBAR_ICONS: Partial<Record<ActionKind, string>> = {
  add: 'PlusOutlined',
  export: 'DownloadOutlined',
  batchRemove: 'DeleteOutlined',
  import: 'UploadOutlined',
};

/** The name `link` columns use to run an action (schemas/types.ts ActionSchema.name). */
export function actionName(action: ActionSchema): string {
  return action.name ?? action.action;
}

export function actionLabel(action: ActionSchema, lang: Lang, i18n: I18n): string {
  return action.label ? pickText(action.label, lang) : i18n._(DEFAULT_LABELS[action.action]);
}

/** The icon of a toolbar button: the schema's, else the kind's default. */
export function actionIcon(action: ActionSchema): IconComponent | undefined {
  const name = action.icon ?? DEFAULT_TOOLBAR_ICONS[action.action];
  return name ? ICONS[name] : undefined;
}

/** Whether the user may run an action: one with a `permission` code is removed unless granted (docs/product.md#permissions). */
export function isPermitted(action: ActionSchema, has: (code: string) => boolean): boolean {
  return !action.permission || has(action.permission);
}

/** Whether a row action shows for this row: its `visibleOn` over the row's fields (and `row`). */
export function visibleForRow(action: ActionSchema, row: Row): boolean {
  if (!action.visibleOn) return true;
  return evaluateCondition(action.visibleOn, { ...row, row }, false);
}

/** Row buttons shown inline; more go into the row's 更多 menu. */
export const INLINE_ROW_ACTIONS = 3;

/** A row's buttons split into the inline ones and those of its 更多 menu (all inline when they are at most three). */
export function splitRowActions<T>(visible: readonly T[]): { inline: readonly T[]; more: readonly T[] } {
  if (visible.length <= INLINE_ROW_ACTIONS) return { inline: visible, more: [] };
  return { inline: visible.slice(0, INLINE_ROW_ACTIONS), more: visible.slice(INLINE_ROW_ACTIONS) };
}

/** A button in the danger colour: a remove, or one the schema marks `danger`. */
export function isDanger(action: ActionSchema): boolean {
  return !!action.danger || action.action === 'remove';
}
