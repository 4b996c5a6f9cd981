import { memo, useCallback } from 'react';
import { InputNumber, Space } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { numberRangeDefaults } from './props';
import { rangeEnds, toRange, type RangeEnd } from './value';

const half = { width: '100%' } as const;

/**
 * The number range filter (docs/product.md#widgets and #form-behaviour): two boxes 最小值 / 最大值. Emits [] when both are
 * empty, otherwise `[min, max]` with null for an empty end.
 */
export const NumberRange = memo(function NumberRange({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<RangeEnd[]>) {
  const props = useFieldProps(field, numberRangeDefaults);
  const minPlaceholder = useLocalText(props.minPlaceholder);
  const maxPlaceholder = useLocalText(props.maxPlaceholder);
  const [min, max] = rangeEnds(value);
  const precision = props.precision ?? undefined;
  const changeMin = useCallback((next: number | null) => onChange(toRange(next ?? null, max)), [onChange, max]);
  const changeMax = useCallback((next: number | null) => onChange(toRange(min, next ?? null)), [onChange, min]);
  const common = { style: half, precision, onBlur, disabled, readOnly, status, controls: false };
  return (
    <Space.Compact block className="widget-number-range">
      <InputNumber<number> {...common} id={id} value={min} onChange={changeMin} placeholder={minPlaceholder} />
      <Space.Addon>-</Space.Addon>
      <InputNumber<number> {...common} value={max} onChange={changeMax} placeholder={maxPlaceholder} />
    </Space.Compact>
  );
});
