import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { displayFormat } from '../date/value';
import { useDisplayTimeZone } from '../common/time-zone';
import { dateRangeDefaults } from './props';
import { parseDateRange } from './value';

/** "2024-03-01 至 2024-03-31" in the field's format. */
export const DateRangeDisplay = memo(function DateRangeDisplay({ value, field }: DisplayProps) {
  const props = useFieldProps(field, dateRangeDefaults);
  const separator = useLocalText(props.rangeSeparator) || '~';
  const zone = useDisplayTimeZone();
  const picked = parseDateRange(value, props.valueFormat || 'timestamp', zone);
  if (!picked) return <EmptyDisplay />;
  const format = displayFormat(props.type === 'datetime' ? 'datetime' : 'date', props.format);
  return <span>{`${picked[0].format(format)} ${separator} ${picked[1].format(format)}`}</span>;
});
