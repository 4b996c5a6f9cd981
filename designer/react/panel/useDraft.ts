import { useState } from 'react';

/**
 * A local draft of a committed value (a key or an expression typed until it is valid): reset whenever
 * the committed value changes underneath (undo, another field), kept while the user types.
 */
export function useDraft<T>(committed: T): [T, (next: T) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    setSeen(committed);
    setDraft(committed);
  }
  return [draft, setDraft];
}
