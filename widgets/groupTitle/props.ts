import type { LocalText } from '../../schemas/text';
import { contentPositionProp, type ContentPosition } from '../common/decoration';
import { localTextProp, propsSchema } from '../common/propsSchema';

export interface GroupTitleProps {
  contentPosition?: ContentPosition;
  /** The heading when the field has no label (JNPF `content`). */
  content?: LocalText;
}

export const groupTitleDefaults: GroupTitleProps = { contentPosition: 'left' };

export const groupTitlePropsSchema = propsSchema({
  contentPosition: contentPositionProp('left'),
  content: localTextProp('标题'),
});
