import type { WidgetDefinition } from '../types';
import { DateWidget } from './Component';
import { DateDisplay } from './Display';
import { dateDefaults, datePropsSchema } from './props';

export const dateWidget: WidgetDefinition<number | string | null> = {
  key: 'date',
  label: { zh: '日期选择', zhtw: '日期選擇', en: 'Date' },
  group: 'basic',
  valueType: 'date',
  propsSchema: datePropsSchema,
  defaults: { ...dateDefaults },
  trigger: 'change',
  Component: DateWidget,
  Display: DateDisplay,
};
