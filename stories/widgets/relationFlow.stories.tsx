import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('relationFlow');

// Tasks of the fake flow (widgets/testing/fake-services.ts).
const field = { props: { flowId: 'purchase' } };

const states = widgetStates('f1', field);
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** Searches the tasks on the server. */
export const Filterable: WidgetStoryObj = { args: { value: 'f2', field: { props: { ...field.props, filterable: true } } } };
