import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { timeDefaults } from './props';
import { TIME_FORMAT, parseTime } from './value';

/** The time in the field's `format`; an unreadable stored text shows as stored. */
export const TimeDisplay = memo(function TimeDisplay({ value, field }: DisplayProps<string | null>) {
  const props = useFieldProps(field, timeDefaults);
  if (value === null || value === undefined || value === '') return <EmptyDisplay />;
  const picked = parseTime(value, props.valueFormat || TIME_FORMAT);
  return <span>{picked ? picked.format(props.format || TIME_FORMAT) : String(value)}</span>;
});
