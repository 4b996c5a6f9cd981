import type { WidgetDefinition } from '../types';
import { RelationForm } from './Component';
import { RelationFormDisplay } from './Display';
import { relationFormDefaults, relationFormPropsSchema } from './props';

export const relationFormWidget: WidgetDefinition<string | null> = {
  key: 'relationForm',
  label: { zh: '关联表单', zhtw: '關聯表單', en: 'Related form' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: relationFormPropsSchema,
  defaults: { ...relationFormDefaults },
  trigger: 'change',
  Component: RelationForm,
  Display: RelationFormDisplay,
};
