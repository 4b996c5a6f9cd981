import { widgetMeta, widgetStates } from '../kit';

export default widgetMeta('textarea');

const states = widgetStates('一楼柜台右侧的保险柜。\n钥匙由店长保管。', { props: { maxlength: 200 } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;
