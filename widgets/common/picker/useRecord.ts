import { useEffect, useRef, useState } from 'react';
import type { Row } from './useRowsPage';

export interface RecordState {
  /** The record, null when it is gone, undefined while loading or without a key. */
  record: Row | null | undefined;
  loading: boolean;
}

/**
 * The record behind a stored key (`cacheKey` names the source and the key; undefined: none).
 * `fetch` is read through a ref, so a parent re-creating it does not reload.
 */
export function useRecord(cacheKey: string | undefined, fetch: () => Promise<Row | null>): RecordState {
  const fetcher = useRef(fetch);
  useEffect(() => {
    fetcher.current = fetch;
  }, [fetch]);
  const [loaded, setLoaded] = useState<{ key: string; record: Row | null } | undefined>(undefined);

  useEffect(() => {
    if (cacheKey === undefined) return;
    let live = true;
    fetcher.current().then(
      (record) => live && setLoaded({ key: cacheKey, record }),
      () => live && setLoaded({ key: cacheKey, record: null }),
    );
    return () => {
      live = false;
    };
  }, [cacheKey]);

  if (cacheKey === undefined) return { record: undefined, loading: false };
  if (loaded?.key !== cacheKey) return { record: undefined, loading: true };
  return { record: loaded.record, loading: false };
}

/** A record field as text (numbers and flags as written, lists comma-separated). */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(fieldText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
