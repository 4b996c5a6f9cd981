import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('numInput');

const states = widgetStates(12.5, { props: { min: 0, max: 100, precision: 1 } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
