import { useEffect, useState } from 'react';
import { useWidgetServices, type PickerKind, type PickerNode } from '../../services';

export interface PickerTreeState {
  nodes: PickerNode[];
  loading: boolean;
}

const NONE: PickerNode[] = [];

/**
 * A picker tree from the widget services (the runtime caches trees per session; keyword searches are
 * asked anew). `enabled` false skips loading (a closed dialog). A failed load shows an empty tree.
 */
export function usePickerTree(kind: PickerKind, keyword = '', enabled = true): PickerTreeState {
  const services = useWidgetServices();
  const [loaded, setLoaded] = useState<{ key: string; nodes: PickerNode[] } | undefined>(undefined);
  const key = `${kind}\u0000${keyword}`;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    services.pickerTree(kind, keyword || undefined).then(
      (nodes) => live && setLoaded({ key, nodes }),
      () => live && setLoaded({ key, nodes: NONE }),
    );
    return () => {
      live = false;
    };
  }, [services, kind, keyword, key, enabled]);

  if (loaded?.key !== key) return { nodes: loaded?.nodes ?? NONE, loading: enabled };
  return { nodes: loaded.nodes, loading: false };
}
