import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('timeRange');

const states = widgetStates(['08:30:00', '18:00:00']);
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
