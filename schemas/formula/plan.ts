import { CONTAINER_KEYS, DECORATION_KEYS, type FieldSchema } from '../types';
import { compileFormula } from './compile';
import { jnpfTokensToFormula, type JnpfFormulaToken } from './jnpf';
import type { CalculatedField } from './types';

const CONTAINERS = new Set<string>(CONTAINER_KEYS);
const DECORATIONS = new Set<string>(DECORATION_KEYS);

interface Found {
  field: FieldSchema;
  table?: string;
}

/** The calculate fields of a form in schema order, and the column names of each sub-table. */
function collect(fields: readonly FieldSchema[]): { found: Found[]; columns: Map<string, string[]> } {
  const found: Found[] = [];
  const columns = new Map<string, string[]>();
  const walk = (list: readonly FieldSchema[], table: string | undefined) => {
    for (const field of list) {
      if (CONTAINERS.has(field.jnpfKey) || (!field.vModel && field.children)) walk(field.children ?? [], table);
      else if (DECORATIONS.has(field.jnpfKey) || !field.vModel) continue;
      else if (field.children) {
        // A sub-table; JNPF has no sub-table inside a sub-table, so its own columns are the last level.
        if (table) continue;
        columns.set(field.vModel, []);
        walk(field.children, field.vModel);
      } else {
        if (table) columns.get(table)?.push(field.vModel);
        if (field.jnpfKey === 'calculate') found.push({ field, table });
      }
    }
  };
  walk(fields, undefined);
  return { found, columns };
}

/** The formula text of a calculate field (an imported JNPF token array is converted; none is 0). */
function sourceOf(field: FieldSchema): string {
  const expression = field.props?.expression;
  if (Array.isArray(expression)) return jnpfTokensToFormula(expression as JnpfFormulaToken[]) || '0';
  return typeof expression === 'string' && expression.trim() !== '' ? expression : '0';
}

function precisionOf(field: FieldSchema): number {
  const precision = field.props?.precision;
  return typeof precision === 'number' && Number.isInteger(precision) && precision >= 0 && precision <= 20 ? precision : 2;
}

/** Whether a change of one path concerns the other (`items` and `items.qty` do, `items.qty` and `items.price` not). */
export function pathsOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

function toCalculated({ field, table }: Found, columns: Map<string, string[]>): CalculatedField {
  const vModel = field.vModel as string;
  const formula = compileFormula(sourceOf(field));
  const own = table ? (columns.get(table) ?? []) : [];
  // Inside a sub-table a bare column name is the same row's cell.
  const reads = formula.refs.map((ref) => (table && !ref.includes('.') && own.includes(ref) ? `${table}.${ref}` : ref));
  return {
    vModel,
    ...(table ? { table, columns: own } : {}),
    formula,
    precision: precisionOf(field),
    path: table ? `${table}.${vModel}` : vModel,
    reads,
  };
}

/**
 * Every calculated field of a form, sub-table columns included, in dependency order (a field comes
 * after the calculated fields it reads). Throws on a syntax error or when fields depend on each other
 * in a cycle.
 */
export function calculationPlan(fields: readonly FieldSchema[]): CalculatedField[] {
  const { found, columns } = collect(fields);
  const all = found.map((entry) => toCalculated(entry, columns));
  const order: CalculatedField[] = [];
  const state = new Map<CalculatedField, 'visiting' | 'done'>();
  const visit = (field: CalculatedField, stack: CalculatedField[]) => {
    const seen = state.get(field);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const cycle = [...stack.slice(stack.indexOf(field)), field].map((f) => f.path);
      throw new Error(`calculated fields depend on each other in a cycle: ${cycle.join(' -> ')}`);
    }
    state.set(field, 'visiting');
    for (const other of all) {
      if (field.reads.some((read) => pathsOverlap(read, other.path))) visit(other, [...stack, field]);
    }
    state.set(field, 'done');
    order.push(field);
  };
  for (const field of all) visit(field, []);
  return order;
}

/**
 * The calculated fields to recompute after `changed` paths changed: those reading them and, in turn,
 * those reading these (transitively), in plan order. Others are left alone.
 */
export function dependentsOf(plan: readonly CalculatedField[], changed: string | readonly string[]): CalculatedField[] {
  const dirty = typeof changed === 'string' ? [changed] : [...changed];
  const out: CalculatedField[] = [];
  for (const field of plan) {
    if (field.reads.some((read) => dirty.some((path) => pathsOverlap(read, path)))) {
      out.push(field);
      dirty.push(field.path);
    }
  }
  return out;
}
