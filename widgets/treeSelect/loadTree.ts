import type { OptionsSource } from '../../schemas/types';
import type { WidgetServices } from '../services';
import { extractRows } from '../common/options';
import type { Row } from './tree';

/** A source the services must load (everything but a static list). */
export type RemoteSource = Exclude<OptionsSource, unknown[]>;

interface Entry {
  promise: Promise<Row[]>;
  rows?: Row[];
  at: number;
}

/**
 * Loaded rows per services instance and source, kept as trees. The shared select options
 * (common/loadOptions) flatten children into one list, so the tree widget keeps its own rows;
 * every field and list cell showing the same source shares one request, and entries expire so
 * edited data shows up again.
 */
const caches = new WeakMap<WidgetServices, Map<string, Entry>>();
const TTL_MS = 60_000;

export function treeCacheKey(source: RemoteSource): string {
  return JSON.stringify(source);
}

function fetchRows(services: WidgetServices, source: RemoteSource): Promise<Row[]> {
  if ('dictionary' in source) return services.dictionary(source.dictionary).then((items) => items as unknown as Row[]);
  if ('dataInterface' in source) {
    const url = `/api/system/DataInterface/${encodeURIComponent(source.dataInterface)}/Actions/Response`;
    return services.call({ method: 'GET', url }).then(extractRows);
  }
  return services.call(source.api).then(extractRows);
}

function freshEntry(services: WidgetServices, key: string): Entry | undefined {
  const entry = caches.get(services)?.get(key);
  return entry && Date.now() - entry.at < TTL_MS ? entry : undefined;
}

/** Already loaded rows, so a cell mounted after the first load renders at once. */
export function peekTree(services: WidgetServices, key: string): Row[] | undefined {
  return freshEntry(services, key)?.rows;
}

export function loadTree(services: WidgetServices, source: RemoteSource): Promise<Row[]> {
  const key = treeCacheKey(source);
  const cached = freshEntry(services, key);
  if (cached) return cached.promise;
  let cache = caches.get(services);
  if (!cache) {
    cache = new Map();
    caches.set(services, cache);
  }
  const entry: Entry = { promise: fetchRows(services, source), at: Date.now() };
  const owner = cache;
  entry.promise.then(
    (rows) => {
      entry.rows = rows;
    },
    () => {
      // A failed load is forgotten, so the next field retries.
      if (owner.get(key) === entry) owner.delete(key);
    },
  );
  cache.set(key, entry);
  return entry.promise;
}
