import type { ActionSchema, ColumnSchema, ListSchema, SearchField } from '../../../schemas/types';
import type { LocalText } from '../../../schemas/text';

/**
 * The commands of the list designer, plain data like the form designer's (designer/README.md, "The command
 * contract"). The list's four collections are edited alike: an item is addressed by its key (a column by `prop`,
 * a search field by `vModel`, a button by its name); `apply.ts` returns the exact inverse of each.
 */
export type ListPart = 'columns' | 'search' | 'toolbar' | 'rowActions';

export interface PartItem {
  columns: ColumnSchema;
  search: SearchField;
  toolbar: ActionSchema;
  rowActions: ActionSchema;
}

export type ListItem = PartItem[ListPart];

/** The list settings a `settings` command changes (`undefined` removes one). */
export const SETTING_KEYS = ['title', 'defaultSort', 'pagination', 'tree', 'groupBy', 'columnPermission'] as const;
export type ListSettings = Partial<Pick<ListSchema, (typeof SETTING_KEYS)[number]>>;

export type ListCommand =
  | { type: 'insert'; part: ListPart; index: number; item: ListItem }
  | { type: 'remove'; part: ListPart; key: string }
  /** `index` counts in the list once the item has left its place. */
  | { type: 'move'; part: ListPart; key: string; index: number }
  /** Puts a whole item in place of the one with `key` (a property change, or its inverse). */
  | { type: 'replace'; part: ListPart; key: string; item: ListItem }
  | { type: 'settings'; set: ListSettings };

export interface ListLabel {
  action: 'insert' | 'remove' | 'move' | 'replace' | 'settings';
  part?: ListPart;
  /** The item's label (or its key). */
  item?: LocalText;
  property?: string;
}

export type ListRefusalReason =
  | 'notFound' // no item with that key
  | 'duplicate' // an item with that key is there already
  | 'badIndex'
  | 'lastColumn' // a list keeps at least one column
  | 'invalid'; // the result does not validate

export interface ListRefusal {
  reason: ListRefusalReason;
  problems?: string[];
}

export type ListApplyResult = { ok: true; doc: ListSchema; inverse: ListCommand } | { ok: false; refusal: ListRefusal };

/** The key an item is addressed by. */
export function keyOf(part: ListPart, item: ListItem): string {
  if (part === 'columns') return (item as ColumnSchema).prop;
  if (part === 'search') return (item as SearchField).vModel;
  const action = item as ActionSchema;
  return action.name ?? action.action;
}

/** The selection id of an item (the editor selects items across the four parts). */
export const selectionId = (part: ListPart, key: string) => `${part}:${key}`;

export function parseSelection(id: string | null): { part: ListPart; key: string } | undefined {
  if (!id) return undefined;
  const at = id.indexOf(':');
  const part = id.slice(0, at);
  if (part !== 'columns' && part !== 'search' && part !== 'toolbar' && part !== 'rowActions') return undefined;
  return { part, key: id.slice(at + 1) };
}
