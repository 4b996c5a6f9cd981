import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchGrantData, fetchGrantTree, type GrantData, type ObjectType } from './api';
import {
  chosenIds, chosenItems, conduct, GRANT_KINDS, leafIds, onlyLeaves, selectionKey,
  type AuthNode, type GrantKind, type GrantLists, type ItemKind,
} from './tree';

/** The object whose trees (and, unless `startEmpty`, granted ids) the editor starts from. */
export interface GrantSource {
  objectType: ObjectType;
  objectId: string;
}

/** What one tab shows. */
export interface TabTree {
  nodes: AuthNode[];
  loading: boolean;
  error: string | null;
  retry(): void;
  /** Checked keys for the tree (parents follow their children). */
  checked: string[];
  /** Opened branches; every branch when never set. */
  expanded: string[] | undefined;
}

export interface GrantEditor {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  retry(): void;
  active: GrantKind;
  setActive(kind: GrantKind): void;
  tab(kind: GrantKind): TabTree;
  /** The keys the tree reports after a click: what is checked among its leaves. */
  check(kind: GrantKind, keys: readonly string[]): void;
  /** 全选 / 全不选 of the tab's visible tree. */
  checkAll(kind: GrantKind, on: boolean): void;
  expand(kind: GrantKind, keys: readonly string[]): void;
  /** Menus chosen in the menu tab (checked and half-checked). */
  menuCount: number;
  /** What to save. */
  lists(): GrantLists;
}

