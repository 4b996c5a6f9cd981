import type { FormScope } from '../form-scope';
import type { TableRow } from './rows';

/** The table's current rows for the row scopes, with change notification. */
export interface RowsStore {
  rows(): readonly TableRow[];
  /** Takes the rows of a render (no notification: that waits for the commit). */
  update(rows: readonly TableRow[]): void;
  notify(): void;
  subscribe(listener: () => void): () => void;
}

export function createRowsStore(initial: readonly TableRow[]): RowsStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    rows: () => current,
    update: (rows) => {
      current = rows;
    },
    notify: () => listeners.forEach((listener) => listener()),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The form scope of the widgets in one row (widgets/form-scope.tsx): `table.column` is this row's cell,
 * `table` the rows; any other path is the form's, through the scope around the table.
 */
export function rowScope(parent: FormScope, store: RowsStore, table: string, index: number): FormScope {
  const prefix = `${table}.`;
  const own = (path: string) => path === table || path.startsWith(prefix);
  return {
    row: { table, index },
    get: (path) => {
      if (path === table) return store.rows();
      if (path.startsWith(prefix)) return store.rows()[index]?.[path.slice(prefix.length)];
      return parent.get(path);
    },
    subscribe: (path, listener) => (own(path) ? store.subscribe(listener) : parent.subscribe(path, listener)),
    setRelated: (vModel, record) => parent.setRelated(vModel, record),
  };
}
