import { fillText, pickText, type Lang, type LocalText } from '../text';
import { RULES, REQUIRED_MESSAGE, type RuleName } from './rules';

export { RULES, RULE_NAMES, REQUIRED_MESSAGE } from './rules';
export type { Rule, RuleName } from './rules';
export { isCreditCode, isIdNumber } from './checksums';
export { isArithmeticExpression } from './arithmetic';

/** Required = not null, undefined, '' or [] (docs/product.md#form-behaviour). */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The message of `rule` when `value` breaks it, else null. Empty values pass (required is separate). */
export function checkRule(rule: RuleName, value: unknown, lang: Lang = 'zh'): string | null {
  if (isEmptyValue(value)) return null;
  return RULES[rule].test(String(value).trim()) ? null : pickText(RULES[rule].message, lang);
}

/** The message of a custom pattern rule, else null. */
export function checkPattern(pattern: string, message: LocalText, value: unknown, lang: Lang = 'zh'): string | null {
  if (isEmptyValue(value)) return null;
  return new RegExp(pattern).test(String(value)) ? null : pickText(message, lang);
}

export function requiredMessage(label: string, lang: Lang = 'zh'): string {
  return fillText(pickText(REQUIRED_MESSAGE, lang), { label });
}
