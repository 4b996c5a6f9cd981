import type { LocalText } from '../../schemas/text';
import { integerProp, placeholderProp, propsSchema, stringProp } from '../common/propsSchema';

export interface CalculateProps {
  /** expr-eval formula over other fields: `price * qty`, `items.amount` (schemas/formula). */
  expression?: string;
  /** Decimal places of the value (JNPF V341: 2). */
  precision?: number;
  placeholder?: LocalText;
}

export const calculateDefaults: CalculateProps = { expression: '', precision: 2 };

export const calculatePropsSchema = propsSchema({
  expression: stringProp('计算公式'),
  precision: integerProp('精度', { default: 2, minimum: 0, maximum: 10 }),
  placeholder: placeholderProp(),
});
