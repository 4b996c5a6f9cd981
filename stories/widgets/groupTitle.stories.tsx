import { widgetMeta, type WidgetStoryObj } from '../kit';

/** A heading between groups of fields; it holds no value, so it has no empty, filled or invalid state. */
export default widgetMeta('groupTitle');

export const Default: WidgetStoryObj = { args: { field: { label: { zh: '基本信息', zhtw: '基本資訊', en: 'Basic information' } } } };
export const Centred: WidgetStoryObj = { args: { field: { label: '结算信息', props: { contentPosition: 'center' } } } };
export const Display: WidgetStoryObj = { args: { field: { label: '基本信息' }, display: true } };
