import { memo, useCallback } from 'react';
import { Slider as AntSlider } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps } from '../common/fieldProps';
import { sliderDefaults } from './props';
import { toPair, toSingle } from './value';

/** A number between min and max (or a `[from, to]` pair with `range`); an empty value sits at min. */
export const Slider = memo(function Slider({ value, onChange, disabled, readOnly, field, id }: WidgetProps<number | number[]>) {
  const props = useFieldProps(field, sliderDefaults);
  const min = props.min ?? 0;
  const max = props.max ?? 100;
  const handleChange = useCallback((next: number | number[]) => onChange(next), [onChange]);
  const common = { id, min, max, step: props.step ?? 1, dots: !!props.showStops, disabled: disabled || readOnly, onChange: handleChange };
  if (props.range) return <AntSlider {...common} range value={toPair(value) ?? [min, min]} />;
  return <AntSlider {...common} value={toSingle(value) ?? min} />;
});
