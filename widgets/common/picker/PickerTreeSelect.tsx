import { memo, useCallback, useMemo } from 'react';
import { TreeSelect } from 'antd';
import type { PickerKind } from '../../services';
import type { WidgetProps } from '../../types';
import { useFieldProps, useLocalText } from '../fieldProps';
import { idsOf, indexNodes, toAntTree, type Choosable } from './nodes';
import { pickerTreeDefaults } from './treeProps';
import { usePickerTree } from './usePickerTree';
import { choiceBoxProps, searchNodesByTitle } from '../choiceBox';

type Value = string | null;

interface Props extends WidgetProps<Value> {
  kind: PickerKind;
  choosable: Choosable;
}


/**
 * A drop-down tree over a picker tree of the widget services (companies, departments, positions,
 * dictionary types). Only `choosable` nodes select. A single value goes out as the id (null when
 * cleared), several comma-joined ('' when cleared).
 */
export const PickerTreeSelect = memo(function PickerTreeSelect({ kind, choosable, value, onChange, onBlur, disabled, readOnly, status, field, id }: Props) {
  const props = useFieldProps(field, pickerTreeDefaults);
  const placeholder = useLocalText(props.placeholder);
  const multiple = !!props.multiple;
  const { nodes, loading } = usePickerTree(kind);
  const treeData = useMemo(() => toAntTree(nodes, choosable), [nodes, choosable]);
  const byId = useMemo(() => indexNodes(nodes), [nodes]);
  const ids = useMemo(() => idsOf(value, multiple), [value, multiple]);

  // Until the tree is there antd would show raw ids: show nothing while it loads.
  const selected = loading ? (multiple ? [] : undefined) : multiple ? ids : ids[0];

  const handleChange = useCallback(
    (next: string | string[] | null | undefined) => {
      if (readOnly) return;
      if (Array.isArray(next)) {
        // A stored id the tree no longer has stays; a new pick must be choosable.
        const kept = next.filter((key) => ids.includes(key) || (byId.has(key) && choosable(byId.get(key)!)));
        onChange(kept.join(','));
        return;
      }
      if (next === null || next === undefined || next === '') {
        onChange(null);
        return;
      }
      const node = byId.get(next);
      if (node && !choosable(node)) return;
      onChange(next);
    },
    [readOnly, onChange, ids, byId, choosable],
  );

  return (
    <TreeSelect<string | string[]>
      {...choiceBoxProps({ id, onBlur, placeholder, clearable: props.clearable, search: props.filterable ? searchNodesByTitle : false, disabled, readOnly, status })}
      value={selected}
      treeData={treeData}
      multiple={multiple}
      loading={loading}
      onChange={handleChange}
      popupMatchSelectWidth={false}
    />
  );
});
