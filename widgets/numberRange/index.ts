import type { WidgetDefinition } from '../types';
import { NumberRange } from './Component';
import { NumberRangeDisplay } from './Display';
import { numberRangeDefaults, numberRangePropsSchema } from './props';

/** Mostly a search-form filter (list searches on number ranges); also usable in forms. */
export const numberRangeWidget: WidgetDefinition = {
  key: 'numberRange',
  label: { zh: '数字范围', zhtw: '數字範圍', en: 'Number range' },
  group: 'basic',
  valueType: 'array',
  propsSchema: numberRangePropsSchema,
  defaults: { ...numberRangeDefaults },
  trigger: 'blur',
  Component: NumberRange,
  Display: NumberRangeDisplay,
};
