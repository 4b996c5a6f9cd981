import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('depSelect');

// The tree comes from the fake services' pickerTree (widgets/testing/fake-services.ts).
const states = widgetStates('dep1', { props: { filterable: true } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** Several departments, comma-joined. */
export const Multiple: WidgetStoryObj = { args: { value: 'dep1,dep2', field: { props: { multiple: true } } } };
