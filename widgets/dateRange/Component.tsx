import { memo, useCallback, useMemo } from 'react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { WidgetProps } from '../types';
import { useFieldProps } from '../common/fieldProps';
import { useRangeBoxProps } from '../common/rangeBox';
import { displayFormat, toStoredDate } from '../date/value';
import { useDisplayTimeZone } from '../common/time-zone';
import { dateRangeDefaults } from './props';
import { parseDateRange } from './value';

type Stored = number | string | null;

/**
 * A range of dates stored as `[startMs, endMs]` (or texts in `valueFormat`). Like JNPF's daterange
 * both ends are the picked days at 00:00; date-times keep the picked second. Cleared: null.
 */
export const DateRange = memo(function DateRange({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<Stored[] | null>) {
  const props = useFieldProps(field, dateRangeDefaults);
  const box = useRangeBoxProps(props, { id, onBlur, disabled, readOnly, status });
  const type = props.type === 'datetime' ? 'datetime' : 'date';
  const valueFormat = props.valueFormat || 'timestamp';
  const zone = useDisplayTimeZone();
  const picked = useMemo(() => parseDateRange(value, valueFormat, zone), [value, valueFormat, zone]);
  const handleChange = useCallback(
    (next: [Dayjs | null, Dayjs | null] | null) => {
      if (readOnly) return;
      if (!next || !next[0] || !next[1]) onChange(null);
      else onChange([toStoredDate(next[0], type, valueFormat, zone), toStoredDate(next[1], type, valueFormat, zone)]);
    },
    [onChange, readOnly, type, valueFormat, zone],
  );
  return (
    <DatePicker.RangePicker
      {...box}
      showTime={type === 'datetime'}
      format={displayFormat(type, props.format)}
      value={picked}
      onChange={handleChange}
    />
  );
});
