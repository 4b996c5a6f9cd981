import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('calculate');

// The widget only shows the value: the form runtime computes it (runtime/renderers/form/calculations.ts).
const states = widgetStates('59.97', { props: { expression: 'price * qty', precision: 2 } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** A weight formula with four decimals. */
export const FourDecimals: WidgetStoryObj = {
  args: { value: '12.3456', field: { props: { expression: 'items.weight * purity', precision: 4 } } },
};
