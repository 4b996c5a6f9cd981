import { memo, useCallback, useMemo } from 'react';
import { TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { WidgetProps } from '../types';
import { useFieldProps } from '../common/fieldProps';
import { useRangeBoxProps } from '../common/rangeBox';
import { parseRange } from '../dateRange/value';
import { TIME_FORMAT, parseTime } from '../time/value';
import { timeRangeDefaults } from './props';


/** A range of times of day stored as `['08:30:00', '18:00:00']` (JNPF value-format). Cleared: null. */
export const TimeRange = memo(function TimeRange({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<string[] | null>) {
  const props = useFieldProps(field, timeRangeDefaults);
  const box = useRangeBoxProps(props, { id, onBlur, disabled, readOnly, status });
  const valueFormat = props.valueFormat || TIME_FORMAT;
  const picked = useMemo(() => parseRange(value, (end) => parseTime(end, valueFormat)), [value, valueFormat]);
  const handleChange = useCallback(
    (next: [Dayjs | null, Dayjs | null] | null) => {
      if (readOnly) return;
      if (!next || !next[0] || !next[1]) onChange(null);
      else onChange([next[0].format(valueFormat), next[1].format(valueFormat)]);
    },
    [onChange, readOnly, valueFormat],
  );
  return (
    <TimePicker.RangePicker
      {...box}
      format={props.format || TIME_FORMAT}
      value={picked}
      onChange={handleChange}
    />
  );
});
