import type { WidgetDefinition } from '../types';
import { Rate } from './Component';
import { RateDisplay } from './Display';
import { rateDefaults, ratePropsSchema } from './props';

export const rateWidget: WidgetDefinition<number> = {
  key: 'rate',
  label: { zh: '评分', zhtw: '評分', en: 'Rate' },
  group: 'basic',
  valueType: 'number',
  propsSchema: ratePropsSchema,
  defaults: { ...rateDefaults },
  trigger: 'change',
  Component: Rate,
  Display: RateDisplay,
};
