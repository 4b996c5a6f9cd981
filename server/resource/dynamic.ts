import { sql } from 'drizzle-orm';
import { date, integer, jsonb, numeric, pgTable, text, timestamp, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { columnOf, isNumericEnum, type Model, type ModelField } from '../../schemas/model';
import { idColumn, auditColumns } from '../db/columns';
import type { DbOrTx } from '../db/client';
import type { ResourceTable } from './types';

/**
 * Models that are data (published from the designer, checked by schemas/model/validate.ts): their
 * table built at run time, and the table created or extended in the database. Extending is additive
 * and safe: a new field adds a column; a removed field keeps its column; a column whose type would
 * change is refused while it holds a value (an empty column is retyped), so no value is ever lost.
 */


/** The SQL type of a field's column. */
export function sqlType(f: ModelField): string {
  switch (f.type) {
    case 'integer': return 'integer';
    case 'decimal': return `numeric(${(f.intDigits ?? 16) + (f.scale ?? 2)}, ${f.scale ?? 2})`;
    case 'date': return 'date';
    case 'time': return 'timestamp with time zone';
    case 'enum': return isNumericEnum(f) ? 'integer' : 'text';
    case 'area': case 'files': case 'json': return 'jsonb';
    default: return 'text';
  }
}

function columnBuilder(f: ModelField): PgColumnBuilderBase {
  const name = columnOf(f);
  switch (sqlType(f)) {
    case 'integer': return integer(name);
    case 'date': return date(name);
    case 'timestamp with time zone': return timestamp(name, { withTimezone: true });
    case 'jsonb': return jsonb(name);
    case 'text': return text(name);
    default: return numeric(name, { precision: (f.intDigits ?? 16) + (f.scale ?? 2), scale: f.scale ?? 2 });
  }
}

/** The Drizzle table of a published model: its fields by key plus id, version, soft delete and audit columns. */
export function tableFromModel(model: Model): ResourceTable {
  return pgTable(model.table, {
    id: idColumn(),
    ...Object.fromEntries(model.fields.map((f) => [f.key, columnBuilder(f)])),
    version: integer('version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...auditColumns(),
  });
}

const LIFECYCLE = `id text primary key, version integer not null default 0, deleted_at timestamp with time zone,
  created_at timestamp with time zone not null default now(), created_by text, updated_at timestamp with time zone, updated_by text`;

// Identifiers come from a validated model (lower-case letters, digits and '_'), so quoting suffices.
const ident = (name: string) => `"${name}"`;

/** Normalised information_schema type names, to compare with `sqlType`. */
function storedType(row: { data_type: string; numeric_precision: number | null; numeric_scale: number | null }): string {
  if (row.data_type === 'numeric') return `numeric(${row.numeric_precision}, ${row.numeric_scale})`;
  return row.data_type;
}

/** A field whose column holds values of another type: the model may not change it. */
export class ModelTableError extends Error {
  constructor(message: string, readonly field?: ModelField, readonly table?: string) {
    super(message);
  }
}

/**
 * Creates the model's table, or adds the columns of new fields, in one transaction (given a transaction, inside
 * it, as a savepoint: the caller's other writes and these stand or fall together). A field whose column exists
 * with another type is retyped when no row holds a value there, else refused (the data could not survive).
 */
export async function ensureTable(db: DbOrTx, model: Model): Promise<{ created: boolean; added: string[] }> {
  return db.transaction(async (tx) => {
    const existing = await tx.execute(sql`select column_name, data_type, numeric_precision, numeric_scale from information_schema.columns
      where table_schema = current_schema() and table_name = ${model.table}`);
    const rows = ((existing as { rows?: unknown[] }).rows ?? existing) as Array<{ column_name: string; data_type: string; numeric_precision: number | null; numeric_scale: number | null }>;
    const columns = new Map(rows.map((r) => [r.column_name, r]));
    const created = columns.size === 0;
    if (created) await tx.execute(sql.raw(`create table ${ident(model.table)} (${LIFECYCLE})`));
    const added: string[] = [];
    for (const f of model.fields) {
      const name = columnOf(f);
      const have = columns.get(name);
      if (have) {
        if (storedType(have) === sqlType(f)) continue;
        const held = await tx.execute(sql.raw(`select 1 from ${ident(model.table)} where ${ident(name)} is not null limit 1`));
        if (((held as { rows?: unknown[] }).rows ?? held as unknown as unknown[]).length) {
          throw new ModelTableError(`${model.name}.${f.key}: column ${name} is ${storedType(have)}, the model says ${sqlType(f)}`, f, model.table);
        }
        await tx.execute(sql.raw(`alter table ${ident(model.table)} alter column ${ident(name)} type ${sqlType(f)} using null`));
        continue;
      }
      await tx.execute(sql.raw(`alter table ${ident(model.table)} add column ${ident(name)} ${sqlType(f)}`));
      added.push(f.key);
    }
    await tx.execute(sql.raw(`create index if not exists ${ident(`${model.table}_live_created_idx`)} on ${ident(model.table)} (created_at desc, id desc) where deleted_at is null`));
    for (const u of model.unique ?? []) {
      const index = u.index ?? `${model.table}_${u.fields.join('_')}_live_idx`;
      const cols = u.fields.map((k) => ident(columnOf(model.fields.find((f) => f.key === k)!))).join(', ');
      await tx.execute(sql.raw(`create unique index if not exists ${ident(index)} on ${ident(model.table)} (${cols}) where deleted_at is null`));
    }
    return { created, added };
  });
}
