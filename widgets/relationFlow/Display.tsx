import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { storedKey } from '../common/picker/useChosenRecord';
import { relationFlowDefaults } from './props';
import { useFlowTasks } from './useFlowTasks';

/** The stored task's name; a task no longer listed shows its id. */
export const RelationFlowDisplay = memo(function RelationFlowDisplay({ value, field }: DisplayProps) {
  const props = useFieldProps(field, relationFlowDefaults);
  const { tasks, loading } = useFlowTasks(props.flowId ?? '');
  const key = storedKey(value);
  if (key === undefined) return <EmptyDisplay />;
  if (loading) return <span className="widget-loading" aria-busy="true" />;
  return <span>{tasks.find((task) => task.id === key)?.fullName ?? key}</span>;
});
