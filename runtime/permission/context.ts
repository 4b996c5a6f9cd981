import { createContext, useContext } from 'react';
import type { AppRoute } from '../state/session';

/** The route a page is mounted for; permission guards read its `meta.modelId`. */
export const CurrentRouteContext = createContext<AppRoute | null>(null);

export function useCurrentRoute(): AppRoute | null {
  return useContext(CurrentRouteContext);
}
