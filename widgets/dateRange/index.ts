import type { WidgetDefinition } from '../types';
import { DateRange } from './Component';
import { DateRangeDisplay } from './Display';
import { dateRangeDefaults, dateRangePropsSchema } from './props';

export const dateRangeWidget: WidgetDefinition = {
  key: 'dateRange',
  label: { zh: '日期范围', zhtw: '日期範圍', en: 'Date range' },
  group: 'basic',
  valueType: 'array',
  propsSchema: dateRangePropsSchema,
  defaults: { ...dateRangeDefaults },
  trigger: 'change',
  Component: DateRange,
  Display: DateRangeDisplay,
};
