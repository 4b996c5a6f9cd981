import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RuleCondition, RuleOp, SchemeConditions } from './types';

/**
 * A condition's value once placeholders are replaced: one value (null when the user has none,
 * e.g. @spvId of a user linked to no SPV) or a set (@subordinateId).
 */
export type RuleValue = { kind: 'one'; value: string | null } | { kind: 'many'; values: string[] };

/** Builds the predicate of one field for an operator and value; always parameterised. */
export type FieldCompiler = (op: RuleOp, value: RuleValue) => SQL;

const NOTHING = sql`false`;
const EVERYTHING = sql`true`;

const COMPARE: Record<Exclude<RuleOp, 'Contains'>, string> = {
  Equal: '=', NotEqual: '<>', LessThan: '<', LessThanOrEqual: '<=', GreaterThan: '>', GreaterThanOrEqual: '>=',
};

/** Escapes LIKE wildcards so a literal is matched as written. */
const likeLiteral = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A plain column: `text` compares strings, `number` compares numerically (a non-numeric literal
 * matches nothing), `date` compares timestamps given as epoch ms or ISO text.
 */
export function columnCompiler(column: AnyPgColumn | SQL, type: 'text' | 'number' | 'date' = 'text'): FieldCompiler {
  const typed = (v: string): unknown => {
    if (type === 'number') return /^-?\d+(\.\d+)?$/.test(v.trim()) ? v.trim() : undefined;
    if (type === 'date') {
      const d = /^\d+$/.test(v) ? new Date(Number(v)) : new Date(v);
      return Number.isNaN(d.getTime()) ? undefined : d;
    }
    return v;
  };
  return (op, value) => {
    if (value.kind === 'many') {
      if (op !== 'Equal' && op !== 'NotEqual') return NOTHING;
      const items = value.values.map(typed).filter((v) => v !== undefined);
      if (items.length === 0) return op === 'Equal' ? NOTHING : EVERYTHING;
      const list = sql.join(items.map((v) => sql`${v}`), sql`, `);
      return op === 'Equal' ? sql`${column} in (${list})` : sql`(${column} is null or ${column} not in (${list}))`;
    }
    if (value.value === null) return op === 'NotEqual' ? EVERYTHING : NOTHING;
    if (op === 'Contains') return sql`cast(${column} as text) ilike ${likeLiteral(value.value)}`;
    const v = typed(value.value);
    if (v === undefined) return NOTHING;
    if (op === 'NotEqual') return sql`(${column} is null or ${column} <> ${v})`;
    return sql`${column} ${sql.raw(COMPARE[op])} ${v}`;
  };
}

/** The value of a condition: a placeholder resolved from `values`, otherwise the literal. */
function valueOf(c: RuleCondition, values: ReadonlyMap<string, RuleValue>): RuleValue {
  return values.get(c.value) ?? { kind: 'one', value: c.value };
}

/**
 * One scheme: its groups AND together, the conditions of a group by the group's logic.
 * A field the page does not know matches nothing (a stale scheme never widens access).
 */
export function compileScheme(scheme: SchemeConditions, fields: Readonly<Record<string, FieldCompiler>>, values: ReadonlyMap<string, RuleValue>): SQL {
  const groups = scheme.map((group) => {
    const parts = group.groups.map((c) => (Object.hasOwn(fields, c.field) ? fields[c.field](c.op, valueOf(c, values)) : NOTHING));
    if (parts.length === 0) return EVERYTHING;
    return (group.logic === 'or' ? or(...parts) : and(...parts)) ?? NOTHING;
  });
  if (groups.length === 0) return EVERYTHING;
  return and(...groups) ?? NOTHING;
}

/** Several schemes granted for one page are OR-ed (docs/product.md#data-permission-rules). */
export function compileSchemes(schemes: readonly SchemeConditions[], fields: Readonly<Record<string, FieldCompiler>>, values: ReadonlyMap<string, RuleValue>): SQL {
  if (schemes.length === 0) return EVERYTHING;
  const parts = schemes.map((s) => sql`(${compileScheme(s, fields, values)})`);
  return or(...parts) ?? NOTHING;
}

/** The placeholders a set of schemes uses (so only those are looked up). */
export function placeholdersOf(schemes: readonly SchemeConditions[]): Set<string> {
  const used = new Set<string>();
  for (const s of schemes) for (const g of s) for (const c of g.groups) if (c.value.startsWith('@')) used.add(c.value);
  return used;
}
