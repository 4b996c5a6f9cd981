import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('time');

const states = widgetStates('08:30:00');
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** Only office hours can be picked. */
export const OfficeHours: WidgetStoryObj = { args: { field: { props: { selectableRange: '09:00:00-18:00:00', format: 'HH:mm' } } } };
