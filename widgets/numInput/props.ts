import type { LocalText } from '../../schemas/text';
import { booleanProp, integerProp, numberProp, placeholderProp, propsSchema } from '../common/propsSchema';
import { PLEASE_ENTER } from '../common/texts';

export interface NumInputProps {
  placeholder?: LocalText;
  min?: number | null;
  max?: number | null;
  step?: number;
  /** Decimal places (none: as typed). */
  precision?: number | null;
  /** Plus/minus buttons. */
  controls?: boolean;
}

export const numInputDefaults: NumInputProps = {
  // JNPF's palette default placeholder.
  placeholder: PLEASE_ENTER,
  step: 1,
  controls: true,
};

export const numInputPropsSchema = propsSchema({
  placeholder: placeholderProp(),
  min: numberProp('最小值'),
  max: numberProp('最大值'),
  step: numberProp('步长', { default: 1, exclusiveMinimum: 0 }),
  precision: integerProp('精度', { minimum: 0, maximum: 10 }),
  controls: booleanProp('显示加减按钮', { default: true }),
});
