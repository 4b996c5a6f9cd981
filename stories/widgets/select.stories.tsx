import { SHOP_TYPES, widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('select');

const states = widgetStates('2', { options: SHOP_TYPES });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** Several values, stored comma-joined (docs/product.md#form-behaviour). */
export const Multiple: WidgetStoryObj = { args: { value: '1,3', field: { options: SHOP_TYPES, props: { multiple: true } } } };

/** Options from a dictionary (fake services: goldType). */
export const Dictionary: WidgetStoryObj = { args: { value: 'd2', field: { options: { dictionary: 'goldType' } } } };
