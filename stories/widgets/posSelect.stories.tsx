import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('posSelect');

// The tree comes from the fake services' pickerTree (widgets/testing/fake-services.ts).
const states = widgetStates('p1', { props: { filterable: true } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
