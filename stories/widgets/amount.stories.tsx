import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('amount');

const states = widgetStates('1234.50', { props: { showChinese: true } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
