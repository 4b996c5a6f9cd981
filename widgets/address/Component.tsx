import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { Cascader } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { toIdPath } from './path';
import { addressDefaults } from './props';
import type { AreaOption } from './tree';
import { useAreaTree } from './useAreaTree';

const fullWidth = { width: '100%' } as const;

/**
 * Province / city / district (/ street) picked level by level; children load when a node opens.
 * The value is the array of area ids ([] when cleared). Validated on change.
 */
export const Address = memo(function Address({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<string[]>) {
  const props = useFieldProps(field, addressDefaults);
  const placeholder = useLocalText(props.placeholder);
  const level = props.level ?? 2;
  const path = useMemo(() => toIdPath(value), [value]);
  const { tree, loadingPath, loadChildren } = useAreaTree(path, level);

  const loadData = useCallback((selected: AreaOption[]) => loadChildren(selected.map((option) => option.value)), [loadChildren]);
  const handleChange = useCallback(
    (next: string[] | undefined) => {
      if (!readOnly) onChange(next ? next.map(String) : []);
    },
    [onChange, readOnly],
  );
  // Until the stored path's levels are loaded, show nothing rather than bare ids.
  const displayRender = useCallback(
    (labels: string[], selected?: (AreaOption | undefined)[]): ReactNode =>
      loadingPath && selected?.some((option) => !option) ? '' : labels.join(' / '),
    [loadingPath],
  );

  return (
    <Cascader<AreaOption>
      id={id}
      style={fullWidth}
      options={tree}
      loadData={loadData}
      value={path.length > 0 ? path : undefined}
      onChange={handleChange}
      onBlur={onBlur}
      displayRender={displayRender}
      placeholder={placeholder}
      allowClear={props.clearable && !readOnly && !disabled}
      open={readOnly ? false : undefined}
      disabled={disabled}
      status={status}
    />
  );
});
