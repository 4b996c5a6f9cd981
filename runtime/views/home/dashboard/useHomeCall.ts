import { useCallback, useEffect, useState } from 'react';

export type CallState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; message: string };

/** The state of one home call, made on mount and again by `retry`. */
export function useHomeCall<T>(load: () => Promise<T>): [CallState<T>, () => void] {
  const [state, setState] = useState<CallState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'done', data }),
      (error: unknown) => live && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => { live = false; };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
