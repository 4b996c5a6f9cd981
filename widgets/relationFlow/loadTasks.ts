import type { WidgetServices } from '../services';

export interface FlowTask {
  id: string;
  fullName: string;
}

/**
 * JNPF offers every task of the flow in one list; one page this large stands for "all". Loaded lists
 * are shared per services instance, flow and keyword (every list cell of a column asks once), and
 * expire so new tasks show up.
 */
const ALL_TASKS = 1000;
const TTL_MS = 60_000;
const caches = new WeakMap<WidgetServices, Map<string, { promise: Promise<FlowTask[]>; at: number }>>();

export function loadTasks(services: WidgetServices, flowId: string, keyword = ''): Promise<FlowTask[]> {
  let cache = caches.get(services);
  if (!cache) {
    cache = new Map();
    caches.set(services, cache);
  }
  const key = `${flowId}\u0000${keyword}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.promise;
  const promise = services.flowTasks(flowId, { keyword: keyword || undefined, currentPage: 1, pageSize: ALL_TASKS }).then((page) => page.list);
  const owner = cache;
  // A failed load is forgotten, so the next field retries.
  promise.catch(() => owner.get(key)?.promise === promise && owner.delete(key));
  cache.set(key, { promise, at: Date.now() });
  return promise;
}
