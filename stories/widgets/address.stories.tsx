import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('address');

const states = widgetStates(['44', '4403', '440305'], { props: { level: 2 } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
