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

/** A sub-table of the module: its key (the rows travel under it), its model and the names of its files. */
export interface ModuleChild {
  key: string;
  model: Model;
  names: ModuleNames;
}

export function modelFile(model: Model, names: ModuleNames, origin: string): string {
  return `import { defineModel } from '../../schemas/model';

/**
 * ${commentText(model.label.zh)} (${commentText(model.label.en)}): ${commentText(origin)}.
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

/** `child`: a sub-table's table, read by its record (parent_id, sort_code) rather than paged. */
export function tableFile(model: Model, names: ModuleNames, child = false): string {
  const use = new Set(['pgTable', 'integer', 'timestamp', 'index']);
  const cols = model.fields.map((f) => `  ${f.key}: ${column(f, use)},`);
  const indexes = [child
    ? `  index(${quote(`${model.table}_parent_idx`)}).on(t.parentId, t.sortCode),`
    : `  index(${quote(`${model.table}_live_created_idx`)}).on(t.createdAt.desc(), t.id.desc()).where(sql\`deleted_at is null\`),`];
  for (const u of model.unique ?? []) {
    use.add('uniqueIndex');
    const idx = u.index ?? `${model.table}_${u.fields.join('_')}_live_idx`;
    indexes.push(`  uniqueIndex(${quote(idx)}).on(${u.fields.map((k) => `t.${k}`).join(', ')}).where(sql\`deleted_at is null\`),`);
  }
  return `${indexes.some((i) => i.includes('sql`')) ? "import { sql } from 'drizzle-orm';\n" : ''}import { ${[...use].sort().join(', ')} } from 'drizzle-orm/pg-core';
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

export function resourceFile(model: Model, names: ModuleNames, children: ModuleChild[] = []): string {
  const imports = [names, ...children.map((c) => c.names)].map((n) => `import { ${n.model} } from '../../../models/${n.area}/${n.name}';
import { ${n.table} } from './${n.name}.table';`).join('\n');
  const childLines = children.length
    ? `\n  // Sub-tables: their rows travel under their key, saved with the record in its transaction (server/resource/children.ts).
  children: [
${children.map((c) => `    { key: ${quote(c.key)}, model: ${c.names.model}, table: ${c.names.table} },`).join('\n')}
  ],`
    : '';
  return `import type { ResourceDef } from '../../resource';
${imports}

/**
 * ${commentText(model.label.en)}: the engine's routes under ${model.routes.base} (page, list, detail, edit, delete, export).
 * Add it to the area's resourceRoutes call. Its business rules are hooks (docs/architecture.md, "The engine").
 */
export const ${names.resource}: ResourceDef = {
  model: ${names.model},
  table: ${names.table},${childLines}
  hooks: {
    // beforeSave: async ({ tx, request, values, before }) => { ... } — in the save's transaction; may set values
    //   or refuse with badRequest(TEXT, 'fieldKey') (server/core/errors.ts), texts in zh, zhtw and en.
    // afterSave: async ({ tx, values, before }) => { ... } — after the row is written, same transaction.
    // beforeDelete: refuse while the record is in use; afterDelete: follow the soft delete.
    // scope: the data scope when the menu's data rules are not enough; routes: custom actions.
  },
};
`;
}
