import type { Field } from '@formily/core';
import { compileExpression, type CompiledExpression, type FieldSchema } from '../../../schemas';

/**
 * visibleOn / disabledOn / requiredOn (schemas/types.ts FieldSchema). Each expression is compiled once
 * when the form is built; a broken expression is reported once and then behaves as its fallback
 * (shown, enabled, not required) instead of breaking the form.
 */
export function compileCondition(source: string | undefined, where: string): CompiledExpression | null {
  if (!source) return null;
  try {
    return compileExpression(source);
  } catch (error) {
    console.warn(`${where}: invalid expression ${JSON.stringify(source)}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * The truth of `expression` over the form values and the page context (`route`, `row`, `id`, ...).
 * Only the variables the expression names are read from `values`, so inside a formily reaction or an
 * observer only those fields are tracked: a change of another field does not re-run it.
 */
export function evaluateOver(
  expression: CompiledExpression,
  values: Record<string, unknown>,
  context: Record<string, unknown>,
  fallback: boolean,
): boolean {
  const scope: Record<string, unknown> = {};
  for (const name of expression.variables) {
    const value = values[name] === undefined && name in context ? context[name] : values[name];
    // expr-eval refuses undefined variables; an empty field is null (`kind == 'x'` is then false).
    scope[name] = value === undefined ? null : value;
  }
  try {
    return Boolean(expression.evaluate(scope));
  } catch {
    return fallback;
  }
}

type Reaction = (field: Field) => void;

/**
 * formily reactions of one value field: each condition is its own reaction, so it re-runs only when a
 * field it reads changes. Hidden fields keep their value and are not validated (formily validates
 * `display: 'visible'` fields only, and clears the errors of a field that becomes hidden); they are still
 * submitted, as JNPF keeps them. A disabled field is not validated either.
 */
export function conditionReactions(schema: FieldSchema, context: Record<string, unknown>, containerVisibleOn: readonly string[] = []): Reaction[] {
  const where = `form field ${schema.vModel ?? schema.jnpfKey}`;
  // A field inside a hidden container is hidden too (and so not validated).
  const visibility = [...containerVisibleOn, schema.visibleOn]
    .map((source) => compileCondition(source, where))
    .filter((expression): expression is CompiledExpression => expression !== null);
  const disabledOn = compileCondition(schema.disabledOn, where);
  const requiredOn = compileCondition(schema.requiredOn, where);
  const reactions: Reaction[] = [];
  if (visibility.length > 0) {
    reactions.push((field) => {
      const shown = visibility.every((expression) => evaluateOver(expression, field.form.values, context, true));
      field.display = shown ? 'visible' : 'hidden';
    });
  }
  if (disabledOn && !schema.readonly) {
    reactions.push((field) => {
      field.pattern = evaluateOver(disabledOn, field.form.values, context, false) ? 'disabled' : 'editable';
    });
  }
  if (requiredOn) {
    reactions.push((field) => {
      field.required = evaluateOver(requiredOn, field.form.values, context, false);
    });
  }
  return reactions;
}
