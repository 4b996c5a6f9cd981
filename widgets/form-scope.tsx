import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The form a widget sits in, as far as widgets may see it: other fields' values (calculated fields,
 * relation-form attributes, QR codes of a field) and the records that relation-form and popup-select
 * fields loaded. The runtime provides it over its formily form; stories and tests use `createMemoryScope`.
 * Outside a form the scope is empty.
 */
export interface FormScope {
  /**
   * A value by path: `field`, `table.field` (inside a sub-table row: that row's cell; outside: the
   * column as an array), or `$related.<vModel>` (the record a relation field loaded).
   */
  get(path: string): unknown;
  /** Calls `listener` after the value at `path` may have changed; returns the unsubscribe. */
  subscribe(path: string, listener: () => void): () => void;
  /** Stores the record a relation form / popup select field loaded (null: none chosen). */
  setRelated(vModel: string, record: Record<string, unknown> | null): void;
  /** The sub-table row the widget sits in. */
  row?: { table: string; index: number };
}

const noop = () => {};

export const EMPTY_SCOPE: FormScope = {
  get: () => undefined,
  subscribe: () => noop,
  setRelated: noop,
};

export const FormScopeContext = createContext<FormScope>(EMPTY_SCOPE);

export function useFormScope(): FormScope {
  return useContext(FormScopeContext);
}

/** Another field's value; the component re-renders when it changes. */
export function useScopeValue(path: string | undefined): unknown {
  const scope = useFormScope();
  const subscribe = useCallback((listener: () => void) => (path ? scope.subscribe(path, listener) : noop), [scope, path]);
  const read = useCallback(() => (path ? scope.get(path) : undefined), [scope, path]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The record a relation form / popup select field `vModel` loaded. */
export function useRelatedRecord(vModel: string | undefined): Record<string, unknown> | null | undefined {
  return useScopeValue(vModel ? `$related.${vModel}` : undefined) as Record<string, unknown> | null | undefined;
}

function readPath(values: Record<string, unknown>, path: string, row?: FormScope['row']): unknown {
  const dot = path.indexOf('.');
  if (dot < 0) return values[path];
  const head = path.slice(0, dot);
  const rest = path.slice(dot + 1);
  const value = values[head];
  if (head === '$related') return (value as Record<string, unknown> | undefined)?.[rest];
  if (!Array.isArray(value)) return undefined;
  if (row && row.table === head) return (value[row.index] as Record<string, unknown> | undefined)?.[rest];
  return value.map((item) => (item as Record<string, unknown> | undefined)?.[rest]);
}

/** A scope over plain values (stories, tests, the sub-table's rows); `set` notifies subscribers. */
export function createMemoryScope(initial: Record<string, unknown> = {}, row?: FormScope['row']) {
  let values: Record<string, unknown> = { ...initial, $related: {} };
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const scope: FormScope & { set(path: string, value: unknown): void; values(): Record<string, unknown> } = {
    row,
    get: (path) => readPath(values, path, row),
    subscribe: (_path, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setRelated: (vModel, record) => {
      values = { ...values, $related: { ...(values.$related as object), [vModel]: record } };
      notify();
    },
    set: (path, value) => {
      values = { ...values, [path]: value };
      notify();
    },
    values: () => values,
  };
  return scope;
}
