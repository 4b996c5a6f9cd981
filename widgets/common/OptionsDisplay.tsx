import { memo, useMemo } from 'react';
import { Tag } from 'antd';
import type { FieldSchema } from '../../schemas/types';
import { EmptyDisplay } from './Empty';
import { findOption, splitValues } from './options';
import { useOptions } from './useOptions';

interface Props {
  value: unknown;
  field: FieldSchema;
  /** Comma-joined strings and arrays hold several values. */
  multiple: boolean;
}

interface Shown {
  key: string;
  label: string;
  color?: string;
}

/**
 * Option labels of a stored value (select, radio, checkbox). An option with a `color` shows as a
 * coloured tag; then all values show as tags so they line up. Unknown values show as stored.
 */
export const OptionsDisplay = memo(function OptionsDisplay({ value, field, multiple }: Props) {
  const { options, loading } = useOptions(field);
  const shown = useMemo<Shown[]>(() => {
    const values = multiple ? splitValues(value) : value === null || value === undefined || value === '' ? [] : [value];
    return values.map((item, index) => {
      const option = findOption(options, item);
      return { key: `${index}:${String(item)}`, label: option?.label ?? String(item), color: option?.color };
    });
  }, [value, options, multiple]);

  if (shown.length === 0) return <EmptyDisplay />;
  if (loading) return <span className="widget-loading" aria-busy="true" />;
  if (!shown.some((item) => item.color)) return <span>{shown.map((item) => item.label).join(', ')}</span>;
  return (
    <span>
      {shown.map((item) => (
        <Tag key={item.key} color={item.color}>
          {item.label}
        </Tag>
      ))}
    </span>
  );
});
