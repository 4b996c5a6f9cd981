import { memo, useCallback } from 'react';
import { InputNumber } from 'antd';
import type { WidgetProps } from '../types';
import { toFixed2 } from '../../schemas/format/amount';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { AmountChinese } from './Chinese';
import { amountDefaults } from './props';

const fullWidth = { width: '100%' } as const;

/**
 * Money: the value is a fixed 2-decimal string ("1234.50"), never a float. antd's string mode keeps
 * the typed digits exact; each change is normalised to two decimals.
 */
export const Amount = memo(function Amount({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<string | null>) {
  const props = useFieldProps(field, amountDefaults);
  const placeholder = useLocalText(props.placeholder);
  const handleChange = useCallback((next: string | null) => onChange(toFixed2(next)), [onChange]);
  const stored = toFixed2(value);
  return (
    <div className="widget-amount">
      <InputNumber<string>
        id={id}
        style={fullWidth}
        stringMode
        precision={2}
        value={stored}
        onChange={handleChange}
        onBlur={onBlur}
        placeholder={placeholder}
        min={props.min === null || props.min === undefined ? undefined : String(props.min)}
        max={props.max === null || props.max === undefined ? undefined : String(props.max)}
        controls={false}
        disabled={disabled}
        readOnly={readOnly}
        status={status}
      />
      {props.showChinese ? <AmountChinese value={stored} /> : null}
    </div>
  );
});
