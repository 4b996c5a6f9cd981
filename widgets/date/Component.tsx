import { memo, useCallback, useMemo } from 'react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { useDisplayTimeZone } from '../common/time-zone';
import { dateDefaults } from './props';
import { displayFormat, parseDateValue, toStoredDate } from './value';

const fullWidth = { width: '100%' } as const;

/** A date, date-time, month or year; stored as epoch ms or as text in `valueFormat`. Validated on change. */
export const DateWidget = memo(function DateWidget({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<number | string | null>) {
  const props = useFieldProps(field, dateDefaults);
  const placeholder = useLocalText(props.placeholder);
  const type = props.type ?? 'date';
  const valueFormat = props.valueFormat || 'timestamp';
  const format = displayFormat(type, props.format);
  const zone = useDisplayTimeZone();
  const picked = useMemo(() => parseDateValue(value, valueFormat, zone), [value, valueFormat, zone]);
  const handleChange = useCallback(
    (next: Dayjs | null) => {
      if (!readOnly) onChange(toStoredDate(next, type, valueFormat, zone));
    },
    [onChange, readOnly, type, valueFormat, zone],
  );
  return (
    <DatePicker
      id={id}
      style={fullWidth}
      picker={type === 'datetime' ? 'date' : type}
      showTime={type === 'datetime'}
      format={format}
      value={picked}
      onChange={handleChange}
      onBlur={onBlur}
      placeholder={placeholder}
      allowClear={props.clearable && !readOnly && !disabled}
      open={readOnly ? false : undefined}
      inputReadOnly={readOnly}
      disabled={disabled}
      status={status}
    />
  );
});
