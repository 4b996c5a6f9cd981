import type { WidgetDefinition } from '../types';
import { Sign } from './Component';
import { SignDisplay } from './Display';
import { signDefaults, signPropsSchema } from './props';

/** JNPF `sign` (handwritten signature). The value is the url of the uploaded PNG. */
export const signWidget: WidgetDefinition<string> = {
  key: 'sign',
  label: { zh: '手写签名', zhtw: '手寫簽名', en: 'Signature' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: signPropsSchema,
  defaults: { ...signDefaults },
  trigger: 'change',
  Component: Sign,
  Display: SignDisplay,
};
