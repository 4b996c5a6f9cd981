import type { FieldSchema } from '../types';
import { calculationPlan } from './plan';
import type { CalculatedField } from './types';

type Values = Record<string, unknown>;

function isRecord(value: unknown): value is Values {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A new values object with `fields` (a plan or part of one, in plan order) recomputed; a column of a
 * sub-table is recomputed in every row. `values` is not changed: a sub-table that gets a new value
 * is a new array of copied rows.
 */
export function applyCalculated(fields: readonly CalculatedField[], values: Values): Values {
  const out: Values = { ...values };
  const copied = new Set<string>();
  for (const field of fields) {
    if (!field.table) {
      out[field.vModel] = field.formula.evaluate(out, undefined, field.precision);
      continue;
    }
    const table = field.table;
    if (!Array.isArray(out[table])) continue;
    if (!copied.has(table)) {
      out[table] = (out[table] as unknown[]).map((row) => (isRecord(row) ? { ...row } : row));
      copied.add(table);
    }
    (out[table] as unknown[]).forEach((row, index) => {
      if (isRecord(row)) row[field.vModel] = field.formula.evaluate(out, { table, index, columns: field.columns }, field.precision);
    });
  }
  return out;
}

/**
 * `values` with every calculated field of the form recomputed, per row for sub-table columns. The
 * server runs it on save (it never trusts the client's calculated values); the form on submit.
 * Throws when the form's formulas do not parse or depend on each other in a cycle.
 */
export function recomputeCalculated(fields: readonly FieldSchema[], values: Values): Values {
  return applyCalculated(calculationPlan(fields), values);
}
