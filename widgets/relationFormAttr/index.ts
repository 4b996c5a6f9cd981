import type { WidgetDefinition } from '../types';
import { attrDefaults, attrPropsSchema } from '../common/picker/attrProps';
import { RelationFormAttr, RelationFormAttrDisplay } from './Component';

/** A decoration (no vModel): it shows, and never emits, a value. */
export const relationFormAttrWidget: WidgetDefinition<undefined> = {
  key: 'relationFormAttr',
  label: { zh: '关联表单属性', zhtw: '關聯表單屬性', en: 'Related form attribute' },
  group: 'advanced',
  valueType: 'none',
  propsSchema: attrPropsSchema,
  defaults: { ...attrDefaults },
  trigger: 'change',
  Component: RelationFormAttr,
  Display: RelationFormAttrDisplay,
};
