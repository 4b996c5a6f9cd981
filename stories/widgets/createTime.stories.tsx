import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('createTime');

// Times preview nothing; stored as epoch ms and shown as YYYY-MM-DD HH:mm.
const states = widgetStates(new Date(2024, 2, 5, 8, 30).getTime());
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
