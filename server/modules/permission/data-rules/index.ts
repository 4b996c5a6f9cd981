/**
 * Data-permission rules (reference 2.4): schemes of conditions over a page's fields, compiled to
 * parameterised SQL predicates. Modules register the fields their pages may be filtered on.
 */
export type { RuleCondition, RuleGroup, RuleOp, SchemeConditions, RuleFieldInfo } from './types';
export { RULE_OPS, RULE_PLACEHOLDERS } from './types';
export { ruleFieldsOf, checkScheme } from './catalogue';
