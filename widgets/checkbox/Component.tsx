import { memo, useCallback, useMemo } from 'react';
import { Checkbox as AntCheckbox, Spin } from 'antd';
import type { WidgetProps } from '../types';
import { toAntOptions } from '../common/choiceProps';
import { useFieldProps } from '../common/fieldProps';
import { findOption, splitValues, type OptionValue } from '../common/options';
import { useOptions } from '../common/useOptions';
import { checkboxDefaults } from './props';

const vertical = { display: 'flex', flexDirection: 'column', gap: 8 } as const;

/** Several choices; the value is an array of the options' own values ([] when none). */
export const Checkbox = memo(function Checkbox({ value, onChange, onBlur, disabled, readOnly, field, id }: WidgetProps<OptionValue[]>) {
  const props = useFieldProps(field, checkboxDefaults);
  const { options, loading } = useOptions(field);
  const checked = useMemo(() => splitValues(value).map(String), [value]);
  const full = !!props.max && checked.length >= props.max;
  const antOptions = useMemo(
    () => toAntOptions(options).map((option) => (full && !checked.includes(option.value) ? { ...option, disabled: true } : option)),
    [options, full, checked],
  );
  const handleChange = useCallback(
    (next: string[]) => {
      if (readOnly) return;
      onChange(next.map((key) => findOption(options, key)?.value ?? key));
    },
    [onChange, options, readOnly],
  );
  if (loading) return <Spin size="small" />;
  return (
    // The group takes neither an id nor blur events; its wrapper does (focus leaves bubble in React).
    <div id={id} onBlur={onBlur}>
      <AntCheckbox.Group
        style={props.direction === 'vertical' ? vertical : undefined}
        value={checked}
        options={antOptions}
        onChange={handleChange}
        disabled={disabled}
      />
    </div>
  );
});
