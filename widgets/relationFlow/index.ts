import type { WidgetDefinition } from '../types';
import { RelationFlow } from './Component';
import { RelationFlowDisplay } from './Display';
import { relationFlowDefaults, relationFlowPropsSchema } from './props';

export const relationFlowWidget: WidgetDefinition<string | null> = {
  key: 'relationFlow',
  label: { zh: '关联流程', zhtw: '關聯流程', en: 'Related flow' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: relationFlowPropsSchema,
  defaults: { ...relationFlowDefaults },
  trigger: 'change',
  Component: RelationFlow,
  Display: RelationFlowDisplay,
};
