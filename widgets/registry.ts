import type { WidgetDefinition } from './types';

/**
 * Every widget by key (architecture.md section 4). The runtime and the designer look widgets up
 * only here; `npm run schemas:check` rejects schema keys that are not registered.
 */
export const WIDGETS: Record<string, WidgetDefinition> = {};

export function widgetFor(key: string): WidgetDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(WIDGETS, key) ? WIDGETS[key] : undefined;
}

export const WIDGET_KEYS = (): string[] => Object.keys(WIDGETS);
