import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('comInput');

const states = widgetStates('周大生南山店', { props: { maxlength: 20, showCount: true } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
