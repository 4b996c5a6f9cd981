import { memo, useCallback } from 'react';
import { Rate as AntRate } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps } from '../common/fieldProps';
import { rateDefaults } from './props';
import { RateScore } from './Score';
import { toScore } from './value';

const row = { display: 'inline-flex', alignItems: 'center' } as const;

/** Stars; the value is the number of stars (halves with allowHalf), 0 when cleared by clicking again. */
export const Rate = memo(function Rate({ value, onChange, disabled, readOnly, field, id }: WidgetProps<number>) {
  const props = useFieldProps(field, rateDefaults);
  const score = toScore(value);
  const handleChange = useCallback((next: number) => onChange(next), [onChange]);
  return (
    <span className="widget-rate" style={row}>
      <AntRate
        id={id}
        count={props.max ?? 5}
        allowHalf={!!props.allowHalf}
        value={score}
        onChange={handleChange}
        disabled={disabled || readOnly}
      />
      <RateScore value={score} props={props} />
    </span>
  );
});
