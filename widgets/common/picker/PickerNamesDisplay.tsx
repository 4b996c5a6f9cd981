import { memo, useMemo } from 'react';
import type { PickerKind } from '../../services';
import type { DisplayProps } from '../../types';
import { EmptyDisplay } from '../Empty';
import { idsOf } from './nodes';
import { usePickerNames } from './usePickerNames';

interface Props extends DisplayProps {
  kind: PickerKind;
}

/**
 * The names of the stored id(s) of a picker, comma-separated. A comma-joined value always holds
 * several ids, whatever the field's `multiple` says now; ids without a name (deleted) are left out.
 */
export const PickerNamesDisplay = memo(function PickerNamesDisplay({ kind, value }: Props) {
  const ids = useMemo(() => idsOf(value, true), [value]);
  const { names, loading } = usePickerNames(kind, ids);
  if (ids.length === 0) return <EmptyDisplay />;
  if (loading) return <span className="widget-loading" aria-busy="true" />;
  return <span>{ids.flatMap((id) => (names[id] ? [names[id]] : [])).join(', ')}</span>;
});
