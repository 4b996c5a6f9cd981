import { useEffect, useMemo, useState } from 'react';
import type { FieldSchema } from '../../schemas/types';
import { useWidgetServices } from '../services';
import { loadTree, peekTree, treeCacheKey, type RemoteSource } from './loadTree';
import { rowsToTree, type Row, type TreeKeys, type TreeOption } from './tree';
import type { TreeSelectProps } from './props';

export interface TreeOptionsState {
  nodes: TreeOption[];
  loading: boolean;
  error?: unknown;
}

const NONE: TreeOption[] = [];

/**
 * The option tree of a treeSelect field: static options (label/value, `children` kept) at once;
 * dictionaries, data interfaces and API calls through the widget services, shared and cached per source.
 */
export function useTreeOptions(field: FieldSchema, props: TreeSelectProps): TreeOptionsState {
  const services = useWidgetServices();
  const source = field.options;
  const remote = source && !Array.isArray(source) ? (source as RemoteSource) : undefined;
  const key = remote ? treeCacheKey(remote) : undefined;

  const [loaded, setLoaded] = useState<{ key: string; rows: Row[]; error?: unknown } | undefined>(() => {
    const ready = key ? peekTree(services, key) : undefined;
    return key && ready ? { key, rows: ready } : undefined;
  });

  useEffect(() => {
    if (!remote || !key) return;
    const ready = peekTree(services, key);
    if (ready) {
      setLoaded((prev) => (prev?.key === key && prev.rows === ready ? prev : { key, rows: ready }));
      return;
    }
    let live = true;
    loadTree(services, remote).then(
      (rows) => live && setLoaded({ key, rows }),
      (error: unknown) => live && setLoaded({ key, rows: [], error }),
    );
    return () => {
      live = false;
    };
    // `key` stands for the source; the source object itself may be rebuilt by a parent.
  }, [services, key]);

  const { labelKey, valueKey, childrenKey, disabledKey, typeKey, selectableTypes } = props;
  const selectable = selectableTypes?.join('\u0000');
  // An API source may name its own label and value fields (as for select).
  const apiLabel = remote && 'api' in remote ? remote.labelKey : undefined;
  const apiValue = remote && 'api' in remote ? remote.valueKey : undefined;

  return useMemo(() => {
    const common = { disabledKey, typeKey, selectableTypes: selectable === undefined ? undefined : selectable.split('\u0000') };
    if (Array.isArray(source)) {
      const keys: TreeKeys = { ...common, labelKey: 'label', valueKey: 'value', childrenKey: 'children' };
      return { nodes: rowsToTree(source as unknown as Row[], keys, services.lang), loading: false };
    }
    if (!key) return { nodes: NONE, loading: false };
    if (loaded?.key !== key) return { nodes: NONE, loading: true };
    const keys: TreeKeys = {
      ...common,
      labelKey: apiLabel ?? labelKey ?? 'fullName',
      valueKey: apiValue ?? valueKey ?? 'id',
      childrenKey: childrenKey ?? 'children',
    };
    return { nodes: rowsToTree(loaded.rows, keys, services.lang), loading: false, error: loaded.error };
  }, [source, key, loaded, services.lang, labelKey, valueKey, childrenKey, disabledKey, typeKey, selectable, apiLabel, apiValue]);
}
