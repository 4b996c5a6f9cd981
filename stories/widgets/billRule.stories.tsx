import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('billRule');

const states = widgetStates('SPV2024010001');
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** A new form: the next number of the rule, greyed, with the hint that the code is given on save. */
export const Preview: WidgetStoryObj = { args: { field: { props: { rule: 'spvCode' } } } };
