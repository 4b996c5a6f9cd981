import { memo, useCallback } from 'react';
import { ColorPicker as AntColorPicker } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps } from '../common/fieldProps';
import { colorPickerDefaults } from './props';
import { storedColor, storedFormat } from './value';

interface PickedColor {
  cleared: boolean;
  toHexString(): string;
  toRgbString(): string;
}

/** A colour stored as text: '#1890ff', or 'rgba(…)' with transparency; null when cleared. */
export const ColorPicker = memo(function ColorPicker({ value, onChange, disabled, readOnly, field, id }: WidgetProps<string | null>) {
  const props = useFieldProps(field, colorPickerDefaults);
  const format = storedFormat(props);
  const handleChange = useCallback(
    (color: PickedColor) => {
      if (readOnly) return;
      if (color.cleared) onChange(null);
      else onChange(format === 'rgb' ? color.toRgbString() : color.toHexString());
    },
    [onChange, readOnly, format],
  );
  const handleClear = useCallback(() => {
    if (!readOnly) onChange(null);
  }, [onChange, readOnly]);
  // antd's picker takes no id; the wrapper carries it for the form item.
  return (
    <span id={id} className="widget-color-picker">
      <AntColorPicker
        value={storedColor(value) ?? null}
        format={format}
        disabledAlpha={!props.showAlpha}
        allowClear={props.clearable !== false && !readOnly && !disabled}
        onChange={handleChange}
        onClear={handleClear}
        open={readOnly ? false : undefined}
        disabled={disabled}
        showText
      />
    </span>
  );
});
