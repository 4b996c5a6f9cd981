/**
 * Keys a designed field may not take because the record itself uses them: its id, the engine's bookkeeping (version,
 * soft delete, audit columns and their derived names), a sub-table row's link to its parent and its order, and
 * JNPF's own columns. One list for the designer's key box and for publishing (schemas/model/from-design.ts).
 */
export const RECORD_KEYS: ReadonlySet<string> = new Set([
  'id', 'version', 'deletedAt', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'createdByName', 'updatedByName',
  'parentId', 'sortCode', 'tenantId', 'flowId', 'deleteMark',
]);

/** What a field key looks like (it names the wire value and, in snake case, the column): the model language's pattern. */
export const FIELD_KEY_PATTERN = '^[a-zA-Z][a-zA-Z0-9]*$';
