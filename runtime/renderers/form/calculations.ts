import { onFormValidateStart, type Form } from '@formily/core';
import { batch, reaction, toJS } from '@formily/reactive';
import type { FieldSchema } from '../../../schemas';
import { applyCalculated, calculationPlan, dependentsOf, type CalculatedField } from '../../../schemas/formula';

/** Spec section 9: calculated fields recompute 500 ms after the last change. */
export const FORMULA_DEBOUNCE_MS = 500;

type Values = Record<string, unknown>;

interface Calculator {
  plan: CalculatedField[];
  /** Paths changed since the last recompute. */
  pending: Set<string>;
  /** Column fields to recompute in every row because rows were added or removed. */
  forced: Set<string>;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Set while the calculator writes, so its own writes are no changes. */
  writing: boolean;
}

const calculators = new WeakMap<Form, Calculator>();

/** The values at a path; through a sub-table, the list of its rows' cells (`items.qty` → [1, 2]). */
function readPath(value: unknown, segments: readonly string[]): unknown {
  if (segments.length === 0) return value;
  if (Array.isArray(value)) return value.map((row) => readPath(row, segments));
  if (value === null || typeof value !== 'object') return undefined;
  return readPath((value as Values)[segments[0]], segments.slice(1));
}

/** A plain deep copy of what a formula reads at a path; reading it all makes the reaction track it all. */
function plainAt(values: unknown, segments: readonly string[]): unknown {
  const value = readPath(values, segments);
  return value !== null && typeof value === 'object' ? toJS(value) : value;
}

/** Structural equality of plain values (cells and fields hold primitives, arrays and plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => sameValue((a as Values)[key], (b as Values)[key]));
}

/** Recomputes `targets` over the form's values and writes the ones whose value changed. */
function write(form: Form, calculator: Calculator, targets: readonly CalculatedField[]): void {
  if (targets.length === 0) return;
  const current = toJS(form.values) as Values;
  const next = applyCalculated(targets, current);
  const keys = new Set(targets.map((field) => field.table ?? field.vModel));
  calculator.writing = true;
  try {
    batch(() => {
      for (const key of keys) {
        // A sub-table gets a new array (its widget re-renders); unchanged values are not written.
        if (!sameValue(next[key], current[key])) form.setValuesIn(key, next[key]);
      }
    });
  } finally {
    calculator.writing = false;
  }
}

function run(form: Form, calculator: Calculator): void {
  clearTimeout(calculator.timer);
  calculator.timer = undefined;
  if (calculator.pending.size === 0 && calculator.forced.size === 0) return;
  const changed = [...calculator.pending, ...calculator.forced];
  const dependents = new Set(dependentsOf(calculator.plan, changed));
  const targets = calculator.plan.filter((field) => dependents.has(field) || calculator.forced.has(field.path));
  calculator.pending.clear();
  calculator.forced.clear();
  write(form, calculator, targets);
}

function schedule(form: Form, calculator: Calculator): void {
  clearTimeout(calculator.timer);
  calculator.timer = setTimeout(() => run(form, calculator), FORMULA_DEBOUNCE_MS);
}

/** Watches every path a formula reads (outputs of other formulas excepted: those are propagated directly). */
function watch(form: Form, calculator: Calculator): void {
  const outputs = new Set(calculator.plan.map((field) => field.path));
  const inputs = new Set(calculator.plan.flatMap((field) => field.reads).filter((path) => !outputs.has(path)));
  const changed = (mark: () => void) => () => {
    if (calculator.writing) return;
    mark();
    schedule(form, calculator);
  };
  for (const path of inputs) {
    const segments = path.split('.');
    // Compared by structure, not by a JSON text per change: a cell edit re-runs every column's tracker.
    const track = () => plainAt(form.values, segments);
    form.disposers.push(reaction(track, changed(() => calculator.pending.add(path)), { equals: sameValue }));
  }
  // A new row needs its calculated cells even when the formula reads nothing else of the row.
  const tables = new Set(calculator.plan.flatMap((field) => (field.table ? [field.table] : [])));
  for (const table of tables) {
    const columns = calculator.plan.filter((field) => field.table === table);
    const rowCount = () => {
      const rows = form.values[table] as unknown;
      return Array.isArray(rows) ? rows.length : 0;
    };
    form.disposers.push(reaction(rowCount, changed(() => columns.forEach((field) => calculator.forced.add(field.path)))));
  }
}

/**
 * Calculated fields in a formily form (schemas/formula): computed once now (an edit shows them), then,
 * 500 ms after the last change, only the fields depending on what changed (transitively) recompute,
 * in order. A sub-table is one field holding its rows; its calculated columns are set in every row.
 * Validation (so a submit) first flushes a pending recompute: the last keystroke is never lost.
 * A form whose formulas do not parse or form a cycle gets no calculations and a warning (the server's
 * recomputeCalculated throws for such a schema, so its save fails loudly).
 */
export function installCalculations(form: Form, fields: readonly FieldSchema[]): void {
  let plan: CalculatedField[];
  try {
    plan = calculationPlan(fields);
  } catch (error) {
    console.warn(error instanceof Error ? error.message : String(error));
    return;
  }
  if (plan.length === 0) return;
  const calculator: Calculator = { plan, pending: new Set(), forced: new Set(), timer: undefined, writing: false };
  calculators.set(form, calculator);
  write(form, calculator, plan);
  watch(form, calculator);
  // The form disposes the reactions (and the pending timer) when it unmounts.
  form.disposers.push(() => clearTimeout(calculator.timer));
  form.addEffects('calculations', () => {
    onFormValidateStart(() => run(form, calculator));
  });
}

/** Runs a pending recompute now (before reading the values to send). */
export function flushCalculations(form: Form): void {
  const calculator = calculators.get(form);
  if (calculator) run(form, calculator);
}
