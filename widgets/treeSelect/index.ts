import type { WidgetDefinition } from '../types';
import { TreeSelect } from './Component';
import { TreeSelectDisplay } from './Display';
import { treeSelectDefaults, treeSelectPropsSchema } from './props';

export const treeSelectWidget: WidgetDefinition = {
  key: 'treeSelect',
  label: { zh: '下拉树形', zhtw: '下拉樹形', en: 'Tree select' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: treeSelectPropsSchema,
  defaults: { ...treeSelectDefaults },
  trigger: 'change',
  hasOptions: true,
  Component: TreeSelect,
  Display: TreeSelectDisplay,
};
