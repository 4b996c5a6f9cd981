import type { ActionSchema, ColumnSchema, ListSchema, SearchField } from '../../../schemas/types';
import type { LocalText } from '../../../schemas/text';
import { keyOf, selectionId, type ListCommand, type ListItem, type ListLabel, type ListPart, type ListSettings } from './commands';
import { actionOf, columnFrom, searchFrom, treeCall, type ListField, type RowKind, type ToolbarKind, type TreeSource } from './document';

/** A gesture as a command with its history label (as the form designer's builders.ts); `created`: the selection id of what it adds. */
export interface ListStep {
  command: ListCommand;
  label: ListLabel;
  mergeKey?: string;
  created?: string;
}

const itemLabel = (part: ListPart, item: ListItem | undefined, key: string): LocalText => {
  if (!item) return key;
  if (part === 'columns' || part === 'search') return (item as ColumnSchema | SearchField).label;
  return (item as ActionSchema).label ?? key;
};

const find = (doc: ListSchema, part: ListPart, key: string) => ((doc[part] ?? []) as ListItem[]).find((item) => keyOf(part, item) === key);

function insertStep(part: ListPart, item: ListItem, index: number): ListStep {
  const key = keyOf(part, item);
  return { command: { type: 'insert', part, index, item }, label: { action: 'insert', part, item: itemLabel(part, item, key) }, created: selectionId(part, key) };
}

/** A form field as a column at `index` (default: the end). */
export function addColumn(doc: ListSchema, field: ListField, index = doc.columns.length): ListStep {
  return insertStep('columns', columnFrom(field), index);
}

/** A form field as a search field, its match kind chosen by its widget. */
export function addSearch(doc: ListSchema, field: ListField, index = doc.search?.length ?? 0): ListStep {
  return insertStep('search', searchFrom(field), index);
}

/** A button of the kind with its permission code, on the toolbar or on each row. */
export function addAction(doc: ListSchema, part: 'toolbar' | 'rowActions', kind: ToolbarKind | RowKind, index = doc[part]?.length ?? 0): ListStep {
  return insertStep(part, actionOf(kind), index);
}

export function removeItem(doc: ListSchema, part: ListPart, key: string): ListStep {
  return { command: { type: 'remove', part, key }, label: { action: 'remove', part, item: itemLabel(part, find(doc, part, key), key) } };
}

export function moveItem(doc: ListSchema, part: ListPart, key: string, index: number): ListStep {
  return { command: { type: 'move', part, key, index }, label: { action: 'move', part, item: itemLabel(part, find(doc, part, key), key) } };
}

/**
 * Sets one property of an item (width, align, fixed, sortable, label, match, permission, ...); `undefined`
 * removes it. Undefined when there is no such item. Typing in one box is one history step (mergeKey).
 */
export function setItemProperty(doc: ListSchema, part: ListPart, key: string, property: string, value: unknown): ListStep | undefined {
  const item = find(doc, part, key);
  if (!item) return undefined;
  const next: Record<string, unknown> = { ...item };
  if (value === undefined) delete next[property];
  else next[property] = value;
  return {
    command: { type: 'replace', part, key, item: next as unknown as ListItem },
    label: { action: 'replace', part, item: itemLabel(part, item, key), property },
    mergeKey: `${part}:${key}:${property}`,
  };
}

/** List settings (sort, paging, tree, group-by, title). */
export function updateListSettings(set: ListSettings): ListStep {
  const keys = Object.keys(set).sort();
  return { command: { type: 'settings', set }, label: { action: 'settings', property: keys.join(',') }, mergeKey: `settings:${keys.join(',')}` };
}

/** A choice, not typing: each change is its own history step (choosing the field, then the order, undoes one at a time). */
export const setDefaultSort = (sort: ListSchema['defaultSort']): ListStep => ({ ...updateListSettings({ defaultSort: sort }), mergeKey: undefined });

/** Paging on (page size and the sizes offered) or off. */
export function setPagination(paging: { pageSize: number; pageSizes: number[] } | false): ListStep {
  if (paging === false) return updateListSettings({ pagination: false });
  const pageSizes = [...new Set([...paging.pageSizes, paging.pageSize])].sort((a, b) => a - b);
  return updateListSettings({ pagination: { pageSize: paging.pageSize, pageSizes } });
}

export interface TreeLayout {
  title: LocalText;
  source: TreeSource;
  /** The field a clicked node filters the list by (JNPF treeRelation). */
  field: string;
}

const treeOf = (tree: TreeLayout): NonNullable<ListSchema['tree']> => ({
  title: tree.title, api: treeCall(tree.source), queryKey: tree.field, labelKey: 'fullName', valueKey: 'id',
});

/** The left-tree layout: its title, its source and the field a node filters by (null: no tree). */
export function setTree(tree: TreeLayout | null): ListStep {
  return updateListSettings({ tree: tree ? treeOf(tree) : undefined });
}

/** The group-by layout (JNPF type 3): rows grouped by a field (null: none). */
export const setGroupBy = (prop: string | null) => updateListSettings({ groupBy: prop ? { prop } : undefined });

/** JNPF's list type in one step: a plain table (1), a left tree (2) or grouped rows (3); the other layout is cleared. */
export type ListLayout = { kind: 'plain' } | ({ kind: 'tree' } & TreeLayout) | { kind: 'group'; prop: string };

export function setLayout(layout: ListLayout): ListStep {
  if (layout.kind === 'tree') return updateListSettings({ tree: treeOf(layout), groupBy: undefined });
  if (layout.kind === 'group') return updateListSettings({ tree: undefined, groupBy: { prop: layout.prop } });
  return updateListSettings({ tree: undefined, groupBy: undefined });
}
