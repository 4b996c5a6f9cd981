import type { FieldSchema, RuleRef } from '../../../schemas';
import { pickText, type Lang } from '../../../schemas/text';
import { RULES, checkPattern, checkRule, requiredMessage, type RuleName } from '../../../schemas/validation';
import { tableValidators } from './tableField';
import type { TriggerType, ValidatorDescription } from './validatorDescription';

export type { TriggerType, ValidatorDescription } from './validatorDescription';

/** Spec section 5: inputs and number fields validate on blur, pickers on change (formily's onInput). */
export function triggerType(trigger: 'blur' | 'change'): TriggerType {
  return trigger === 'blur' ? 'onBlur' : 'onInput';
}

function warn(field: FieldSchema, what: string): void {
  console.warn(`form field ${field.vModel ?? field.jnpfKey}: ${what}`);
}

function ruleDescription(ref: RuleRef, field: FieldSchema, widgetTrigger: 'blur' | 'change', lang: Lang): ValidatorDescription | null {
  if (typeof ref === 'string' || 'rule' in ref) {
    const name = (typeof ref === 'string' ? ref : ref.rule) as RuleName;
    if (!Object.prototype.hasOwnProperty.call(RULES, name)) {
      warn(field, `unknown rule ${String(name)}`);
      return null;
    }
    const named = typeof ref === 'string' ? undefined : ref.trigger;
    const trigger = named ?? (RULES[name] as { trigger?: 'blur' | 'change' }).trigger ?? widgetTrigger;
    return { triggerType: triggerType(trigger), validator: (value) => checkRule(name, value, lang) ?? '' };
  }
  try {
    new RegExp(ref.pattern);
  } catch {
    warn(field, `invalid pattern ${ref.pattern}`);
    return null;
  }
  return {
    triggerType: triggerType(ref.trigger ?? widgetTrigger),
    validator: (value) => checkPattern(ref.pattern, ref.message, value, lang) ?? '',
  };
}

/**
 * The validators of one field: `required` first (message "<label>不能为空", present whenever the field
 * is or may become required so `requiredOn` can switch it), then each rule of `rules` in order.
 */
export function fieldValidators(field: FieldSchema, widgetTrigger: 'blur' | 'change', lang: Lang): ValidatorDescription[] {
  const out: ValidatorDescription[] = [];
  // A sub-table checks its required cells from the first submit on; the arming comes first (tableField.ts).
  const table = field.jnpfKey === 'table' ? tableValidators(field, lang) : null;
  if (table) out.push(table.arm);
  if (field.required || field.requiredOn) {
    out.push({
      triggerType: triggerType(widgetTrigger),
      required: Boolean(field.required) && !field.requiredOn,
      message: requiredMessage(pickText(field.label, lang), lang),
    });
  }
  if (table) out.push(table.check);
  for (const ref of field.rules ?? []) {
    const description = ruleDescription(ref, field, widgetTrigger, lang);
    if (description) out.push(description);
  }
  return out;
}
