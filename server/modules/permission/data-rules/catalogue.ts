import type { Text } from '../../../core/i18n';
import type { DbOrTx } from '../../../db/client';
import type { RuleValue } from './compile';
import { RULE_OPS, type RuleFieldInfo } from './types';

/**
 * What data rules may use, registered by the modules that own the pages: the fields of each
 * page (menu enCode) for the scheme editor and the scheme check, and how the placeholders of
 * module-specific links (a user's SPV, franchisee) are looked up.
 */
const fieldsByMenu = new Map<string, RuleFieldInfo[]>();

export function registerRuleFields(menuEnCodes: readonly string[], fields: RuleFieldInfo[]): void {
  for (const code of menuEnCodes) fieldsByMenu.set(code, fields);
}

/** The fields data rules of the page `menuEnCode` may use (empty: the page has no data rules). */
export function ruleFieldsOf(menuEnCode: string): RuleFieldInfo[] {
  return fieldsByMenu.get(menuEnCode) ?? [];
}

export type PlaceholderLookup = (db: DbOrTx, user: { id: string; organizeId: string | null }) => Promise<RuleValue>;
const placeholders = new Map<string, PlaceholderLookup>();

/**
 * A placeholder's lookup. Its values are cached per authorisation epoch, so it may read only tables behind the
 * epoch (docs/architecture.md#request-cost), or add its table to the epoch triggers.
 */
export function registerPlaceholder(name: string, lookup: PlaceholderLookup): void {
  placeholders.set(name, lookup);
}

export function placeholderLookup(name: string): PlaceholderLookup | undefined {
  return placeholders.get(name);
}

const MAX_GROUPS = 20;
const MAX_CONDITIONS = 50;

const text = (zh: string, zhtw: string, en: string): Text => ({ zh, zhtw, en });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why `conditions` is not a valid scheme of the page, or null when it is. */
export function checkScheme(menuEnCode: string, conditions: unknown): Text | null {
  const fields = ruleFieldsOf(menuEnCode);
  if (fields.length === 0) return text('该菜单没有可用于数据权限的字段', '該菜單沒有可用於資料權限的欄位', 'This menu has no fields for data rules');
  if (!Array.isArray(conditions) || conditions.length === 0) return text('请至少添加一组条件', '請至少添加一組條件', 'Add at least one condition group');
  if (conditions.length > MAX_GROUPS) return text(`条件组不能超过${MAX_GROUPS}个`, `條件組不能超過${MAX_GROUPS}個`, `At most ${MAX_GROUPS} condition groups`);
  let total = 0;
  for (const group of conditions) {
    if (!isObject(group) || (group.logic !== 'and' && group.logic !== 'or') || !Array.isArray(group.groups) || group.groups.length === 0) {
      return text('条件组格式不正确', '條件組格式不正確', 'A condition group is malformed');
    }
    for (const c of group.groups) {
      total += 1;
      if (!isObject(c) || typeof c.field !== 'string' || typeof c.op !== 'string' || typeof c.value !== 'string') {
        return text('条件格式不正确', '條件格式不正確', 'A condition is malformed');
      }
      const field = fields.find((f) => f.field === c.field);
      if (!field) return text(`未知字段：${c.field}`, `未知欄位：${c.field}`, `Unknown field: ${c.field}`);
      if (!(RULE_OPS as readonly string[]).includes(c.op) || !field.ops.includes(c.op as never)) {
        return text(`字段${field.label.zh}不支持该条件`, `欄位${field.label.zhtw}不支援該條件`, `${field.label.en} does not support ${c.op}`);
      }
      if (c.value.trim() === '' || c.value.length > 200) {
        return text(`字段${field.label.zh}的值不能为空且不超过200字`, `欄位${field.label.zhtw}的值不能為空且不超過200字`, `The value of ${field.label.en} must be 1-200 characters`);
      }
      if (c.value.startsWith('@') && !field.placeholders.includes(c.value)) {
        return text(`字段${field.label.zh}不能使用${c.value}`, `欄位${field.label.zhtw}不能使用${c.value}`, `${field.label.en} cannot use ${c.value}`);
      }
    }
  }
  if (total > MAX_CONDITIONS) return text(`条件不能超过${MAX_CONDITIONS}个`, `條件不能超過${MAX_CONDITIONS}個`, `At most ${MAX_CONDITIONS} conditions`);
  return null;
}
