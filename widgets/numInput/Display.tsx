import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { formatNumber } from './number';
import { numInputDefaults } from './props';

export const NumInputDisplay = memo(function NumInputDisplay({ value, field }: DisplayProps<number | null>) {
  const props = useFieldProps(field, numInputDefaults);
  const text = formatNumber(value, props.precision);
  return text === '' ? <EmptyDisplay /> : <span>{text}</span>;
});
