import { SHOP_TYPES, widgetMeta, widgetStates } from '../kit';

export default widgetMeta('checkbox');

const states = widgetStates(['1', '3'], { options: SHOP_TYPES });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
