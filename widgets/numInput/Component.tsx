import { memo, useCallback } from 'react';
import { InputNumber } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { toNumber } from './number';
import { numInputDefaults } from './props';

const fullWidth = { width: '100%' } as const;

/** A number (the value is a JS number, null when cleared); validated on blur. */
export const NumInput = memo(function NumInput({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<number | null>) {
  const props = useFieldProps(field, numInputDefaults);
  const placeholder = useLocalText(props.placeholder);
  const handleChange = useCallback((next: number | string | null) => onChange(toNumber(next)), [onChange]);
  return (
    <InputNumber<number>
      id={id}
      style={fullWidth}
      value={toNumber(value)}
      onChange={handleChange}
      onBlur={onBlur}
      placeholder={placeholder}
      min={props.min ?? undefined}
      max={props.max ?? undefined}
      step={props.step}
      precision={props.precision ?? undefined}
      controls={props.controls && !readOnly}
      disabled={disabled}
      readOnly={readOnly}
      status={status}
    />
  );
});
