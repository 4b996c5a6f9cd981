import type { LocalText } from '../../schemas/text';
import { booleanProp, numberProp, placeholderProp, propsSchema } from '../common/propsSchema';
import { PLEASE_ENTER } from '../common/texts';

export interface AmountProps {
  placeholder?: LocalText;
  min?: number | null;
  max?: number | null;
  /** Shows the Chinese upper-case amount (大写) under the input. */
  showChinese?: boolean;
}

export const amountDefaults: AmountProps = { placeholder: PLEASE_ENTER, showChinese: true };

export const amountPropsSchema = propsSchema({
  placeholder: placeholderProp(),
  min: numberProp('最小值'),
  max: numberProp('最大值'),
  showChinese: booleanProp('显示大写', { default: true }),
});
