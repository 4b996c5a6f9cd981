import { registerValidateRules } from '@formily/core';
import { isEmptyValue } from '../../../schemas/validation';

/**
 * formily's own `required` rule also counts `{}`, `['']` and `[0]` as empty. The spec (docs/product.md#form-behaviour) says
 * a required value is missing only when it is null, undefined, '' or []: this app's forms all run on
 * formily, so the rule is replaced once, for every form, by the shared `isEmptyValue`.
 * Keeping the name `required` lets `field.required` (the star, `requiredOn`) drive it.
 */
let registered = false;

export function installSpecRequiredRule(): void {
  if (registered) return;
  registered = true;
  registerValidateRules({
    required: (value, rule) => (rule.required === true && isEmptyValue(value) ? (rule.message ?? '') : ''),
  });
}
