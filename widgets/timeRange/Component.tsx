import { memo, useCallback, useMemo } from 'react';
import { TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { parseRange } from '../dateRange/value';
import { TIME_FORMAT, parseTime } from '../time/value';
import { timeRangeDefaults } from './props';

const fullWidth = { width: '100%' } as const;

/** A range of times of day stored as `['08:30:00', '18:00:00']` (JNPF value-format). Cleared: null. */
export const TimeRange = memo(function TimeRange({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<string[] | null>) {
  const props = useFieldProps(field, timeRangeDefaults);
  const startPlaceholder = useLocalText(props.startPlaceholder);
  const endPlaceholder = useLocalText(props.endPlaceholder);
  const separator = useLocalText(props.rangeSeparator);
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
      id={id ? { start: id } : undefined}
      style={fullWidth}
      format={props.format || TIME_FORMAT}
      value={picked}
      onChange={handleChange}
      onBlur={onBlur}
      placeholder={[startPlaceholder, endPlaceholder]}
      separator={separator || undefined}
      allowClear={props.clearable !== false && !readOnly && !disabled}
      open={readOnly ? false : undefined}
      inputReadOnly={readOnly}
      disabled={disabled}
      status={status}
    />
  );
});
