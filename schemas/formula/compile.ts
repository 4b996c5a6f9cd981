import type Decimal from 'decimal.js';
import type { Expression } from 'expr-eval-fork';
import { FormulaDecimal, formulaParser, operand, toFixedResult, zeroResult } from './decimal';
import type { Formula, FormulaRow } from './types';

/** What JNPF logs when a formula cannot be evaluated (the value is then 0). */
export const FORMULA_WARNING = '计算公式出错, 可能包含无效的组件值';

const DEFAULT_PRECISION = 2;
const cache = new Map<string, Formula>();

type Values = Record<string, unknown>;

function isRecord(value: unknown): value is Values {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function own(value: Values, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
}

/** The number at `segments` below `value`; an array on the way is summed over its rows. */
function read(value: unknown, segments: readonly string[]): Decimal {
  if (segments.length === 0) return operand(value);
  if (Array.isArray(value)) return value.reduce<Decimal>((total, row) => total.plus(read(row, segments)), new FormulaDecimal(0));
  if (!isRecord(value)) return new FormulaDecimal(0);
  return read(own(value, segments[0]), segments.slice(1));
}

/** A reference's value: the same row's cell inside a row, else the form's value (sub-tables summed). */
function resolve(values: Values, path: string, row: FormulaRow | undefined): Decimal {
  const segments = path.split('.');
  const [head, ...rest] = segments;
  if (row) {
    const rows = own(values, row.table);
    const current = Array.isArray(rows) && isRecord(rows[row.index]) ? (rows[row.index] as Values) : undefined;
    if (rest.length > 0 && head === row.table) return read(current, rest);
    const bareColumn = row.columns ? row.columns.includes(head) : current !== undefined && own(current, head) !== undefined;
    if (rest.length === 0 && bareColumn) return read(current, segments);
  }
  // A bare sub-table name is no number (read gives 0): its rows are summed only through a column.
  return read(own(values, head), rest);
}

const UNSAFE = /(^|\.)(__proto__|prototype|constructor)(\.|$)/;

/** The evaluation scope: every reference as a Decimal (`items.amount` as `{ items: { amount } }`). */
function scopeOf(refs: readonly string[], values: Values, row: FormulaRow | undefined): Values {
  const scope: Values = {};
  for (const ref of refs) {
    if (UNSAFE.test(ref)) continue; // expr-eval refuses these names itself: the evaluation fails.
    const segments = ref.split('.');
    let target = scope;
    for (const segment of segments.slice(0, -1)) {
      if (!isRecord(target[segment]) || FormulaDecimal.isDecimal(target[segment])) target[segment] = {};
      target = target[segment] as Values;
    }
    target[segments[segments.length - 1]] = resolve(values, ref, row);
  }
  return scope;
}

function normalPrecision(precision: number | undefined): number {
  return precision !== undefined && Number.isInteger(precision) && precision >= 0 && precision <= 20 ? precision : DEFAULT_PRECISION;
}

/**
 * Parses a formula once (cached by source); throws when it does not parse. Evaluating never throws:
 * a failure warns (FORMULA_WARNING) and gives 0.
 */
export function compileFormula(source: string): Formula {
  const cached = cache.get(source);
  if (cached) return cached;
  let expression: Expression;
  try {
    expression = formulaParser.parse(source);
  } catch (error) {
    throw new Error(`formula '${source}' does not parse: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const refs = expression.variables({ withMembers: true });
  const formula: Formula = {
    source,
    refs,
    evaluate(values, row, precision) {
      const places = normalPrecision(precision);
      try {
        return toFixedResult(expression.evaluate(scopeOf(refs, values, row) as never), places);
      } catch {
        console.warn(FORMULA_WARNING);
        return zeroResult(places);
      }
    },
  };
  cache.set(source, formula);
  return formula;
}
