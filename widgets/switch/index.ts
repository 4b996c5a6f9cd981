import type { WidgetDefinition } from '../types';
import { Switch } from './Component';
import { SwitchDisplay } from './Display';
import { switchDefaults, switchPropsSchema } from './props';

export const switchWidget: WidgetDefinition = {
  key: 'switch',
  label: { zh: '开关', zhtw: '開關', en: 'Switch' },
  group: 'basic',
  valueType: 'number',
  propsSchema: switchPropsSchema,
  defaults: { ...switchDefaults },
  trigger: 'change',
  Component: Switch,
  Display: SwitchDisplay,
};
