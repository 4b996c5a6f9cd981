import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { parseRange } from '../dateRange/value';
import { TIME_FORMAT, parseTime } from '../time/value';
import { timeRangeDefaults } from './props';

/** "08:30:00 至 18:00:00" in the field's format. */
export const TimeRangeDisplay = memo(function TimeRangeDisplay({ value, field }: DisplayProps) {
  const props = useFieldProps(field, timeRangeDefaults);
  const separator = useLocalText(props.rangeSeparator) || '~';
  const picked = parseRange(value, (end) => parseTime(end, props.valueFormat || TIME_FORMAT));
  if (!picked) return <EmptyDisplay />;
  const format = props.format || TIME_FORMAT;
  return <span>{`${picked[0].format(format)} ${separator} ${picked[1].format(format)}`}</span>;
});
