import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('date');

const states = widgetStates(Date.UTC(2024, 2, 5, 1, 30), { props: { type: 'date' } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
