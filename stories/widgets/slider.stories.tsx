import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('slider');

const states = widgetStates(40, { props: { step: 10, showStops: true } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** Two handles: the value is [from, to]. */
export const Range: WidgetStoryObj = { args: { field: { props: { range: true } }, value: [20, 60] } };
