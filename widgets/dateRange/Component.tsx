import { memo, useCallback, useMemo } from 'react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { displayFormat, toStoredDate } from '../date/value';
import { dateRangeDefaults } from './props';
import { parseDateRange } from './value';

type Stored = number | string | null;
const fullWidth = { width: '100%' } as const;

/**
 * A range of dates stored as `[startMs, endMs]` (or texts in `valueFormat`). Like JNPF's daterange
 * both ends are the picked days at 00:00; date-times keep the picked second. Cleared: null.
 */
export const DateRange = memo(function DateRange({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<Stored[] | null>) {
  const props = useFieldProps(field, dateRangeDefaults);
  const startPlaceholder = useLocalText(props.startPlaceholder);
  const endPlaceholder = useLocalText(props.endPlaceholder);
  const separator = useLocalText(props.rangeSeparator);
  const type = props.type === 'datetime' ? 'datetime' : 'date';
  const valueFormat = props.valueFormat || 'timestamp';
  const picked = useMemo(() => parseDateRange(value, valueFormat), [value, valueFormat]);
  const handleChange = useCallback(
    (next: [Dayjs | null, Dayjs | null] | null) => {
      if (readOnly) return;
      if (!next || !next[0] || !next[1]) onChange(null);
      else onChange([toStoredDate(next[0], type, valueFormat), toStoredDate(next[1], type, valueFormat)]);
    },
    [onChange, readOnly, type, valueFormat],
  );
  return (
    <DatePicker.RangePicker
      id={id ? { start: id } : undefined}
      style={fullWidth}
      showTime={type === 'datetime'}
      format={displayFormat(type, props.format)}
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
