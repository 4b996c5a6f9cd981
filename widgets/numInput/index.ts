import type { WidgetDefinition } from '../types';
import { numInputFace } from './boxFace';
import { NumInput } from './Component';
import { NumInputDisplay } from './Display';
import { numInputDefaults, numInputPropsSchema } from './props';

export const numInputWidget: WidgetDefinition<number | null> = {
  key: 'numInput',
  label: { zh: '数字输入', zhtw: '數字輸入', en: 'Number' },
  group: 'basic',
  valueType: 'number',
  propsSchema: numInputPropsSchema,
  defaults: { ...numInputDefaults },
  trigger: 'blur',
  Component: NumInput,
  Display: NumInputDisplay,
  boxFace: numInputFace,
};
