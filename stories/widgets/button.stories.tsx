import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('button');

const field = { vModel: undefined, props: { buttonText: '查询库存', type: 'primary' } };
const states = widgetStates(undefined, field);
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
// No Display story: a button shows nothing on detail pages and in list cells.

/** JNPF's element-ui colours, centred. */
export const Success: WidgetStoryObj = { args: { field: { vModel: undefined, props: { buttonText: '确认', type: 'success', align: 'center' } } } };
