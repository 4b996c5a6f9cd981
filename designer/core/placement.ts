import type { FieldSchema } from '../../schemas/types';
import type { RefusalReason } from './commands';
import { HOLDER_KEYS } from './document';

/**
 * Where an entry may stand (the structure JNPF's designer allows; schemas/import/jnpf/README.md):
 * tab panes only in a tab and collapse panes only in a collapse, which hold nothing else; a sub-table
 * holds value fields and decorations only (no container, no other sub-table); other entries hold no
 * children. The language's shape allows more, so the designer checks this itself.
 */
const PANE_OF: Record<string, string> = { tab: 'tabItem', collapse: 'collapseItem' };
const PANES: ReadonlySet<string> = new Set(Object.values(PANE_OF));

/** Why `field` may not go into a holder with key `parentKey` (null: the top of the form); undefined when it may. */
export function placementRefusal(field: FieldSchema, parentKey: string | null): RefusalReason | undefined {
  if (parentKey !== null && !HOLDER_KEYS.has(parentKey)) return 'notContainer';
  const pane = parentKey === null ? undefined : PANE_OF[parentKey];
  if (pane !== undefined) return field.jnpfKey === pane ? undefined : 'paneMisplaced';
  if (PANES.has(field.jnpfKey)) return 'paneMisplaced';
  if (parentKey === 'table') {
    if (field.jnpfKey === 'table') return 'tableInTable';
    if (HOLDER_KEYS.has(field.jnpfKey) || field.children) return 'containerInTable';
  }
  return undefined;
}

export interface StructureProblem {
  /** JSON pointer under the form (`/fields/0/children/1`). */
  path: string;
  reason: RefusalReason | 'duplicateId' | 'missingId' | 'childrenOnField';
}

/** Every structure rule over a field list placed in `parentKey` (null: the form). */
export function structureProblems(fields: readonly FieldSchema[], parentKey: string | null = null, base = '/fields', ids = new Set<string>()): StructureProblem[] {
  const problems: StructureProblem[] = [];
  fields.forEach((field, i) => {
    const path = `${base}/${i}`;
    const refusal = placementRefusal(field, parentKey);
    if (refusal) problems.push({ path, reason: refusal });
    if (field.formId === undefined) problems.push({ path, reason: 'missingId' });
    else if (ids.has(field.formId)) problems.push({ path, reason: 'duplicateId' });
    else ids.add(field.formId);
    if (field.children && !HOLDER_KEYS.has(field.jnpfKey)) problems.push({ path, reason: 'childrenOnField' });
    if (field.children) problems.push(...structureProblems(field.children, field.jnpfKey, `${path}/children`, ids));
  });
  return problems;
}
