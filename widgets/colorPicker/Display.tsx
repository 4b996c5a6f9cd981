import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { storedColor } from './value';

const swatch = {
  display: 'inline-block',
  width: 14,
  height: 14,
  marginInlineEnd: 6,
  verticalAlign: '-2px',
  borderRadius: 2,
  border: '1px solid rgba(0, 0, 0, 0.15)',
} as const;

/** A swatch of the colour and its stored text. */
export const ColorPickerDisplay = memo(function ColorPickerDisplay({ value }: DisplayProps<string | null>) {
  const color = storedColor(value);
  if (!color) return <EmptyDisplay />;
  return (
    <span className="widget-color">
      <span className="widget-color-swatch" style={{ ...swatch, background: color }} aria-hidden="true" />
      {color}
    </span>
  );
});
