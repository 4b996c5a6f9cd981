import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { dateDefaults } from './props';
import { displayFormat, parseDateValue } from './value';

/** The date in the field's `format`. */
export const DateDisplay = memo(function DateDisplay({ value, field }: DisplayProps<number | string | null>) {
  const props = useFieldProps(field, dateDefaults);
  const picked = parseDateValue(value, props.valueFormat || 'timestamp');
  if (!picked) return <EmptyDisplay />;
  return <span>{picked.format(displayFormat(props.type ?? 'date', props.format))}</span>;
});
