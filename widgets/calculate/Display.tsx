import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { formatNumber } from '../numInput/number';
import { calculateDefaults } from './props';

/** The calculated value with the field's decimals, like a number. */
export const CalculateDisplay = memo(function CalculateDisplay({ value, field }: DisplayProps<string | null>) {
  const props = useFieldProps(field, calculateDefaults);
  const text = formatNumber(value, props.precision);
  return text === '' ? <EmptyDisplay /> : <span>{text}</span>;
});
