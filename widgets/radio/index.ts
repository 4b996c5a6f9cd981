import type { WidgetDefinition } from '../types';
import { Radio } from './Component';
import { RadioDisplay } from './Display';
import { radioDefaults, radioPropsSchema } from './props';

export const radioWidget: WidgetDefinition = {
  key: 'radio',
  label: { zh: '单选框组', zhtw: '單選框組', en: 'Radio group' },
  group: 'basic',
  valueType: 'string',
  propsSchema: radioPropsSchema,
  defaults: { ...radioDefaults },
  trigger: 'change',
  hasOptions: true,
  Component: Radio,
  Display: RadioDisplay,
};
