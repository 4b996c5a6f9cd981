import { columnOf, type Model, type ModelField } from '../../../../schemas/model';
import { sqlType } from '../../../resource/dynamic';
import { commentText, quote, tsLiteral } from './ts-literal';

/** The TypeScript files of a generated module (model, Drizzle table, resource with its hooks), as text. */

export interface ModuleNames {
  area: string;
  name: string;
  /** e.g. supplierContactModel */
  model: string;
  table: string;
  resource: string;
}

export function modelFile(model: Model, names: ModuleNames, origin: string, subTables: string[]): string {
  const note = subTables.length
    ? `\n *\n * Sub-tables of the design left out (child rows are not written by the engine's save route): ${subTables.join(', ')}.\n * Add each as its own model and table, written by an afterSave hook in server/modules/${names.area}/${names.name}.ts.`
    : '';
  return `import { defineModel } from '../../schemas/model';

/**
 * ${commentText(model.label.zh)} (${commentText(model.label.en)}): ${commentText(origin)}.${note}
 */
export const ${names.model} = defineModel(${tsLiteral(model, 0, `export const ${names.model} = defineModel(`)});
`;
}

/** The Drizzle column of a field: the type ensureTable gives it (server/resource/dynamic.ts sqlType). */
function column(f: ModelField, use: Set<string>): string {
  const name = quote(columnOf(f));
  const type = sqlType(f);
  if (type.startsWith('numeric')) {
    use.add('numeric');
    return `numeric(${name}, { precision: ${(f.intDigits ?? 16) + (f.scale ?? 2)}, scale: ${f.scale ?? 2} })`;
  }
  const builder = { integer: 'integer', date: 'date', jsonb: 'jsonb', text: 'text', 'timestamp with time zone': 'timestamp' }[type] ?? 'text';
  use.add(builder);
  return builder === 'timestamp' ? `timestamp(${name}, { withTimezone: true })` : `${builder}(${name})`;
}

export function tableFile(model: Model, names: ModuleNames): string {
  const use = new Set(['pgTable', 'integer', 'timestamp', 'index']);
  const cols = model.fields.map((f) => `  ${f.key}: ${column(f, use)},`);
  const indexes = [`  index(${quote(`${model.table}_live_created_idx`)}).on(t.createdAt.desc(), t.id.desc()).where(sql\`deleted_at is null\`),`];
  for (const u of model.unique ?? []) {
    use.add('uniqueIndex');
    const idx = u.index ?? `${model.table}_${u.fields.join('_')}_live_idx`;
    indexes.push(`  uniqueIndex(${quote(idx)}).on(${u.fields.map((k) => `t.${k}`).join(', ')}).where(sql\`deleted_at is null\`),`);
  }
  return `import { sql } from 'drizzle-orm';
import { ${[...use].sort().join(', ')} } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../db/columns';

/**
 * The table of ${commentText(model.label.en)} (models/${names.area}/${names.name}.ts): one column per field, the optimistic lock,
 * the soft delete and the audit columns. Re-export it from server/db/schema.ts and run \`npm run db:generate\`.
 */
export const ${names.table} = pgTable(${quote(model.table)}, {
  id: idColumn(),
${cols.join('\n')}
  version: integer('version').notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...auditColumns(),
}, (t) => [
${indexes.join('\n')}
]);
`;
}

export function resourceFile(model: Model, names: ModuleNames, subTables: string[]): string {
  const sub = subTables.length
    ? `\n    // The design's sub-tables (${subTables.join(', ')}) are not part of this module yet: an afterSave hook can write their rows.`
    : '';
  return `import type { ResourceDef } from '../../resource';
import { ${names.model} } from '../../../models/${names.area}/${names.name}';
import { ${names.table} } from './${names.name}.table';

/**
 * ${commentText(model.label.en)}: the engine's routes under ${model.routes.base} (page, list, detail, edit, delete, export).
 * Add it to the area's resourceRoutes call. Its business rules are hooks (docs/architecture.md, "The engine").
 */
export const ${names.resource}: ResourceDef = {
  model: ${names.model},
  table: ${names.table},
  hooks: {
    // beforeSave: async ({ tx, request, values, before }) => { ... } — in the save's transaction; may set values
    //   or refuse with badRequest(TEXT, 'fieldKey') (server/core/errors.ts), texts in zh, zhtw and en.
    // afterSave: async ({ tx, values, before }) => { ... } — after the row is written, same transaction.
    // beforeDelete: refuse while the record is in use; afterDelete: follow the soft delete.
    // scope: the data scope when the menu's data rules are not enough; routes: custom actions.${sub}
  },
};
`;
}
