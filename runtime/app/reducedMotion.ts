import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const snapshot = () => mediaQuery()?.matches ?? false;

/**
 * Whether the user asked the system for less motion. antd then opens dropdowns, dialogs and menus
 * without their sliding and zooming (docs/architecture.md#stack-and-known-traps: the end-to-end tests
 * run with it, so a click never lands on a popup that is still moving).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
