import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import { hasColumn, hasPermission } from './has';
import { useCurrentRoute } from './context';

/** `hasPermission` for the current route and the live permission list. */
export function usePermission(): { has: (enCode: string) => boolean; hasColumn: (enCode: string) => boolean } {
  const route = useCurrentRoute();
  const snap = useSnapshot(session);
  const modelId = route?.meta.modelId;
  return {
    has: (enCode) => hasPermission(enCode, modelId, snap.permissionList),
    hasColumn: (enCode) => hasColumn(enCode, modelId, snap.permissionList),
  };
}

/** Renders its children only when the current route grants the button `code` (docs/product.md#permissions). */
export function Permission({ code, children }: { code: string; children: ReactNode }) {
  const { has } = usePermission();
  return has(code) ? <>{children}</> : null;
}
