import { useMemo } from 'react';
import { Drawer, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../schemas/text';
import { outline, type OutlineNode } from '../../core';
import { useEditorSelector } from '../useEditor';
import { useDesigner } from './context';
import { fieldName } from './labels';

function toTree(nodes: readonly OutlineNode[], lang: Lang): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.vModel ? `${fieldName(node, lang)} · ${node.vModel}` : fieldName(node, lang),
    ...(node.children ? { children: toTree(node.children, lang) } : {}),
  }));
}

/** The outline of the design (derived from the document, never stored); a click selects the entry on the canvas. */
export function OutlineDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { editor, lang } = useDesigner();
  const document = useEditorSelector(editor, (s) => s.document);
  const selection = useEditorSelector(editor, (s) => s.selection);
  const treeData = useMemo(() => (open ? toTree(outline(document), lang) : []), [open, document, lang]);
  return (
    <Drawer open={open} onClose={onClose} title={t`大纲`} placement="left" size={320} mask={false} destroyOnHidden>
      <Tree
        treeData={treeData}
        defaultExpandAll
        blockNode
        selectedKeys={selection === null ? [] : [selection]}
        onSelect={(keys) => editor.select(keys.length > 0 ? String(keys[0]) : null)}
      />
    </Drawer>
  );
}
