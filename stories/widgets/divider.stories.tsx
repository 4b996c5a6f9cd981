import { widgetMeta, type WidgetStoryObj } from '../kit';

/** A line between fields; it holds no value. */
export default widgetMeta('divider');

export const Plain: WidgetStoryObj = { args: {} };
export const WithText: WidgetStoryObj = { args: { field: { props: { text: '以下为选填项', contentPosition: 'left' } } } };
export const Display: WidgetStoryObj = { args: { field: { props: { text: '以下为选填项' } }, display: true } };
