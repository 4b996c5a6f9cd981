import type { OptionsSource } from '../../schemas/types';
import type { WidgetServices } from '../services';
import { extractRows, rowsToOptions, type ResolvedOption } from './options';

/** A source the services must load (everything but a static list). */
export type RemoteSource = Exclude<OptionsSource, unknown[]>;

export interface RemoteKeys {
  /** Field of a row shown as the label (dictionary: fullName). */
  labelKey?: string;
  /** Field of a row stored as the value (dictionary: id, enCode or fullName). */
  valueKey?: string;
}

interface Entry {
  promise: Promise<ResolvedOption[]>;
  options?: ResolvedOption[];
  at: number;
}

/**
 * Loaded options per services instance and source. Every field and list cell showing the same
 * source shares one request; entries expire so edited dictionaries and API data show up again.
 */
const caches = new WeakMap<WidgetServices, Map<string, Entry>>();
const TTL_MS = 60_000;

export function optionsCacheKey(source: RemoteSource, keys: RemoteKeys): string {
  return JSON.stringify([source, keys.labelKey ?? null, keys.valueKey ?? null]);
}

function fetchOptions(services: WidgetServices, source: RemoteSource, keys: RemoteKeys): Promise<ResolvedOption[]> {
  if ('dictionary' in source) {
    return services.dictionary(source.dictionary).then((items) =>
      rowsToOptions(items as unknown as Record<string, unknown>[], 'fullName', keys.valueKey ?? 'id'),
    );
  }
  if ('dataInterface' in source) {
    const url = `/api/system/DataInterface/${encodeURIComponent(source.dataInterface)}/Actions/Response`;
    return services
      .call({ method: 'GET', url })
      .then((reply) => rowsToOptions(extractRows(reply), keys.labelKey ?? 'fullName', keys.valueKey ?? 'id'));
  }
  return services
    .call(source.api)
    .then((reply) => rowsToOptions(extractRows(reply), source.labelKey ?? keys.labelKey ?? 'fullName', source.valueKey ?? keys.valueKey ?? 'id'));
}

function cacheOf(services: WidgetServices): Map<string, Entry> {
  let cache = caches.get(services);
  if (!cache) {
    cache = new Map();
    caches.set(services, cache);
  }
  return cache;
}

function freshEntry(services: WidgetServices, key: string): Entry | undefined {
  const entry = caches.get(services)?.get(key);
  return entry && Date.now() - entry.at < TTL_MS ? entry : undefined;
}

/** Already loaded options, so a cell mounted after the first load renders its labels at once. */
export function peekOptions(services: WidgetServices, key: string): ResolvedOption[] | undefined {
  return freshEntry(services, key)?.options;
}

export function loadOptions(services: WidgetServices, source: RemoteSource, keys: RemoteKeys): Promise<ResolvedOption[]> {
  const key = optionsCacheKey(source, keys);
  const cached = freshEntry(services, key);
  if (cached) return cached.promise;
  const cache = cacheOf(services);
  const entry: Entry = { promise: fetchOptions(services, source, keys), at: Date.now() };
  entry.promise.then(
    (options) => {
      entry.options = options;
    },
    () => {
      // A failed load is forgotten, so the next field retries.
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  cache.set(key, entry);
  return entry.promise;
}
