import type { WidgetDefinition } from '../types';
import { Button, ButtonDisplay } from './Component';
import { buttonDefaults, buttonPropsSchema } from './props';

export const buttonWidget: WidgetDefinition = {
  key: 'button',
  label: { zh: '按钮', zhtw: '按鈕', en: 'Button' },
  group: 'basic',
  valueType: 'none',
  propsSchema: buttonPropsSchema,
  defaults: { ...buttonDefaults },
  trigger: 'change',
  Component: Button,
  Display: ButtonDisplay,
};
