import { useEffect, useState } from 'react';

/** `value` once it has rested for `ms` (a typed weight or amount asked of the server only when the typing pauses). */
export function useDebounced<T>(value: T, ms: number): T {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setRested(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return rested;
}
