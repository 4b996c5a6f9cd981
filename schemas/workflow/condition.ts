import Decimal from 'decimal.js';
import type { FlowCondition, FlowFormField } from './design';

/**
 * Condition evaluation on form values, shared by the engine and the designer's simulator. Unlike JNPF's evaluator
 * (reference §6.3 "Condition evaluation quirk") a number field compares as a number — exactly, through Decimal,
 * since amounts travel as fixed-decimal strings — and any other field as a string. Conditions combine left to right,
 * each one's `logic` joining it to the next.
 */

export function asNumber(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(value)) return new Decimal(value.trim());
  return null;
}

function compare(symbol: FlowCondition['symbol'], order: number): boolean {
  switch (symbol) {
    case '==': return order === 0;
    case '!=': case '<>': return order !== 0;
    case '>': return order > 0;
    case '>=': return order >= 0;
    case '<': return order < 0;
    case '<=': return order <= 0;
  }
}

const asText = (value: unknown): string => (value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value));

export function conditionHolds(condition: FlowCondition, kind: FlowFormField['kind'], form: Record<string, unknown>): boolean {
  const value = form[condition.field];
  if (kind === 'number') {
    const left = asNumber(value);
    const right = asNumber(condition.filedValue);
    // A missing or non-numeric value matches nothing but "not equal".
    if (!left || !right) return condition.symbol === '!=' || condition.symbol === '<>';
    return compare(condition.symbol, left.comparedTo(right));
  }
  const left = asText(value);
  const right = asText(condition.filedValue);
  return compare(condition.symbol, left === right ? 0 : left < right ? -1 : 1);
}

/** All conditions of a branch, left to right; an empty list holds. `kindOf` defaults a field it does not know to string. */
export function conditionsHold(conditions: readonly FlowCondition[], kindOf: (field: string) => FlowFormField['kind'], form: Record<string, unknown>): boolean {
  if (!conditions.length) return true;
  let result = conditionHolds(conditions[0], kindOf(conditions[0].field), form);
  for (let i = 1; i < conditions.length; i += 1) {
    const current = conditionHolds(conditions[i], kindOf(conditions[i].field), form);
    result = conditions[i - 1].logic === '||' ? result || current : result && current;
  }
  return result;
}
