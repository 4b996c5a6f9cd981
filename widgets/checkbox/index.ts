import type { WidgetDefinition } from '../types';
import { Checkbox } from './Component';
import { CheckboxDisplay } from './Display';
import { checkboxDefaults, checkboxPropsSchema } from './props';

export const checkboxWidget: WidgetDefinition = {
  key: 'checkbox',
  label: { zh: '多选框组', zhtw: '多選框組', en: 'Checkbox group' },
  group: 'basic',
  valueType: 'array',
  propsSchema: checkboxPropsSchema,
  defaults: { ...checkboxDefaults },
  trigger: 'change',
  hasOptions: true,
  Component: Checkbox,
  Display: CheckboxDisplay,
};
