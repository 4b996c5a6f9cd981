import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Empty, Space, Spin, Tabs, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useLingui } from '@lingui/react/macro';
import type { GrantEditor, TabTree } from './useGrantEditor';
import { branchIds, GRANT_KINDS, type AuthNode, type GrantKind } from './tree';
import './authorize.css';

function toTreeData(nodes: readonly AuthNode[], appLabel: string, root = true): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    // Mobile menus sit beside the web ones: their top level says so.
    title: root && node.category === 'App' ? <span>{node.fullName} <Tag className="gl-auth-tag">{appLabel}</Tag></span> : node.fullName,
    children: node.children?.length ? toTreeData(node.children, appLabel, false) : undefined,
  }));
}

interface TreePaneProps {
  kind: GrantKind;
  label: string;
  tree: TabTree;
  editor: GrantEditor;
  /** Shown instead of the tree when it has no node. */
  empty: string;
}

/** One tab: 全选 / 全不选 / 展开 / 折叠 and the checkable tree (parents and children linked). */
function TreePane({ kind, label, tree, editor, empty }: TreePaneProps) {
  const { t } = useLingui();
  const appLabel = t`移动端`;
  const treeData = useMemo(() => toTreeData(tree.nodes, appLabel), [tree.nodes, appLabel]);
  const branches = useMemo(() => branchIds(tree.nodes), [tree.nodes]);
  let body: ReactNode;
  if (tree.error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={tree.error}
        action={<Button size="small" onClick={tree.retry}>{t`重试`}</Button>}
      />
    );
  } else if (tree.loading) {
    body = <div className="gl-auth-center"><Spin /></div>;
  } else if (tree.nodes.length === 0) {
    body = <Empty className="gl-auth-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  } else {
    body = (
      <Tree
        checkable
        selectable={false}
        blockNode
        treeData={treeData}
        checkedKeys={tree.checked}
        onCheck={(keys) => editor.check(kind, (Array.isArray(keys) ? keys : keys.checked).map(String))}
        expandedKeys={tree.expanded ?? branches}
        onExpand={(keys) => editor.expand(kind, keys.map(String))}
        aria-label={label}
      />
    );
  }
  const idle = tree.loading || !!tree.error || tree.nodes.length === 0;
  return (
    <div className="gl-auth-pane">
      <Space size={4} className="gl-auth-tools">
        <Button size="small" type="link" disabled={idle} onClick={() => editor.checkAll(kind, true)}>{t`全选`}</Button>
        <Button size="small" type="link" disabled={idle} onClick={() => editor.checkAll(kind, false)}>{t`全不选`}</Button>
        <Button size="small" type="link" disabled={idle} onClick={() => editor.expand(kind, branches)}>{t`展开`}</Button>
        <Button size="small" type="link" disabled={idle} onClick={() => editor.expand(kind, [])}>{t`折叠`}</Button>
      </Space>
      <div className="gl-auth-tree">{body}</div>
    </div>
  );
}

/** The five tabs of the authorisation dialogs, over a grant editor (useGrantEditor). */
export function GrantTabs({ editor }: { editor: GrantEditor }) {
  const { t } = useLingui();
  const labels: Record<GrantKind, string> = {
    module: t`菜单权限`,
    button: t`按钮权限`,
    column: t`列表权限`,
    form: t`表单权限`,
    resource: t`数据权限`,
  };
  if (editor.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={editor.error}
        action={<Button size="small" onClick={editor.retry}>{t`重试`}</Button>}
      />
    );
  }
  if (editor.status !== 'ready') return <div className="gl-auth-center"><Spin /></div>;
  const noMenus = t`请先在菜单权限中选择菜单`;
  // Column and form rights exist only once a menu has columns or forms (issue 19 item 6): say where to add them.
  const noItems: Partial<Record<GrantKind, string>> = {
    column: t`所选菜单尚未配置列表字段。在 系统管理 > 菜单管理 中为菜单添加“列表字段”后即可在此授权。`,
    form: t`所选菜单尚未配置表单字段。在 系统管理 > 菜单管理 中为菜单添加“表单字段”后即可在此授权。`,
  };
  return (
    <Tabs
      activeKey={editor.active}
      onChange={(key) => editor.setActive(key as GrantKind)}
      items={GRANT_KINDS.map((kind) => ({
        key: kind,
        label: labels[kind],
        children: (
          <TreePane
            kind={kind}
            label={labels[kind]}
            tree={editor.tab(kind)}
            editor={editor}
            empty={kind !== 'module' && editor.menuCount === 0 ? noMenus : noItems[kind] ?? t`暂无数据`}
          />
        ),
      }))}
    />
  );
}
