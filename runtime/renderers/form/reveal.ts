import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Opening the tab or collapse panel that holds a field, so the first error of a submit (client or
 * server) can be scrolled to and focused even when it sits in a pane that is not shown.
 */
export interface Revealer {
  reveal(vModel: string): void;
  subscribe(listener: (vModel: string) => void): () => void;
}

export function createRevealer(): Revealer {
  const listeners = new Set<(vModel: string) => void>();
  return {
    reveal: (vModel) => listeners.forEach((listener) => listener(vModel)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const RevealContext = createContext<Revealer | null>(null);

/** Runs `onReveal` when a field is revealed (the latest callback, without re-subscribing). */
export function useOnReveal(onReveal: (vModel: string) => void): void {
  const revealer = useContext(RevealContext);
  const latest = useRef(onReveal);
  useEffect(() => {
    latest.current = onReveal;
  });
  useEffect(() => (revealer ? revealer.subscribe((vModel) => latest.current(vModel)) : undefined), [revealer]);
}
