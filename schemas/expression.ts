import { Parser, type Expression } from 'expr-eval-fork';

/**
 * The one expression language of schemas (visibleOn, disabledOn, requiredOn, row-action visibility;
 * calculated fields build on it): expr-eval syntax, parsed once, never `eval`.
 * Variables are field names (`type == 2`); `row.status` style member access is allowed.
 */
export interface CompiledExpression {
  source: string;
  /** Top-level names it reads (`row.status` reads `row`). */
  variables: string[];
  evaluate(values: Record<string, unknown>): unknown;
}

const parser = new Parser({ operators: { assignment: false, fndef: false } as never });
const cache = new Map<string, CompiledExpression>();

/** Parses `source` once (cached); throws on a syntax error. */
export function compileExpression(source: string): CompiledExpression {
  const cached = cache.get(source);
  if (cached) return cached;
  const expression: Expression = parser.parse(source);
  const compiled: CompiledExpression = {
    source,
    variables: expression.variables(),
    evaluate: (values) => expression.evaluate(values as never),
  };
  cache.set(source, compiled);
  return compiled;
}

/** Truthiness of a condition; a failing or missing expression counts as `fallback`. */
export function evaluateCondition(source: string | undefined, values: Record<string, unknown>, fallback = true): boolean {
  if (!source) return fallback;
  try {
    return Boolean(compileExpression(source).evaluate(values));
  } catch {
    return fallback;
  }
}
