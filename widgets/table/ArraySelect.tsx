import { memo, useCallback } from 'react';
import type { WidgetProps } from '../types';
import { cellWidget } from '../cells';
import { findOption, splitValues } from '../common/options';
import { useOptions } from '../common/useOptions';

/**
 * A checkbox column's cell: JNPF shows it as a multiple select. The select stores comma-joined text,
 * a checkbox an array of the options' values, so the value is converted back on the way out.
 */
export const ArraySelect = memo(function ArraySelect(props: WidgetProps<unknown>) {
  const { onChange, field } = props;
  const { options } = useOptions(field);
  const handleChange = useCallback(
    (next: unknown) => onChange(splitValues(next).map((key) => findOption(options, key)?.value ?? key)),
    [onChange, options],
  );
  const Select = cellWidget('select')?.Component;
  if (!Select) return null;
  return <Select {...props} onChange={handleChange} />;
});
