/**
 * Data-permission rules (docs/product.md#data-permission-rules): schemes of conditions over a page's fields, compiled to
 * parameterised SQL predicates. Modules register the fields their pages may be filtered on and
 * the placeholders of their own links; schemes granted for one page are OR-ed.
 */
export type { RuleCondition, RuleGroup, RuleOp, SchemeConditions, RuleFieldInfo } from './types';
export { RULE_OPS, RULE_PLACEHOLDERS } from './types';
export { ruleFieldsOf, checkScheme, registerRuleFields, registerPlaceholder } from './catalogue';
export { columnCompiler, compileScheme, compileSchemes, type FieldCompiler, type RuleValue } from './compile';
export { dataRuleFilter, grantedSchemes, placeholderValues } from './resolve';
