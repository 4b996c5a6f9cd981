import type { WidgetDefinition } from '../types';
import { comInputFace } from './boxFace';
import { ComInput } from './Component';
import { ComInputDisplay } from './Display';
import { comInputDefaults, comInputPropsSchema } from './props';

export const comInputWidget: WidgetDefinition<string> = {
  key: 'comInput',
  label: { zh: '单行输入', zhtw: '單行輸入', en: 'Text input' },
  group: 'basic',
  valueType: 'string',
  propsSchema: comInputPropsSchema,
  defaults: { ...comInputDefaults },
  trigger: 'blur',
  Component: ComInput,
  Display: ComInputDisplay,
  boxFace: comInputFace,
};
