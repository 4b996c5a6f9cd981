import { RULE_NAMES, type RuleName } from '../../../schemas/validation';
import type { RuleRef } from '../../../schemas/types';
import type { WidgetDefinition } from '../../../widgets/types';

/** Catalogue rules about numbers: the only ones a number or amount box can break. */
const NUMERIC_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  'positiveInteger', 'amount', 'specialAmount', 'money', 'signedAmount', 'weight', 'rate', 'days', 'halfHour', 'longitude', 'latitude',
]);

/**
 * Whether a widget takes rules: boxes the user types into (the widgets checked on blur) holding text or
 * a number. Pickers, dates, switches and uploads hold ids or structures no catalogue rule is about.
 */
export function takesRules(widget: WidgetDefinition | undefined): boolean {
  if (!widget || widget.trigger !== 'blur' || widget.key === 'editor') return false;
  return widget.valueType === 'string' || widget.valueType === 'number' || widget.valueType === 'decimal';
}

/** The catalogue rules that fit the widget's value type. */
export function rulesFor(widget: WidgetDefinition | undefined): RuleName[] {
  if (!takesRules(widget)) return [];
  return widget?.valueType === 'string' ? [...RULE_NAMES] : RULE_NAMES.filter((name) => NUMERIC_RULES.has(name));
}

/** The catalogue name of a rule reference, or undefined for a pattern. */
export function ruleNameOf(rule: RuleRef): RuleName | undefined {
  if (typeof rule === 'string') return rule;
  return 'rule' in rule ? rule.rule : undefined;
}

/** Why a pattern cannot be used (the RegExp error), or null. */
export function patternError(pattern: string): string | null {
  if (pattern === '') return '';
  try {
    new RegExp(pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
