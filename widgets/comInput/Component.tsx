import { memo, useCallback, type ChangeEvent } from 'react';
import { Input, Space } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { addonTexts, comInputDefaults } from './props';

/** Single-line text; validated on blur. Prefix/suffix texts sit outside the box as addons. */
export const ComInput = memo(function ComInput({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<string>) {
  const props = useFieldProps(field, comInputDefaults);
  const placeholder = useLocalText(props.placeholder);
  const addons = addonTexts(props);
  const prefix = useLocalText(addons.before);
  const suffix = useLocalText(addons.after);
  const handleChange = useCallback((event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value), [onChange]);
  const locked = readOnly || props.readonly;
  const Box = props.showPassword ? Input.Password : Input;

  const input = (
    <Box
      id={id}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={handleChange}
      onBlur={onBlur}
      placeholder={placeholder}
      maxLength={props.maxlength ?? undefined}
      showCount={addons.wordLimit && !!props.maxlength}
      allowClear={props.clearable && !locked && !disabled}
      disabled={disabled}
      readOnly={locked}
      status={status}
    />
  );
  if (!prefix && !suffix) return input;
  return (
    <Space.Compact block>
      {prefix ? <Space.Addon>{prefix}</Space.Addon> : null}
      {input}
      {suffix ? <Space.Addon>{suffix}</Space.Addon> : null}
    </Space.Compact>
  );
});
