import { memo, useMemo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { treeSelectDefaults } from './props';
import { labelsOf, storedValues } from './tree';
import { useTreeOptions } from './useTreeOptions';

/**
 * The labels of the stored node(s), found anywhere in the tree, comma-separated. Nothing stored shows
 * the empty dash; a value the tree does not hold (a root such as '-1') shows as ''.
 */
export const TreeSelectDisplay = memo(function TreeSelectDisplay({ value, field }: DisplayProps) {
  const props = useFieldProps(field, treeSelectDefaults);
  const { nodes, loading } = useTreeOptions(field, props);
  const values = useMemo(() => storedValues(value, !!props.multiple, props.emptyValue), [value, props.multiple, props.emptyValue]);
  const labels = useMemo(() => labelsOf(nodes, values), [nodes, values]);

  if (values.length === 0 && (value === null || value === undefined || value === '')) return <EmptyDisplay />;
  if (loading) return <span className="widget-loading" aria-busy="true" />;
  return <span>{labels.join(', ')}</span>;
});
