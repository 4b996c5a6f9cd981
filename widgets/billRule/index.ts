import type { WidgetDefinition } from '../types';
import { BillRule } from './Component';
import { BillRuleDisplay } from './Display';
import { billRuleDefaults, billRulePropsSchema } from './props';

export const billRuleWidget: WidgetDefinition<string | null> = {
  key: 'billRule',
  label: { zh: '单据组件', zhtw: '單據組件', en: 'Bill number' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: billRulePropsSchema,
  defaults: { ...billRuleDefaults },
  trigger: 'change',
  Component: BillRule,
  Display: BillRuleDisplay,
};
