import type { LocalText } from '../../schemas/text';
import { placeholderProp, propsSchema, stringProp } from '../common/propsSchema';
import { SCAN_TEXTS } from './texts';

export interface ScanInputProps {
  placeholder?: LocalText;
  /** What 我的二维码 shows; the signed-in user's id when empty. */
  myCode?: string;
  maxlength?: number | null;
}

export const scanInputDefaults: ScanInputProps = { placeholder: SCAN_TEXTS.placeholder, myCode: '' };

export const scanInputPropsSchema = propsSchema({
  placeholder: placeholderProp(),
  myCode: stringProp('我的二维码内容'),
});
