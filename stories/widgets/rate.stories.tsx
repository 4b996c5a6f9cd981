import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('rate');

const states = widgetStates(4, { props: { showText: true } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

export const HalfStarsWithScore: WidgetStoryObj = { args: { field: { props: { allowHalf: true, showScore: true, max: 10 } }, value: 7.5 } };
