import type { Text } from '../../../core/i18n';

/** Comparison of one condition (docs/product.md#data-permission-rules). */
export const RULE_OPS = ['Equal', 'NotEqual', 'LessThan', 'LessThanOrEqual', 'GreaterThan', 'GreaterThanOrEqual', 'Contains'] as const;
export type RuleOp = (typeof RULE_OPS)[number];

/** Values replaced from the signed-in user when a rule is applied. */
export const RULE_PLACEHOLDERS = ['@userId', '@organizeId', '@subordinateId', '@spvId', '@allianceBusinessId'] as const;

export interface RuleCondition {
  id?: string;
  field: string;
  type?: string;
  op: RuleOp;
  /** A literal, or one of RULE_PLACEHOLDERS. */
  value: string;
}

/** One condition group: its conditions AND (logic 'and') or OR ('or') together. */
export interface RuleGroup {
  logic: 'and' | 'or';
  groups: RuleCondition[];
}

/** A scheme's conditionJson: its groups AND together. */
export type SchemeConditions = RuleGroup[];

/** A field a data rule of some page may filter on (server-defined: the compiler knows its SQL). */
export interface RuleFieldInfo {
  field: string;
  label: Text;
  type: 'text' | 'number' | 'date';
  ops: RuleOp[];
  /** Placeholders that make sense for the field (the editor offers them). */
  placeholders: string[];
}
