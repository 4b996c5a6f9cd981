import type { WidgetDefinition } from '../types';
import { Calculate } from './Component';
import { CalculateDisplay } from './Display';
import { calculateDefaults, calculatePropsSchema } from './props';

/** JNPF `calculate`: a read-only value the form computes from other fields (schemas/formula). */
export const calculateWidget: WidgetDefinition<string | null> = {
  key: 'calculate',
  label: { zh: '计算公式', zhtw: '計算公式', en: 'Calculation' },
  group: 'advanced',
  valueType: 'decimal',
  propsSchema: calculatePropsSchema,
  defaults: { ...calculateDefaults },
  trigger: 'change',
  Component: Calculate,
  Display: CalculateDisplay,
};
