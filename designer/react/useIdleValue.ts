import { useEffect, useState } from 'react';

/** Longest wait for an idle moment (a designer busy without pause still gets its result). */
const IDLE_TIMEOUT_MS = 1000;

/**
 * `compute(input)` for the latest input, computed when the browser is idle rather than in the frame of the change:
 * work that reads the whole document (the live lint) must not delay the paint of an edit, a selection or an undo
 * (issue 17's figures, docs/designer.md). Computed at once on mount; until an idle moment after a change, the
 * previous result stays, with the input it was computed from.
 */
export function useIdleValue<I, R>(input: I, compute: (input: I) => R): { input: I; result: R } {
  const [state, setState] = useState(() => ({ input, result: compute(input) }));
  useEffect(() => {
    if (Object.is(state.input, input)) return undefined;
    const run = () => setState({ input, result: compute(input) });
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 50);
    return () => clearTimeout(id);
    // compute is the caller's pure function of input: only the input decides when to recompute.
  }, [input, state.input]);
  return state;
}
