import { useRef } from 'react';
import { isDeepStrictEqual } from '../core/equal';

/**
 * `value`, or the one of the previous render when they are deeply equal (JSON-like data: arrays and plain objects),
 * so memoised children reading a list derived from the whole document (the formula pad's field names) stay still
 * when an edit changed something else (issue 17's undo figure).
 */
export function useSameValue<T>(value: T): T {
  const kept = useRef(value);
  if (!isDeepStrictEqual(kept.current, value)) kept.current = value;
  return kept.current;
}
