import type { LocalText } from '../../schemas/text';
import { integerProp, placeholderProp, propsSchema } from '../common/propsSchema';
import { EDITOR_PLACEHOLDER } from './texts';

export interface EditorProps {
  placeholder?: LocalText;
  /** Height of the writing area in pixels (it grows no further; the content scrolls). */
  height?: number;
}

export const editorDefaults: EditorProps = { placeholder: EDITOR_PLACEHOLDER, height: 300 };

export const editorPropsSchema = propsSchema({
  placeholder: placeholderProp(),
  height: integerProp('高度', { minimum: 100, default: 300 }),
});
