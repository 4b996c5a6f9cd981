import { useCallback, useEffect, useState } from 'react';
import type { DetailSchema } from '../../../schemas';
import { RequestError } from '../../data';
import { callApi } from '../api';

export type DetailState =
  | { status: 'loading' }
  | { status: 'ready'; record: Record<string, unknown> }
  | { status: 'notFound'; message?: string }
  | { status: 'error'; message: string };

/**
 * The record of a detail page: api.get with `{ id: routeParams.id, route: routeParams }`. A 404 reply (or
 * an empty one) is "not found"; any other failure is an error with a retry. `reload` keeps showing the
 * current record until the new one arrives.
 */
export function useDetailRecord(schema: DetailSchema, routeParams: Record<string, string>): { state: DetailState; reload: () => void } {
  const routeKey = JSON.stringify(routeParams);
  const key = `${schema.id}|${routeKey}`;
  // The state remembers which record it is for: another record shows the spinner, not the old one.
  const [loaded, setLoaded] = useState<{ key: string; state: DetailState }>({ key, state: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const route = JSON.parse(routeKey) as Record<string, string>;
    const settle = (state: DetailState) => {
      if (live) setLoaded({ key, state });
    };
    callApi<Record<string, unknown> | null>(schema.api.get, { id: route.id, route }).then(
      (reply) => {
        const record = reply.data;
        settle(record && typeof record === 'object' ? { status: 'ready', record } : { status: 'notFound', message: reply.msg });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        settle(error instanceof RequestError && error.code === 404 ? { status: 'notFound', message } : { status: 'error', message });
      },
    );
    return () => {
      live = false;
    };
  }, [schema, routeKey, key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: loaded.key === key ? loaded.state : { status: 'loading' }, reload };
}
