import type { WidgetDefinition } from '../types';
import { UserSelect } from './Component';
import { UserSelectDisplay } from './Display';
import { userSelectDefaults, userSelectPropsSchema } from './props';

export const userSelectWidget: WidgetDefinition<string | null> = {
  key: 'userSelect',
  label: { zh: '用户选择', zhtw: '用戶選擇', en: 'User' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: userSelectPropsSchema,
  defaults: { ...userSelectDefaults },
  trigger: 'change',
  Component: UserSelect,
  Display: UserSelectDisplay,
};
