import { memo } from 'react';
import { Input } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { formatNumber } from '../numInput/number';
import { calculateDefaults } from './props';

const rightAligned = { textAlign: 'right' } as const;

/**
 * A calculated value, shown in a read-only input. The widget never computes: the form runtime
 * evaluates the formula (runtime/renderers/form/calculations.ts) and sets the value.
 */
export const Calculate = memo(function Calculate({ value, onBlur, disabled, status, field, id }: WidgetProps<string | null>) {
  const props = useFieldProps(field, calculateDefaults);
  const placeholder = useLocalText(props.placeholder);
  return (
    <Input
      id={id}
      className="widget-calculate"
      style={rightAligned}
      value={formatNumber(value, props.precision)}
      onBlur={onBlur}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      readOnly
    />
  );
});
