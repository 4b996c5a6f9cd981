import { useCallback, useMemo, useState } from 'react';
import type { ColumnSchema } from '../../../schemas';
import { getItem, removeItem, setItem } from '../../state/storage';

export type ColumnVisibility = Record<string, boolean>;

const storageKey = (schemaId: string) => `listColumns:${schemaId}`;

/** The schema's starting visibility: `hidden` columns are off. */
export function defaultVisibility(columns: readonly ColumnSchema[]): ColumnVisibility {
  const visibility: ColumnVisibility = {};
  for (const column of columns) visibility[column.prop] = !column.hidden;
  return visibility;
}

/**
 * Which columns show: the schema's defaults overlaid with the user's choices, which are kept per
 * schema id in local storage (a column that appears later, e.g. by permission, starts as the schema says).
 */
export function useColumnVisibility(schemaId: string, columns: readonly ColumnSchema[]): {
  visibility: ColumnVisibility;
  /** The columns the user switched on or off (the rest follow the schema and the width, fitColumns.ts). */
  chosen: ReadonlySet<string>;
  setVisible(prop: string, visible: boolean): void;
  reset(): void;
} {
  const [choices, setChoices] = useState<ColumnVisibility>(() => {
    const stored = getItem<Record<string, unknown>>(storageKey(schemaId));
    const valid: ColumnVisibility = {};
    if (stored && typeof stored === 'object') {
      for (const [prop, value] of Object.entries(stored)) if (typeof value === 'boolean') valid[prop] = value;
    }
    return valid;
  });
  const visibility = useMemo(() => ({ ...defaultVisibility(columns), ...choices }), [columns, choices]);
  const chosen = useMemo(() => new Set(Object.keys(choices)), [choices]);

  const setVisible = useCallback((prop: string, visible: boolean) => {
    setChoices((current) => {
      const next = { ...current, [prop]: visible };
      setItem(storageKey(schemaId), next);
      return next;
    });
  }, [schemaId]);

  const reset = useCallback(() => {
    removeItem(storageKey(schemaId));
    setChoices({});
  }, [schemaId]);

  return { visibility, chosen, setVisible, reset };
}
