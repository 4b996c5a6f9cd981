import { memo, useCallback, useMemo } from 'react';
import { Select as AntSelect } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { findOption, joinValues, splitValues } from '../common/options';
import { useOptions } from '../common/useOptions';
import { selectDefaults } from './props';
import { choiceBoxProps, searchOptionsByLabel } from '../common/choiceBox';

type SelectValue = string | number | boolean | null;

/**
 * A dropdown over static, dictionary, data-interface or API options. antd works on the options'
 * text keys; single values go out as the option's own value (null when cleared), multiple values
 * comma-joined ('' when cleared).
 */
export const Select = memo(function Select({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<SelectValue>) {
  const props = useFieldProps(field, selectDefaults);
  const placeholder = useLocalText(props.placeholder);
  const { options, loading } = useOptions(field);
  const antOptions = useMemo(() => options.map((option) => ({ label: option.label, value: String(option.value) })), [options]);
  const multiple = !!props.multiple;

  const selected = useMemo(() => {
    if (multiple) return splitValues(value).map(String);
    return value === null || value === undefined || value === '' ? undefined : String(value);
  }, [value, multiple]);

  const handleChange = useCallback(
    (next: string | string[] | undefined) => {
      if (readOnly) return;
      if (Array.isArray(next)) onChange(joinValues(next));
      else onChange(next === undefined ? null : (findOption(options, next)?.value ?? next));
    },
    [onChange, options, readOnly],
  );

  return (
    <AntSelect<string | string[]>
      {...choiceBoxProps({ id, onBlur, placeholder, clearable: props.clearable, search: props.filterable ? searchOptionsByLabel : false, disabled, readOnly, status })}
      mode={multiple ? 'multiple' : undefined}
      value={selected}
      options={antOptions}
      loading={loading}
      onChange={handleChange}
    />
  );
});
