import type { WidgetDefinition } from '../types';
import { Divider } from './Component';
import { dividerDefaults, dividerPropsSchema } from './props';

export const dividerWidget: WidgetDefinition = {
  key: 'divider',
  label: { zh: '分割线', zhtw: '分割線', en: 'Divider' },
  group: 'layout',
  valueType: 'none',
  propsSchema: dividerPropsSchema,
  defaults: { ...dividerDefaults },
  trigger: 'change',
  Component: Divider,
  Display: Divider,
};
