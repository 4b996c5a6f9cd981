import type { RuleFieldInfo, RuleOp, SchemeConditions } from '../permission/data-rules';

/** The editor's wording of each comparison. */
const OP_TEXT: Record<RuleOp, string> = {
  Equal: '等于',
  NotEqual: '不等于',
  LessThan: '小于',
  LessThanOrEqual: '小于等于',
  GreaterThan: '大于',
  GreaterThanOrEqual: '大于等于',
  Contains: '包含',
};

/**
 * A scheme in words, e.g. "所属SPV 等于 @spvId 且 (创建人 等于 @userId 或 创建人 等于 @subordinateId)",
 * with the fields' labels and the values as written (placeholders stay visible, as in the seeded
 * schemes). Groups AND together; each group joins its conditions by its own logic. Stored once
 * (in Chinese, JNPF's F_ConditionText) and shown in the scheme list.
 */
export function describeScheme(conditions: SchemeConditions, fields: RuleFieldInfo[]): string {
  const label = new Map(fields.map((f) => [f.field, f.label.zh]));
  const parts = conditions
    .filter((g) => g.groups.length > 0)
    .map((g) => {
      const text = g.groups
        .map((c) => `${label.get(c.field) ?? c.field} ${OP_TEXT[c.op] ?? c.op} ${c.value}`)
        .join(g.logic === 'or' ? ' 或 ' : ' 且 ');
      return { text, several: g.groups.length > 1 };
    });
  return parts.map((p) => (parts.length > 1 && p.several ? `(${p.text})` : p.text)).join(' 且 ');
}
