import Decimal from 'decimal.js';
import { Parser } from 'expr-eval-fork';
import { parseDecimal } from '../format/amount';

/**
 * expr-eval with decimal arithmetic: the parser's operators and number functions are replaced by
 * decimal.js ones, so `0.1 + 0.2` is exactly 0.3 and money never goes through a float sum.
 * Operands reach the operators as Decimals (form values), numbers (literals, other functions),
 * booleans (comparisons) or anything else a formula can produce (which is NaN, so the result is 0).
 */

/** 40 significant digits is far beyond any amount; half-up like money everywhere else. */
export const FormulaDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type D = InstanceType<typeof FormulaDecimal>;

const ZERO = new FormulaDecimal(0);
const NAN = new FormulaDecimal(NaN);

/**
 * A form value as an operand: numbers and numeric strings ('12.50', '1,234') as they are; booleans
 * as 1 / 0 (JNPF applies `Number()`); missing, invalid ('abc', null, objects) and non-finite values as 0.
 */
export function operand(value: unknown): D {
  if (typeof value === 'boolean') return value ? new FormulaDecimal(1) : ZERO;
  const parsed = parseDecimal(value);
  return parsed ? new FormulaDecimal(parsed) : ZERO;
}

/** A value inside the evaluation: keeps NaN and Infinity (they make the result 0 at the end). */
function num(value: unknown): D {
  if (FormulaDecimal.isDecimal(value)) return value as D;
  if (typeof value === 'number') return new FormulaDecimal(value);
  if (typeof value === 'boolean') return value ? new FormulaDecimal(1) : ZERO;
  if (typeof value === 'string') return parseDecimal(value) ? operand(value) : NAN;
  return NAN;
}

/** Function arguments: `min(a, b)` or `min([a, b])`. */
function list(args: unknown[]): D[] {
  const flat = args.length === 1 && Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  return flat.map(num);
}

/** The final value: `precision` decimals, half-up; NaN and Infinity give 0, never '-0.00'. */
export function toFixedResult(value: unknown, precision: number): string {
  const result = num(value);
  if (!result.isFinite()) return ZERO.toFixed(precision);
  const fixed = result.toFixed(precision);
  return new FormulaDecimal(fixed).isZero() ? ZERO.toFixed(precision) : fixed;
}

/** The zero of a failed evaluation ('0.00' for precision 2). */
export function zeroResult(precision: number): string {
  return ZERO.toFixed(precision);
}

type Ops = Record<string, (...args: unknown[]) => unknown>;

function decimalParser(): Parser {
  // No assignment or function definitions: a formula reads values, it never writes any.
  const parser = new Parser({ operators: { assignment: false, fndef: false } });
  const binary = (parser as unknown as { binaryOps: Ops }).binaryOps;
  const unary = parser.unaryOps as Ops;
  const functions = parser.functions as Ops;

  Object.assign(binary, {
    '+': (a: unknown, b: unknown) => num(a).plus(num(b)),
    '-': (a: unknown, b: unknown) => num(a).minus(num(b)),
    '*': (a: unknown, b: unknown) => num(a).times(num(b)),
    '/': (a: unknown, b: unknown) => num(a).div(num(b)),
    '%': (a: unknown, b: unknown) => num(a).mod(num(b)),
    '^': (a: unknown, b: unknown) => num(a).pow(num(b)),
    '==': (a: unknown, b: unknown) => num(a).eq(num(b)),
    '!=': (a: unknown, b: unknown) => !num(a).eq(num(b)),
    '>': (a: unknown, b: unknown) => num(a).gt(num(b)),
    '<': (a: unknown, b: unknown) => num(a).lt(num(b)),
    '>=': (a: unknown, b: unknown) => num(a).gte(num(b)),
    '<=': (a: unknown, b: unknown) => num(a).lte(num(b)),
  });
  Object.assign(unary, {
    '-': (a: unknown) => num(a).neg(),
    '+': (a: unknown) => num(a),
    abs: (a: unknown) => num(a).abs(),
    ceil: (a: unknown) => num(a).ceil(),
    floor: (a: unknown) => num(a).floor(),
    round: (a: unknown) => num(a).round(),
    trunc: (a: unknown) => num(a).trunc(),
    sqrt: (a: unknown) => num(a).sqrt(),
    // A Decimal object is always truthy: `not` has to look at the number.
    not: (a: unknown) => (typeof a === 'boolean' ? !a : num(a).isZero()),
  });
  Object.assign(functions, {
    min: (...args: unknown[]) => FormulaDecimal.min(...list(args)),
    max: (...args: unknown[]) => FormulaDecimal.max(...list(args)),
    sum: (...args: unknown[]) => list(args).reduce((total, value) => total.plus(value), ZERO),
    roundTo: (a: unknown, places: unknown) => num(a).toDecimalPlaces(num(places).toNumber()),
  });
  return parser;
}

export const formulaParser = decimalParser();
