import type { WidgetDefinition } from '../types';
import { amountFace } from './boxFace';
import { Amount } from './Component';
import { AmountDisplay } from './Display';
import { amountDefaults, amountPropsSchema } from './props';

/** JNPF `JNPFAmount` (the importer maps it to `amount`). */
export const amountWidget: WidgetDefinition<string | null> = {
  key: 'amount',
  label: { zh: '金额', zhtw: '金額', en: 'Amount' },
  group: 'basic',
  valueType: 'decimal',
  propsSchema: amountPropsSchema,
  defaults: { ...amountDefaults },
  trigger: 'blur',
  Component: Amount,
  Display: AmountDisplay,
  boxFace: amountFace,
};
