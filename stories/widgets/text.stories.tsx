import { widgetMeta, type WidgetStoryObj } from '../kit';

/** A paragraph in a form; it holds no value. */
export default widgetMeta('text');

export const Default: WidgetStoryObj = { args: {} };
export const Styled: WidgetStoryObj = {
  args: { field: { props: { text: '金价以当日上海黄金交易所收盘价为准。', style: { color: '#cf1322', fontWeight: 'bold', fontSize: 16 } } } },
};
export const Display: WidgetStoryObj = { args: { field: { props: { text: '金价以当日上海黄金交易所收盘价为准。' } }, display: true } };
