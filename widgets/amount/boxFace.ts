import type { BoxFace } from '../types';
import type { FieldSchema } from '../../schemas/types';
import { fieldProps } from '../common/fieldProps';
import { toFixed2 } from '../../schemas/format/amount';
import { AmountChinese } from './Chinese';
import { amountDefaults, type AmountProps } from './props';

/** The box shows the amount with two decimals and no grouping, and 大写 under it when the field asks. */
export function amountFace(field: FieldSchema): BoxFace<string | null> {
  const props = fieldProps<AmountProps>(field, amountDefaults);
  return { text: (value) => toFixed2(value) ?? '', placeholder: props.placeholder, After: props.showChinese ? AmountChinese : undefined };
}
