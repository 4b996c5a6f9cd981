import type { WidgetDefinition } from '../types';
import { TimeWidget } from './Component';
import { TimeDisplay } from './Display';
import { timeDefaults, timePropsSchema } from './props';

export const timeWidget: WidgetDefinition<string | null> = {
  key: 'time',
  label: { zh: '时间选择', zhtw: '時間選擇', en: 'Time' },
  group: 'basic',
  valueType: 'string',
  propsSchema: timePropsSchema,
  defaults: { ...timeDefaults },
  trigger: 'change',
  Component: TimeWidget,
  Display: TimeDisplay,
};
