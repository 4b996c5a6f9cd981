import { memo, useCallback, useMemo } from 'react';
import { TreeSelect as AntTreeSelect } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { joinValues } from '../common/options';
import { treeSelectDefaults } from './props';
import { findNode, isChoosable, storedValues, walkTree, type TreeOption } from './tree';
import { useTreeOptions } from './useTreeOptions';
import { choiceBoxProps, searchNodesByTitle } from '../common/choiceBox';

type TreeValue = string | number | boolean | null;

interface AntNode {
  title: string;
  value: string;
  key: string;
  disabled?: boolean;
  selectable?: boolean;
  children?: AntNode[];
}


/** antd works on text keys; nodes of a type that cannot be chosen stay expandable but do not select. */
function toAntNodes(nodes: readonly TreeOption[]): AntNode[] {
  return nodes.map((node) => ({
    title: node.label,
    value: String(node.value),
    key: String(node.value),
    disabled: node.disabled || undefined,
    selectable: node.selectable ? undefined : false,
    children: node.children ? toAntNodes(node.children) : undefined,
  }));
}

/**
 * A drop-down tree over static, dictionary, data-interface or API options (children kept). A single
 * value goes out as the node's own value (the `emptyValue`, else null, when cleared); multiple values
 * comma-joined ('' when cleared). Disabled nodes and nodes outside `selectableTypes` cannot be chosen.
 */
export const TreeSelect = memo(function TreeSelect({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<TreeValue>) {
  const props = useFieldProps(field, treeSelectDefaults);
  const placeholder = useLocalText(props.placeholder);
  const { nodes, loading } = useTreeOptions(field, props);
  const treeData = useMemo(() => toAntNodes(nodes), [nodes]);
  const multiple = !!props.multiple;
  const emptyValue = props.emptyValue;

  const selected = useMemo(() => {
    // Until the tree is there, antd would show the raw id; show nothing while it loads.
    if (loading) return multiple ? [] : undefined;
    const values = storedValues(value, multiple, emptyValue).map(String);
    return multiple ? values : values[0];
  }, [value, multiple, emptyValue, loading]);

  // The node's own value for antd's text key (a stored number stays a number).
  const valueOf = useMemo(() => {
    const map = new Map<string, TreeOption>();
    walkTree(nodes, (node) => map.set(String(node.value), node));
    return map;
  }, [nodes]);

  const handleChange = useCallback(
    (next: string | string[] | undefined | null) => {
      if (readOnly) return;
      if (Array.isArray(next)) {
        const kept = next.filter((key) => {
          const node = valueOf.get(key);
          // A value already stored but not in the tree is kept as it is; a new pick must be choosable.
          return !node || isChoosable(node) || storedValues(value, true).some((v) => String(v) === key);
        });
        onChange(joinValues(kept.map((key) => valueOf.get(key)?.value ?? key)));
        return;
      }
      if (next === undefined || next === null || next === '') {
        onChange(emptyValue ?? null);
        return;
      }
      const node = valueOf.get(next) ?? findNode(nodes, next);
      if (node && !isChoosable(node)) return;
      onChange(node?.value ?? next);
    },
    [onChange, readOnly, valueOf, nodes, value, emptyValue],
  );

  return (
    <AntTreeSelect<string | string[]>
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
