import { memo, useMemo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { useTreeOptions } from '../treeSelect/useTreeOptions';
import { cascaderDefaults } from './props';
import { pathLabels, pathText, storedPaths } from './path';

/** The labels of the stored path ("广东省/深圳市"); several paths comma-separated. */
export const CascaderDisplay = memo(function CascaderDisplay({ value, field }: DisplayProps) {
  const props = useFieldProps(field, cascaderDefaults);
  const { nodes, loading } = useTreeOptions(field, props);
  const paths = useMemo(() => storedPaths(value, !!props.multiple), [value, props.multiple]);
  const text = useMemo(
    () => paths.map((path) => pathText(pathLabels(nodes, path), props.showAllLevels !== false, props.separator ?? '/')).join(', '),
    [paths, nodes, props.showAllLevels, props.separator],
  );
  if (paths.length === 0) return <EmptyDisplay />;
  if (loading) return <span className="widget-loading" aria-busy="true" />;
  return <span>{text}</span>;
});
