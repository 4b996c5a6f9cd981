import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { sliderDefaults } from './props';
import { toPair, toSingle } from './value';

/** The number, or "20 ~ 80" for a range. */
export const SliderDisplay = memo(function SliderDisplay({ value, field }: DisplayProps<number | number[]>) {
  const props = useFieldProps(field, sliderDefaults);
  if (props.range) {
    const pair = toPair(value);
    return pair ? <span>{`${pair[0]} ~ ${pair[1]}`}</span> : <EmptyDisplay />;
  }
  const single = toSingle(value);
  return single === null ? <EmptyDisplay /> : <span>{single}</span>;
});
