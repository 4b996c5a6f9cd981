import { memo, useMemo, type CSSProperties } from 'react';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { TEXT_STYLE_KEYS, textDefaults, type TextStyle } from './props';

const base: CSSProperties = { margin: 0, whiteSpace: 'pre-wrap' };

/** Only the known text styles; a number line height is in pixels like JNPF's. */
function pickStyle(style: TextStyle | undefined): CSSProperties {
  const out: Record<string, unknown> = { ...base };
  for (const key of TEXT_STYLE_KEYS) if (style?.[key] !== undefined && style[key] !== '') out[key] = style[key];
  if (typeof out.lineHeight === 'number') out.lineHeight = `${out.lineHeight}px`;
  return out as CSSProperties;
}

/** A paragraph of text in a form. Holds no value. */
export const Text = memo(function Text({ field }: Pick<WidgetProps, 'field'>) {
  const props = useFieldProps(field, textDefaults);
  const text = useLocalText(props.text);
  const style = useMemo(() => pickStyle(props.style), [props.style]);
  return (
    <p className="widget-text" style={style}>
      {text}
    </p>
  );
});
