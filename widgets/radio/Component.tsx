import { memo, useCallback, useMemo } from 'react';
import { Radio as AntRadio, Spin, type RadioChangeEvent } from 'antd';
import type { WidgetProps } from '../types';
import { toAntOptions } from '../common/choiceProps';
import { useFieldProps } from '../common/fieldProps';
import { findOption } from '../common/options';
import { useOptions } from '../common/useOptions';
import { radioDefaults } from './props';

type RadioValue = string | number | boolean | null;

/** One choice among the options; the value is the option's own value. Validated on change. */
export const Radio = memo(function Radio({ value, onChange, onBlur, disabled, readOnly, field, id }: WidgetProps<RadioValue>) {
  const props = useFieldProps(field, radioDefaults);
  const { options, loading } = useOptions(field);
  const antOptions = useMemo(() => toAntOptions(options), [options]);
  const handleChange = useCallback(
    (event: RadioChangeEvent) => {
      if (readOnly) return;
      const key = String(event.target.value);
      onChange(findOption(options, key)?.value ?? key);
    },
    [onChange, options, readOnly],
  );
  if (loading) return <Spin size="small" />;
  return (
    <AntRadio.Group
      id={id}
      value={value === null || value === undefined ? undefined : String(value)}
      options={antOptions}
      optionType={props.optionType}
      orientation={props.direction}
      onChange={handleChange}
      onBlur={onBlur}
      disabled={disabled}
    />
  );
});
