import type { ColorFormat, ColorPickerProps } from './props';

/** The colour text to store in the field's format. */
export function storedFormat(props: ColorPickerProps): ColorFormat {
  if (props.colorFormat === 'hex' || props.colorFormat === 'rgb') return props.colorFormat;
  return props.showAlpha ? 'rgb' : 'hex';
}

/** A stored colour ('#1890ff', 'rgba(24, 144, 255, 0.5)'), or undefined when empty. */
export function storedColor(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
