import type { WidgetServices } from '../services';

/**
 * Area names for Displays, batched: every address cell rendered in the same tick shares one
 * `areaNames` call, and known paths answer at once (areas hardly ever change).
 */
interface Pending {
  paths: string[][];
  waiters: Map<string, Promise<string[]>>;
  settle: Map<string, { resolve: (names: string[]) => void; reject: (error: unknown) => void }>;
}

const known = new WeakMap<WidgetServices, Map<string, string[]>>();
const pending = new WeakMap<WidgetServices, Pending>();

export function peekAreaNames(services: WidgetServices, path: string[]): string[] | undefined {
  return known.get(services)?.get(path.join(','));
}

function flush(services: WidgetServices, batch: Pending): void {
  pending.delete(services);
  let cache = known.get(services);
  if (!cache) {
    cache = new Map();
    known.set(services, cache);
  }
  const names = cache;
  services.areaNames(batch.paths).then(
    (result) =>
      batch.paths.forEach((path, i) => {
        const key = path.join(',');
        const found = result[i] ?? [];
        names.set(key, found);
        batch.settle.get(key)?.resolve(found);
      }),
    (error: unknown) => batch.settle.forEach(({ reject }) => reject(error)),
  );
}

export function areaNamesOf(services: WidgetServices, path: string[]): Promise<string[]> {
  const key = path.join(',');
  const ready = peekAreaNames(services, path);
  if (ready) return Promise.resolve(ready);
  let batch = pending.get(services);
  const waiting = batch?.waiters.get(key);
  if (waiting) return waiting;
  if (!batch) {
    const fresh: Pending = { paths: [], waiters: new Map(), settle: new Map() };
    pending.set(services, fresh);
    queueMicrotask(() => flush(services, fresh));
    batch = fresh;
  }
  const open = batch;
  const promise = new Promise<string[]>((resolve, reject) => open.settle.set(key, { resolve, reject }));
  open.paths.push(path);
  open.waiters.set(key, promise);
  return promise;
}
