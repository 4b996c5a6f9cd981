import { memo, useCallback, useMemo } from 'react';
import { TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { timeDefaults } from './props';
import { disabledTimeFor, isSelectable, parseSelectableRange } from './range';
import { TIME_FORMAT, formatTime, parseTime } from './value';

const fullWidth = { width: '100%' } as const;

/** A time of day stored as 'HH:mm:ss' text (JNPF value-format); times outside `selectableRange` are refused. */
export const TimeWidget = memo(function TimeWidget({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<string | null>) {
  const props = useFieldProps(field, timeDefaults);
  const placeholder = useLocalText(props.placeholder);
  const valueFormat = props.valueFormat || TIME_FORMAT;
  const picked = useMemo(() => parseTime(value, valueFormat), [value, valueFormat]);
  const ranges = useMemo(() => parseSelectableRange(props.selectableRange), [props.selectableRange]);
  const disabledTime = useMemo(() => disabledTimeFor(ranges), [ranges]);
  const handleChange = useCallback(
    (next: Dayjs | null) => {
      if (readOnly) return;
      if (next && !isSelectable(ranges, next.hour() * 3600 + next.minute() * 60 + next.second())) return;
      onChange(formatTime(next, valueFormat));
    },
    [onChange, readOnly, ranges, valueFormat],
  );
  return (
    <TimePicker
      id={id}
      style={fullWidth}
      format={props.format || TIME_FORMAT}
      value={picked}
      onChange={handleChange}
      onBlur={onBlur}
      placeholder={placeholder}
      disabledTime={disabledTime}
      allowClear={props.clearable !== false && !readOnly && !disabled}
      open={readOnly ? false : undefined}
      inputReadOnly={readOnly}
      disabled={disabled}
      status={status}
    />
  );
});
