import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('switch');

const states = widgetStates(1);
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
