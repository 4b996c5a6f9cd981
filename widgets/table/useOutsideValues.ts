import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useFormScope } from '../form-scope';

const NONE: Record<string, unknown> = {};

/**
 * The values of form fields outside the table that calculated columns read, from the form scope.
 * The snapshot is their JSON, so the object keeps its identity until one of them really changes
 * (rows re-render for that, not for every keystroke elsewhere in the form).
 */
export function useOutsideValues(fields: readonly string[]): Record<string, unknown> {
  const scope = useFormScope();
  const key = fields.join('\n');
  // `key` stands for `fields`: callers may pass a fresh array with the same names.
  const names = useMemo(() => (key === '' ? [] : key.split('\n')), [key]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const offs = names.map((name) => scope.subscribe(name, listener));
      return () => offs.forEach((off) => off());
    },
    [scope, names],
  );
  const read = useCallback(() => JSON.stringify(names.map((name) => scope.get(name) ?? null)), [scope, names]);
  const snapshot = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => {
    if (names.length === 0) return NONE;
    const values = JSON.parse(snapshot) as unknown[];
    return Object.fromEntries(names.map((name, index) => [name, values[index]]));
  }, [snapshot, names]);
}
