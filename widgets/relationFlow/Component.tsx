import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from '../types';
import { useFormScope } from '../form-scope';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { storedKey } from '../common/picker/useChosenRecord';
import { relationFlowDefaults } from './props';
import { useFlowTasks } from './useFlowTasks';
import type { FlowTask } from './loadTasks';

const fullWidth = { width: '100%' } as const;

/**
 * A task of a flow (options {id, fullName}); stores the task id. The chosen task goes to the form
 * scope, so relation flow attributes show its fields (also on mount when editing).
 */
export const RelationFlow = memo(function RelationFlow({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<string | null>) {
  const props = useFieldProps(field, relationFlowDefaults);
  const placeholder = useLocalText(props.placeholder);
  const scope = useFormScope();
  const [keyword, setKeyword] = useState('');
  const flowId = props.flowId ?? '';
  const { tasks, loading } = useFlowTasks(flowId, props.filterable ? keyword : '');
  // The unfiltered list names the stored task while a search shows others.
  const { tasks: all, loading: allLoading } = useFlowTasks(flowId);
  const key = storedKey(value);
  const [picked, setPicked] = useState<FlowTask | undefined>(undefined);
  const chosen = useMemo(() => (key === undefined ? undefined : (all.find((task) => task.id === key) ?? (picked?.id === key ? picked : undefined))), [all, key, picked]);

  useEffect(() => {
    if (!field.vModel || (key !== undefined && !chosen && allLoading)) return;
    scope.setRelated(field.vModel, chosen ? { ...chosen } : null);
  }, [scope, field.vModel, key, chosen, allLoading]);

  const options = useMemo(() => {
    const list = tasks.map((task) => ({ label: task.fullName, value: task.id }));
    return chosen && !tasks.some((task) => task.id === chosen.id) ? [{ label: chosen.fullName, value: chosen.id }, ...list] : list;
  }, [tasks, chosen]);

  const handleChange = useCallback(
    (next: string | undefined) => {
      if (readOnly) return;
      setKeyword('');
      setPicked(next === undefined ? undefined : tasks.find((task) => task.id === next));
      onChange(next ?? null);
    },
    [readOnly, tasks, onChange],
  );

  return (
    <Select<string>
      id={id}
      style={fullWidth}
      value={allLoading && !chosen ? undefined : key}
      options={options}
      loading={loading}
      onChange={handleChange}
      onBlur={onBlur}
      placeholder={placeholder}
      allowClear={props.clearable && !readOnly && !disabled}
      showSearch={props.filterable ? { filterOption: false, onSearch: setKeyword } : false}
      open={readOnly ? false : undefined}
      disabled={disabled}
      status={status}
    />
  );
});
