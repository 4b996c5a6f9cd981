import { useEffect, useMemo, useRef, useState } from 'react';
import { Empty, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useLingui } from '@lingui/react/macro';
import { pickText, type Lang, type ListSchema } from '../../../schemas';
import { callApi } from '../api';

type TreeConfig = NonNullable<ListSchema['tree']>;
type Node = Record<string, unknown> & { children?: Node[] };

export interface TreePanelProps {
  tree: TreeConfig;
  lang: Lang;
  routeParams: Record<string, string>;
  /** The selected node's value, or undefined when the selection is cleared. */
  onSelect(value: unknown): void;
}

/** Nodes of a tree reply: `{ list }` or a bare array. */
function readNodes(data: unknown): Node[] {
  if (Array.isArray(data)) return data as Node[];
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? (list as Node[]) : [];
}

/** A node marked `disabled: true` (a company in the department tree) shows but cannot be chosen. */
function toTreeData(nodes: Node[], labelKey: string, valueKey: string): DataNode[] {
  return nodes.map((node) => ({
    key: String(node[valueKey]),
    title: String(node[labelKey] ?? ''),
    ...(node.disabled === true ? { disabled: true } : {}),
    children: node.children?.length ? toTreeData(node.children, labelKey, valueKey) : undefined,
  }));
}

/**
 * The left tree of a tree list: clicking a node filters the list by `queryKey`; clicking it again clears it.
 * With `selectFirst` the first node is selected once the tree loads (the dictionary page opens on its first type).
 */
export function TreePanel({ tree, lang, routeParams, onSelect }: TreePanelProps) {
  const { t } = useLingui();
  const [nodes, setNodes] = useState<Node[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const labelKey = tree.labelKey ?? 'fullName';
  const valueKey = tree.valueKey ?? 'id';
  const selectFirst = !!tree.selectFirst;
  // The host passes a fresh callback on every render; the load effect must not re-run for it.
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    let live = true;
    callApi(tree.api, { route: routeParams }).then(
      (reply) => {
        if (!live) return;
        const loaded = readNodes(reply.data);
        setNodes(loaded);
        const first = loaded[0];
        if (selectFirst && first) {
          setSelected([String(first[valueKey])]);
          onSelectRef.current(first[valueKey]);
        }
      },
      () => live && setNodes([]),
    );
    return () => { live = false; };
  }, [tree.api, routeParams, selectFirst, valueKey]);

  const treeData = useMemo(() => toTreeData(nodes ?? [], labelKey, valueKey), [nodes, labelKey, valueKey]);
  // Keys are strings in antd's tree; the filter sends the node's own value.
  const values = useMemo(() => {
    const map = new Map<string, unknown>();
    const walk = (list: Node[]) => list.forEach((n) => { map.set(String(n[valueKey]), n[valueKey]); if (n.children) walk(n.children); });
    walk(nodes ?? []);
    return map;
  }, [nodes, valueKey]);

  return (
    <aside className="gl-tree">
      <div className="gl-tree-title">{pickText(tree.title, lang)}</div>
      <div className="gl-tree-body">
        {nodes === null ? <Spin /> : treeData.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`暂无数据`} /> : (
          <Tree
            blockNode
            defaultExpandAll
            treeData={treeData}
            selectedKeys={selected}
            onSelect={(keys) => {
              setSelected(keys.map(String));
              onSelect(keys.length ? values.get(String(keys[0])) : undefined);
            }}
          />
        )}
      </div>
    </aside>
  );
}
