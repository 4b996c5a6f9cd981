import { useEffect, useState } from 'react';
import { useWidgetServices } from '../services';
import { loadTasks, type FlowTask } from './loadTasks';

const NONE: FlowTask[] = [];

/** The tasks of a flow (matching `keyword`); an empty flow id offers none. */
export function useFlowTasks(flowId: string, keyword = ''): { tasks: FlowTask[]; loading: boolean } {
  const services = useWidgetServices();
  const key = `${flowId}\u0000${keyword}`;
  const [loaded, setLoaded] = useState<{ key: string; tasks: FlowTask[] } | undefined>(undefined);

  useEffect(() => {
    if (!flowId) return;
    let live = true;
    loadTasks(services, flowId, keyword).then(
      (tasks) => live && setLoaded({ key, tasks }),
      () => live && setLoaded({ key, tasks: NONE }),
    );
    return () => {
      live = false;
    };
  }, [services, flowId, keyword, key]);

  if (!flowId) return { tasks: NONE, loading: false };
  if (loaded?.key !== key) return { tasks: loaded?.tasks ?? NONE, loading: true };
  return { tasks: loaded.tasks, loading: false };
}
