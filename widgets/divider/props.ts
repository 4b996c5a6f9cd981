import type { LocalText } from '../../schemas/text';
import { contentPositionProp, type ContentPosition } from '../common/decoration';
import { localTextProp, propsSchema } from '../common/propsSchema';

export interface DividerProps {
  /** Optional text on the line (JNPF `__slot__.default`). */
  text?: LocalText;
  contentPosition?: ContentPosition;
}

export const dividerDefaults: DividerProps = { contentPosition: 'center' };

export const dividerPropsSchema = propsSchema({
  text: localTextProp('文字'),
  contentPosition: contentPositionProp('center'),
});
