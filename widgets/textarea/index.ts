import type { WidgetDefinition } from '../types';
import { Textarea } from './Component';
import { TextareaDisplay } from './Display';
import { textareaDefaults, textareaPropsSchema } from './props';

export const textareaWidget: WidgetDefinition<string> = {
  key: 'textarea',
  label: { zh: '多行输入', zhtw: '多行輸入', en: 'Text area' },
  group: 'basic',
  valueType: 'string',
  propsSchema: textareaPropsSchema,
  defaults: { ...textareaDefaults },
  trigger: 'blur',
  Component: Textarea,
  Display: TextareaDisplay,
};
