import type { BoxFace } from '../types';
import type { FieldSchema } from '../../schemas/types';
import { fieldProps } from '../common/fieldProps';
import { formatNumber } from './number';
import { numInputDefaults, type NumInputProps } from './props';

/** antd's number box shows the number with the field's precision, and nothing else once its step buttons are off. */
export function numInputFace(field: FieldSchema): BoxFace<number | null> {
  const props = fieldProps<NumInputProps>(field, numInputDefaults);
  return { text: (value) => formatNumber(value, props.precision), placeholder: props.placeholder };
}
