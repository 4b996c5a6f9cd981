import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('currDept');

// Empty previews the signed-in user of the fake services (modifyUser: nothing); Filled holds a stored id.
const states = widgetStates('dep2');
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
