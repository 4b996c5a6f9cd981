import type { LocalText } from '../../schemas/text';
import { booleanProp, integerProp, propsSchema } from '../common/propsSchema';

export interface RateProps {
  /** Number of stars. */
  max?: number;
  allowHalf?: boolean;
  /** A word for the score next to the stars (element-ui's texts). */
  showText?: boolean;
  /** The score itself next to the stars. */
  showScore?: boolean;
}

export const rateDefaults: RateProps = { max: 5, allowHalf: false, showText: false, showScore: false };

/** element-ui's default rate texts, one per star of a five-star rate. */
export const RATE_TEXTS: LocalText[] = [
  { zh: '极差', zhtw: '極差', en: 'Very poor' },
  { zh: '失望', zhtw: '失望', en: 'Disappointing' },
  { zh: '一般', zhtw: '一般', en: 'Average' },
  { zh: '满意', zhtw: '滿意', en: 'Satisfied' },
  { zh: '惊喜', zhtw: '驚喜', en: 'Delighted' },
];

export const ratePropsSchema = propsSchema({
  max: integerProp('最大值', { default: 5, minimum: 1 }),
  allowHalf: booleanProp('允许半选'),
  showText: booleanProp('辅助文字'),
  showScore: booleanProp('显示分数'),
});