interface ItemTreeState {
  /** The menu selection this tree answers. */
  key: string;
  nodes: AuthNode[];
  loading: boolean;
  error: string | null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const emptyChecks = (): Record<GrantKind, ReadonlySet<string>> => ({
  module: new Set(), button: new Set(), column: new Set(), form: new Set(), resource: new Set(),
});
const NO_NODES: AuthNode[] = [];

/**
 * State of the authorisation tabs (菜单权限, 按钮权限, 列表权限, 表单权限, 数据权限). The menu tab holds every
 * enabled menu; each item tab shows only the menus chosen in the menu tab, fetched again (POST
 * .../Values) when it is opened after the menu choice changed. Checks are kept per leaf, so items
 * hidden by un-choosing their menu come back checked when the menu is chosen again.
 */
export function useGrantEditor(source: GrantSource | null, startEmpty = false): GrantEditor {
  const [base, setBase] = useState<{ status: GrantEditor['status']; error: string | null; data: GrantData | null }>({
    status: source ? 'loading' : 'idle', error: null, data: null,
  });
  const [attempt, setAttempt] = useState(0);
  const [checks, setChecks] = useState(emptyChecks);
  const [items, setItems] = useState<Partial<Record<ItemKind, ItemTreeState>>>({});
  const [itemAttempt, setItemAttempt] = useState(0);
  const [expanded, setExpanded] = useState<Partial<Record<GrantKind, string[]>>>({});
  const [active, setActive] = useState<GrantKind>('module');
  const objectType = source?.objectType;
  const objectId = source?.objectId;

  useEffect(() => {
    if (!objectType || !objectId) {
      setBase({ status: 'idle', error: null, data: null });
      return;
    }
    let live = true;
    setBase({ status: 'loading', error: null, data: null });
    fetchGrantData(objectType, objectId).then(
      (data) => {
        if (!live) return;
        setBase({ status: 'ready', error: null, data });
        const start = emptyChecks();
        // Saved menus include half-checked directories: only leaves are set, their parents follow.
        if (!startEmpty) for (const kind of GRANT_KINDS) start[kind] = new Set(onlyLeaves(data[kind]?.list ?? [], data[kind]?.ids ?? []));
        setChecks(start);
        setItems({});
        setExpanded({});
        setActive('module');
      },
      (error: unknown) => live && setBase({ status: 'error', error: message(error), data: null }),
    );
    return () => { live = false; };
  }, [objectType, objectId, startEmpty, attempt]);

  const data = base.data;
  const menus = useMemo(() => new Set(data ? chosenIds(data.module.list, checks.module) : []), [data, checks.module]);
  const menuKey = useMemo(() => selectionKey(menus), [menus]);

  // An item tab opened after the menu choice changed asks for its tree again (once per choice).
  const asked = useRef<Partial<Record<ItemKind, string>>>({});
  useEffect(() => { asked.current = {}; }, [data]);
  useEffect(() => {
    if (active === 'module' || !data || !objectType || !objectId) return;
    const kind = active;
    const key = `${menuKey}#${itemAttempt}`;
    if (asked.current[kind] === key) return;
    asked.current[kind] = key;
    if (menus.size === 0) {
      setItems((s) => ({ ...s, [kind]: { key: menuKey, nodes: [], loading: false, error: null } }));
      return;
    }
    setItems((s) => ({ ...s, [kind]: { key: menuKey, nodes: s[kind]?.nodes ?? [], loading: true, error: null } }));
    const settle = (change: Partial<ItemTreeState>) => setItems((s) => (s[kind]?.key === menuKey ? { ...s, [kind]: { ...s[kind]!, ...change } } : s));
    fetchGrantTree(objectType, objectId, kind, [...menus]).then(
      (tree) => settle({ nodes: tree.list ?? [], loading: false }),
      (error: unknown) => settle({ loading: false, error: message(error) }),
    );
  }, [active, data, menus, menuKey, objectType, objectId, itemAttempt]);

  /** The tree a tab shows: the menu tree, or an item tree for the current menu choice. */
  const nodesOf = useCallback((kind: GrantKind): AuthNode[] => {
    if (!data) return NO_NODES;
    if (kind === 'module') return data.module.list;
    const tree = items[kind];
    return tree && tree.key === menuKey ? tree.nodes : NO_NODES;
  }, [data, items, menuKey]);

  const tab = useCallback((kind: GrantKind): TabTree => {
    const nodes = nodesOf(kind);
    const tree = kind === 'module' ? undefined : items[kind];
    const current = !!tree && tree.key === menuKey;
    return {
      nodes,
      loading: kind !== 'module' && (!current || tree.loading),
      error: current ? tree.error : null,
      retry: () => setItemAttempt((n) => n + 1),
      checked: conduct(nodes, checks[kind]).checked,
      expanded: expanded[kind],
    };
  }, [nodesOf, items, menuKey, checks, expanded]);

  const check = useCallback((kind: GrantKind, keys: readonly string[]) => {
    const leaves = leafIds(nodesOf(kind));
    const picked = new Set(keys);
    setChecks((s) => {
      // Leaves this tree does not show keep their state.
      const next = new Set(s[kind]);
      for (const id of leaves) {
        if (picked.has(id)) next.add(id);
        else next.delete(id);
      }
      return { ...s, [kind]: next };
    });
  }, [nodesOf]);

  const checkAll = useCallback((kind: GrantKind, on: boolean) => {
    check(kind, on ? leafIds(nodesOf(kind)) : []);
  }, [check, nodesOf]);

  const expand = useCallback((kind: GrantKind, keys: readonly string[]) => {
    setExpanded((s) => ({ ...s, [kind]: [...keys] }));
  }, []);

  const lists = useCallback((): GrantLists => {
    const out: GrantLists = { module: [], button: [], column: [], form: [], resource: [] };
    if (!data) return out;
    out.module = [...menus];
    for (const kind of GRANT_KINDS) {
      if (kind === 'module') continue;
      const tree = items[kind];
      // A tab never opened for this choice: the full tree, limited to the chosen menus here.
      const nodes = tree && tree.key === menuKey && !tree.loading && !tree.error ? tree.nodes : data[kind]?.list ?? [];
      out[kind] = chosenItems(nodes, checks[kind], menus);
    }
    return out;
  }, [data, menus, items, menuKey, checks]);

  return {
    status: base.status,
    error: base.error,
    retry: () => setAttempt((n) => n + 1),
    active,
    setActive,
    tab,
    check,
    checkAll,
    expand,
    menuCount: menus.size,
    lists,
  };
}
