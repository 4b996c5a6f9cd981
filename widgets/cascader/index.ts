import type { WidgetDefinition } from '../types';
import { Cascader } from './Component';
import { CascaderDisplay } from './Display';
import { cascaderDefaults, cascaderPropsSchema } from './props';

export const cascaderWidget: WidgetDefinition = {
  key: 'cascader',
  label: { zh: '级联选择', zhtw: '級聯選擇', en: 'Cascader' },
  group: 'basic',
  valueType: 'array',
  propsSchema: cascaderPropsSchema,
  defaults: { ...cascaderDefaults },
  trigger: 'change',
  hasOptions: true,
  Component: Cascader,
  Display: CascaderDisplay,
};
