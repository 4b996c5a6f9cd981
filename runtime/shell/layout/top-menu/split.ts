/** Width of one top-menu item (docs/product.md#constants). */
export const TOP_MENU_ITEM_WIDTH = 116;

/**
 * Splits the top-level menu for a bar `width` pixels wide: number = floor(width / 116); when the menu
 * does not fit, the first number - 1 items are shown and the rest go into the 'More ...' entry.
 */
export function splitTopMenu<T>(items: readonly T[], width: number): { shown: T[]; more: T[] } {
  const number = Math.floor(Math.max(width, 0) / TOP_MENU_ITEM_WIDTH);
  if (items.length <= number) return { shown: [...items], more: [] };
  const keep = Math.max(number - 1, 0);
  return { shown: items.slice(0, keep), more: items.slice(keep) };
}
