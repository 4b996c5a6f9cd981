import { useEffect, useState } from 'react';
import { Alert, Modal, Spin, TreeSelect } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { loadMenuDirectories, type MenuDirectory } from './designApi';

interface TreeNode {
  value: string;
  title: string;
  children?: TreeNode[];
}

const toTree = (list: readonly MenuDirectory[]): TreeNode[] =>
  list.map((menu) => ({ value: menu.id, title: menu.fullName, ...(menu.children?.length ? { children: toTree(menu.children) } : {}) }));

/** The first publish asks where the function's menu goes: one of the menu directories. */
export function ParentMenuDialog({ open, onOk, onCancel }: { open: boolean; onOk: (parentId: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [tree, setTree] = useState<TreeNode[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [value, setValue] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setValue(undefined);
    setMissing(false);
    loadMenuDirectories().then(
      (list) => live && setTree(toTree(list)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open]);
  return (
    <Modal
      open={open}
      title={t`选择上级菜单`}
      okText={t`发布`}
      cancelText={t`取消`}
      onOk={() => (value ? onOk(value) : setMissing(true))}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{t`首次发布会在所选目录下创建菜单，之后发布菜单位置不变。`}</p>
      {failed ? <Alert type="error" showIcon title={t`加载失败`} /> : null}
      {tree === null && !failed ? <Spin /> : null}
      {tree !== null ? (
        <TreeSelect
          style={{ width: '100%' }}
          treeData={tree}
          value={value}
          onChange={(next: string) => {
            setValue(next);
            setMissing(false);
          }}
          treeDefaultExpandAll
          placeholder={t`上级菜单`}
          aria-label={t`上级菜单`}
          status={missing ? 'error' : undefined}
        />
      ) : null}
      {missing ? <div className="ant-form-item-explain-error">{t`请选择上级菜单`}</div> : null}
    </Modal>
  );
}
