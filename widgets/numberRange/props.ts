import type { LocalText } from '../../schemas/text';
import { integerProp, localTextProp, propsSchema } from '../common/propsSchema';

export interface NumberRangeProps {
  minPlaceholder?: LocalText;
  maxPlaceholder?: LocalText;
  /** Decimals each end keeps (none: as typed). */
  precision?: number | null;
}

export const numberRangeDefaults: NumberRangeProps = {
  // Spec section 2: the number range filter's placeholders.
  minPlaceholder: { zh: '最小值', zhtw: '最小值', en: 'Min' },
  maxPlaceholder: { zh: '最大值', zhtw: '最大值', en: 'Max' },
};

export const numberRangePropsSchema = propsSchema({
  minPlaceholder: localTextProp('最小值占位'),
  maxPlaceholder: localTextProp('最大值占位'),
  precision: integerProp('精度', { minimum: 0 }),
});
