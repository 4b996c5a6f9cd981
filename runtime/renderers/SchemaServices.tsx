import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { WidgetServicesContext } from '../../widgets/services';
import type { Lang } from '../../schemas/text';
import { appState } from '../state/app';
import { createAppServices } from './services';

/** The active UI language as a schema language. */
export function useLang(): Lang {
  return useSnapshot(appState).language as Lang;
}

/** Provides the widget services of the running app (HTTP + caches) to every renderer below. */
export function SchemaServicesProvider({ children }: { children: ReactNode }) {
  const lang = useLang();
  const services = useMemo(() => createAppServices(lang), [lang]);
  return <WidgetServicesContext.Provider value={services}>{children}</WidgetServicesContext.Provider>;
}
