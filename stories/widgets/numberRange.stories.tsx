import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('numberRange');

const states = widgetStates([10, 20]);
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** Only a lower bound: the other end is null. */
export const MinOnly: WidgetStoryObj = { args: { value: [10, null] } };
