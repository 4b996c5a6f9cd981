import type { WidgetDefinition } from '../types';
import { Editor } from './Component';
import { EditorDisplay } from './Display';
import { editorDefaults, editorPropsSchema } from './props';

/** JNPF `editor` (Quill there; lexical here). The value is sanitised HTML. */
export const editorWidget: WidgetDefinition<string> = {
  key: 'editor',
  label: { zh: '富文本', zhtw: '富文本', en: 'Rich text' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: editorPropsSchema,
  defaults: { ...editorDefaults },
  trigger: 'blur',
  Component: Editor,
  Display: EditorDisplay,
};
