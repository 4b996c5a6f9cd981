import { useMemo } from 'react';
import { Empty, Spin, Tree } from 'antd';
import type { PickerNode } from '../services';
import { ofType, toAntTree } from '../common/picker/nodes';

interface Props {
  nodes: PickerNode[];
  loading: boolean;
  /** The search that produced `nodes`: a search shows every match, otherwise the first level is open. */
  keyword: string;
  noData: string;
  onPick: (user: PickerNode) => void;
}

const isUser = ofType('user');
const NOTHING_SELECTED: string[] = [];

function findNode(nodes: readonly PickerNode[], id: string): PickerNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = node.children ? findNode(node.children, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** The organisation tree with users as leaves; a click on a user picks it (organisations only open). */
export function UserTree({ nodes, loading, keyword, noData, onPick }: Props) {
  const treeData = useMemo(() => toAntTree(nodes, isUser), [nodes]);
  const firstLevel = useMemo(() => nodes.map((node) => node.id), [nodes]);
  if (loading) return <Spin />;
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={noData} />;
  return (
    <Tree
      // Remounted per search, so the default expansion applies to the new tree.
      key={keyword}
      blockNode
      treeData={treeData}
      selectedKeys={NOTHING_SELECTED}
      defaultExpandAll={keyword !== ''}
      defaultExpandedKeys={keyword === '' ? firstLevel : undefined}
      onSelect={(_keys, info) => {
        const node = findNode(nodes, String(info.node.key));
        if (node && isUser(node)) onPick(node);
      }}
    />
  );
}
