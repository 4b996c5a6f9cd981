import type { ListSchema } from '../../../schemas/types';
import { CommandStore, type StoreOptions, type StoreResult, type StoreSnapshot } from '../store';
import { applyListCommand } from './apply';
import { keyOf, parseSelection, type ListCommand, type ListItem, type ListLabel, type ListRefusal } from './commands';

export type ListSnapshot = StoreSnapshot<ListSchema, ListCommand, ListLabel>;
export type ListExecuteResult = StoreResult<ListRefusal>;

/** Whether a selection id (commands.ts `selectionId`) names an item of the list. */
function exists(doc: ListSchema, id: string): boolean {
  const at = parseSelection(id);
  return !!at && ((doc[at.part] ?? []) as ListItem[]).some((item) => keyOf(at.part, item) === at.key);
}

/** One open list design: the shared undoable store (store.ts) with the list's commands; the selection is `part:key`. */
export class ListEditor extends CommandStore<ListSchema, ListCommand, ListLabel, ListRefusal> {
  constructor(list: ListSchema, options: StoreOptions = {}) {
    super(list, { apply: applyListCommand, exists, describe: (refusal) => `${refusal.reason} ${(refusal.problems ?? []).join('; ')}` }, options);
  }
}
