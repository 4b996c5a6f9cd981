import { memo, useCallback, type ChangeEvent } from 'react';
import { Input } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { textareaDefaults } from './props';

/** Multi-line text (4 rows by default, with a character count); validated on blur. */
export const Textarea = memo(function Textarea({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<string>) {
  const props = useFieldProps(field, textareaDefaults);
  const placeholder = useLocalText(props.placeholder);
  const handleChange = useCallback((event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value), [onChange]);
  return (
    <Input.TextArea
      id={id}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={handleChange}
      onBlur={onBlur}
      placeholder={placeholder}
      maxLength={props.maxlength ?? undefined}
      showCount={props.showCount}
      autoSize={props.autoSize}
      disabled={disabled}
      readOnly={readOnly || props.readonly}
      status={status}
    />
  );
});
