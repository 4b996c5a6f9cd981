import { pickText } from '../../text';
import { checkJnpfTokens, jnpfTokensToFormula, type JnpfFormulaToken } from '../../formula/jnpf';
import type { ImportContext } from './context';
import { isRecord } from './source';

function isToken(value: unknown): value is JnpfFormulaToken {
  if (typeof value === 'string' || typeof value === 'number') return true;
  return isRecord(value) && typeof value.__vModel__ === 'string';
}

/** The operand paths a token list reads (`price`, `items.qty`). */
function operands(tokens: readonly JnpfFormulaToken[]): string[] {
  return tokens.flatMap((token) => (typeof token === 'object' ? [token.__vModel__] : []));
}

/**
 * A `calculate` field's `expression` token array (docs/product.md#jnpf-calculated-fields) → our formula source
 * (`price * qty + items.amount`), or undefined (reported) when it is empty or the designer itself
 * would refuse it. `known` are the vModels the source form has (sub-table columns as `table.column`);
 * without it only the arithmetic is checked.
 */
export function convertExpression(expression: unknown, known: ReadonlySet<string> | undefined, where: string, context: ImportContext): string | undefined {
  if (!Array.isArray(expression) || expression.length === 0) {
    context.warn(where, 'calculate has no formula: left without an expression');
    return undefined;
  }
  if (!expression.every(isToken)) {
    context.warn(where, 'calculate formula holds tokens that are neither operators, digits nor fields: dropped');
    return undefined;
  }
  const problem = checkJnpfTokens(expression, known ?? operands(expression));
  if (problem) {
    context.warn(where, `calculate formula dropped: ${pickText(problem, 'zh')}`);
    return undefined;
  }
  return jnpfTokensToFormula(expression);
}
