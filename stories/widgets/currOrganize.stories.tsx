import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('currOrganize');

// Empty previews the signed-in user's organisation; Filled holds a stored organisation id.
const states = widgetStates('c2');
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** showLevel 'all': the whole path of the organisation. */
export const WholePath: WidgetStoryObj = { args: { field: { props: { showLevel: 'all' } }, value: 'dep1', display: true } };
