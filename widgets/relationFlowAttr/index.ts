import type { WidgetDefinition } from '../types';
import { attrDefaults, attrPropsSchema } from '../common/picker/attrProps';
import { RelationFlowAttr, RelationFlowAttrDisplay } from './Component';

/** A decoration (no vModel): it shows, and never emits, a value. */
export const relationFlowAttrWidget: WidgetDefinition<undefined> = {
  key: 'relationFlowAttr',
  label: { zh: '关联流程属性', zhtw: '關聯流程屬性', en: 'Related flow attribute' },
  group: 'advanced',
  valueType: 'none',
  propsSchema: attrPropsSchema,
  defaults: { ...attrDefaults },
  trigger: 'change',
  Component: RelationFlowAttr,
  Display: RelationFlowAttrDisplay,
};
