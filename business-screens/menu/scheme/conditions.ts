import type { LocalText } from '../../../schemas/text';

/**
 * The data-rule scheme a user composes (docs/product.md#jnpf-data-rules): groups AND together; the conditions of a
 * group AND or OR together by the group's logic. What is sent is the server's conditionJson
 * `[{ logic, groups: [{ field, op, value }] }]`.
 */
export type Logic = 'and' | 'or';

/** A field rules of the page may filter on: GET /api/system/ModuleDataAuthorizeScheme/{moduleId}/Fields. */
export interface RuleField {
  field: string;
  label: LocalText;
  type?: string;
  /** The comparisons the field allows (Equal, NotEqual, ...). */
  ops: string[];
  /** Placeholders the editor offers as quick values (@userId, ...). */
  placeholders: string[];
}

/** One condition being edited; `key` only identifies the row on screen. */
export interface DraftCondition {
  key: string;
  field: string;
  op: string;
  value: string;
}

export interface DraftGroup {
  key: string;
  logic: Logic;
  conditions: DraftCondition[];
}

/** What the server stores (conditionJson). */
export interface SchemeGroup {
  logic: Logic;
  groups: { field: string; op: string; value: string }[];
}

let seq = 0;
const nextKey = (): string => `c${++seq}`;

export function newCondition(): DraftCondition {
  return { key: nextKey(), field: '', op: '', value: '' };
}

/** A new group starts with one empty condition: there is nothing to decide on an empty group. */
export function newGroup(): DraftGroup {
  return { key: nextKey(), logic: 'and', conditions: [newCondition()] };
}

/**
 * A condition whose field changed: the comparison is kept when the new field allows it, else it
 * becomes the field's first one; the value stays (a literal often still makes sense).
 */
export function withField(condition: DraftCondition, field: RuleField | undefined, name: string): DraftCondition {
  const ops = field?.ops ?? [];
  return { ...condition, field: name, op: ops.includes(condition.op) ? condition.op : (ops[0] ?? '') };
}

/** Whether a condition has all of field, comparison and value. */
export function isComplete(condition: DraftCondition): boolean {
  return condition.field !== '' && condition.op !== '' && condition.value.trim() !== '';
}

/** The 1-based numbers of the groups holding an incomplete condition. */
export function incompleteGroups(groups: readonly DraftGroup[]): number[] {
  return groups.flatMap((group, i) => (group.conditions.every(isComplete) ? [] : [i + 1]));
}

/** conditionJson of the groups: values trimmed, groups without conditions left out. */
export function toConditionJson(groups: readonly DraftGroup[]): SchemeGroup[] {
  return groups
    .filter((group) => group.conditions.length > 0)
    .map((group) => ({
      logic: group.logic,
      groups: group.conditions.map((c) => ({ field: c.field, op: c.op, value: c.value.trim() })),
    }));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

/**
 * Draft groups of a stored scheme. conditionJson may come as the array or as its JSON text (it is
 * stored as text); anything unreadable gives no groups rather than breaking the editor.
 */
export function fromConditionJson(stored: unknown): DraftGroup[] {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((group): group is Record<string, unknown> => !!group && typeof group === 'object')
    .map((group) => ({
      key: nextKey(),
      logic: group.logic === 'or' ? 'or' : 'and',
      conditions: (Array.isArray(group.groups) ? group.groups : [])
        .filter((c): c is Record<string, unknown> => !!c && typeof c === 'object')
        .map((c) => ({ key: nextKey(), field: text(c.field), op: text(c.op), value: text(c.value) })),
    }));
}
