import type { FieldSchema } from '../../schemas/types';

/**
 * Widgets whose cell content is one control high whatever the value (single choice, no 大写 line).
 * Registry keys: tests/unit/schemas/widget-keys.test.ts holds them to widgets/registry.ts.
 */
export const ONE_LINE_KEYS: ReadonlySet<string> = new Set(['comInput', 'numInput', 'amount', 'calculate', 'date', 'time', 'select']);

const cache = new WeakMap<FieldSchema, boolean>();

/**
 * Whether a cell's widget is one control high. Such a cell puts its content in a box of that fixed
 * height (styles.ts boxStyle), so typing in it lays out the box, not the whole table.
 */
export function isOneLine(field: FieldSchema): boolean {
  let known = cache.get(field);
  if (known === undefined) {
    const props = (field.props ?? {}) as { multiple?: boolean; showChinese?: boolean };
    // amount shows 大写 under the box unless told not to (widgets/amount/props.ts).
    known = ONE_LINE_KEYS.has(field.jnpfKey) && !props.multiple && !(field.jnpfKey === 'amount' && props.showChinese !== false);
    cache.set(field, known);
  }
  return known;
}
