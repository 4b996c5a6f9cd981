import type { WidgetDefinition } from '../types';
import { Select } from './Component';
import { SelectDisplay } from './Display';
import { selectDefaults, selectPropsSchema } from './props';

export const selectWidget: WidgetDefinition = {
  key: 'select',
  label: { zh: '下拉选择', zhtw: '下拉選擇', en: 'Select' },
  group: 'basic',
  valueType: 'string',
  propsSchema: selectPropsSchema,
  defaults: { ...selectDefaults },
  trigger: 'change',
  hasOptions: true,
  Component: Select,
  Display: SelectDisplay,
};
