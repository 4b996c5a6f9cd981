import type { WidgetDefinition } from './types';

/**
 * How container widgets (the sub-table) find the widgets of their cells. The registry lists the
 * sub-table itself, so the table cannot import the registry (table -> registry -> table); the
 * registry hands its lookup over once instead: `registerCellLookup(widgetFor)` in widgets/registry.ts.
 */
export type CellLookup = (key: string) => WidgetDefinition | undefined;

let lookup: CellLookup = () => undefined;

export function registerCellLookup(fn: CellLookup): void {
  lookup = fn;
}

/** The widget of a cell by key; undefined for an unknown key (or before the registry loaded). */
export function cellWidget(key: string): WidgetDefinition | undefined {
  return lookup(key);
}
