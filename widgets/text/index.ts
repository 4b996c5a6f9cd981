import type { WidgetDefinition } from '../types';
import { Text } from './Component';
import { textDefaults, textPropsSchema } from './props';

/** JNPF `JNPFText` (the importer maps it to `text`). */
export const textWidget: WidgetDefinition = {
  key: 'text',
  label: { zh: '文本', zhtw: '文本', en: 'Text' },
  group: 'layout',
  valueType: 'none',
  propsSchema: textPropsSchema,
  defaults: { ...textDefaults },
  trigger: 'change',
  Component: Text,
  Display: Text,
};
