import type { Rule } from 'antd/es/form';
import { checkRule, type RuleName } from '../../../schemas/validation';
import type { Lang } from '../../../schemas/text';

/**
 * An antd form rule from the validation catalogue (schemas/validation/rules.ts): the same test and message the
 * schema forms and the server use, so a screen written as code cannot drift from them. Empty values pass.
 */
export function catalogueRule(name: RuleName, lang: Lang): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = checkRule(name, value, lang);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
