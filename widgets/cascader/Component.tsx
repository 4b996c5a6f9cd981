import { memo, useCallback, useMemo } from 'react';
import { Cascader as AntCascader } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import type { TreeOption } from '../treeSelect/tree';
import { useTreeOptions } from '../treeSelect/useTreeOptions';
import { cascaderDefaults } from './props';
import { nodesOnPath, pathText, storedPaths, type CascaderPath } from './path';

type CascaderValue = CascaderPath | CascaderPath[];

interface AntOption {
  label: string;
  value: string;
  disabled?: boolean;
  children?: AntOption[];
}

const fullWidth = { width: '100%' } as const;

/** antd compares option values exactly; it works on text keys and the node's own value goes out. */
function toAntOptions(nodes: readonly TreeOption[]): AntOption[] {
  return nodes.map((node) => ({
    label: node.label,
    value: String(node.value),
    disabled: node.disabled || undefined,
    children: node.children ? toAntOptions(node.children) : undefined,
  }));
}

/** The node values of a path of text keys (a stored number stays a number). */
function ownValues(nodes: readonly TreeOption[], keys: readonly (string | number)[]): CascaderPath {
  const { found, rest } = nodesOnPath(nodes, keys);
  return [...found.map((node) => node.value), ...rest.map(String)];
}

/**
 * Levels of options (static tree, dictionary, data interface or API rows with children). The value is
 * the path of ids (`['44','4403']`); multiple: an array of leaf paths. Cleared: [] (JNPF's default).
 */
export const Cascader = memo(function Cascader({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<CascaderValue>) {
  const props = useFieldProps(field, cascaderDefaults);
  const placeholder = useLocalText(props.placeholder);
  const { nodes, loading } = useTreeOptions(field, props);
  const options = useMemo(() => toAntOptions(nodes), [nodes]);
  const multiple = !!props.multiple;
  const showAllLevels = props.showAllLevels !== false;
  const separator = props.separator ?? '/';

  const selected = useMemo(() => {
    // Until the options are there, antd would show raw ids; show nothing while they load.
    if (loading) return multiple ? [] : undefined;
    const paths = storedPaths(value, multiple).map((path) => path.map(String));
    return multiple ? paths : paths[0];
  }, [value, multiple, loading]);

  const handleChange = useCallback(
    (next: (string | number)[] | (string | number)[][] | undefined) => {
      if (readOnly) return;
      if (!next || next.length === 0) {
        onChange([]);
        return;
      }
      if (multiple) onChange((next as (string | number)[][]).map((path) => ownValues(nodes, path)));
      else onChange(ownValues(nodes, next as (string | number)[]));
    },
    [onChange, readOnly, multiple, nodes],
  );

  const displayRender = useCallback((labels: string[]) => pathText(labels, showAllLevels, separator), [showAllLevels, separator]);

  // antd types single and multiple Cascaders apart; one element serves both, so the props are built here.
  const common = {
    id,
    style: fullWidth,
    options,
    loading,
    onBlur,
    placeholder,
    displayRender,
    allowClear: props.clearable !== false && !readOnly && !disabled,
    showSearch: !!props.filterable,
    open: readOnly ? false : undefined,
    disabled,
    status,
  };
  if (multiple) {
    return (
      <AntCascader
        {...common}
        multiple
        showCheckedStrategy={AntCascader.SHOW_CHILD}
        value={selected as string[][]}
        onChange={(next) => handleChange(next as string[][])}
      />
    );
  }
  return <AntCascader {...common} value={selected as string[] | undefined} onChange={(next) => handleChange(next as string[])} />;
});
