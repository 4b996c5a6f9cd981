import type { WidgetDefinition } from '../types';
import { TimeRange } from './Component';
import { TimeRangeDisplay } from './Display';
import { timeRangeDefaults, timeRangePropsSchema } from './props';

export const timeRangeWidget: WidgetDefinition = {
  key: 'timeRange',
  label: { zh: '时间范围', zhtw: '時間範圍', en: 'Time range' },
  group: 'basic',
  valueType: 'array',
  propsSchema: timeRangePropsSchema,
  defaults: { ...timeRangeDefaults },
  trigger: 'change',
  Component: TimeRange,
  Display: TimeRangeDisplay,
};
