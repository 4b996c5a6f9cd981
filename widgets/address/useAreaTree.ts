import { useCallback, useEffect, useRef, useState } from 'react';
import { useWidgetServices, type WidgetServices } from '../services';
import { markLoading, missingParents, toOptions, withChildren, type AreaOption } from './tree';

const parentId = (parentPath: readonly string[]) => (parentPath.length === 0 ? '-1' : parentPath[parentPath.length - 1]);

/** The loaded nodes belong to one services instance and one level setting (leaf flags depend on it). */
interface TreeState {
  services: WidgetServices;
  level: number;
  nodes: AreaOption[];
}

/**
 * The lazily loaded area tree of an address field: the provinces and, for a stored value, every
 * level along its path (so the cascader shows names, not ids). `loadChildren` opens one node.
 */
export function useAreaTree(path: string[], level: number) {
  const services = useWidgetServices();
  const [state, setState] = useState<TreeState>(() => ({ services, level, nodes: [] }));
  const [loadingPath, setLoadingPath] = useState(true);
  const tree = state.services === services && state.level === level ? state.nodes : [];
  const treeRef = useRef(tree);
  treeRef.current = tree;
  const pathKey = path.join(',');

  const update = useCallback(
    (change: (nodes: AreaOption[]) => AreaOption[]) =>
      setState((prev) => {
        const current = prev.services === services && prev.level === level ? prev.nodes : [];
        const nodes = change(current);
        return nodes === prev.nodes ? prev : { services, level, nodes };
      }),
    [services, level],
  );

  useEffect(() => {
    const missing = missingParents(treeRef.current, path, level);
    if (missing.length === 0) {
      setLoadingPath(false);
      return;
    }
    let live = true;
    setLoadingPath(true);
    Promise.all(missing.map((parentPath) => services.areaChildren(parentId(parentPath))))
      .then((lists) => {
        if (live) update((nodes) => missing.reduce((acc, parentPath, i) => withChildren(acc, parentPath, toOptions(lists[i], parentPath.length, level)), nodes));
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoadingPath(false);
      });
    return () => {
      live = false;
    };
    // `pathKey` stands for `path` (a new array on every render of the parent).
  }, [services, level, pathKey, update]);

  const loadChildren = useCallback(
    (nodePath: string[]) => {
      update((nodes) => markLoading(nodes, nodePath, true));
      services.areaChildren(parentId(nodePath)).then(
        (children) => update((nodes) => withChildren(nodes, nodePath, toOptions(children, nodePath.length, level))),
        () => update((nodes) => markLoading(nodes, nodePath, false)),
      );
    },
    [services, level, update],
  );

  return { tree, loadingPath, loadChildren };
}
