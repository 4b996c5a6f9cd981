import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('colorPicker');

const states = widgetStates('#1890ff');
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** Transparency: stored as rgba text. */
export const WithAlpha: WidgetStoryObj = { args: { field: { props: { showAlpha: true } }, value: 'rgba(24, 144, 255, 0.5)' } };
