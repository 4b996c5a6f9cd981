import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('dateRange');

// 2024-03-01 and 2024-03-31, local midnight.
const range = [new Date(2024, 2, 1).getTime(), new Date(2024, 2, 31).getTime()];

const states = widgetStates(range);
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

export const DateTimes: WidgetStoryObj = { args: { field: { props: { type: 'datetime' } }, value: range } };
