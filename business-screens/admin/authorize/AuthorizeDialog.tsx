import { useMemo, useState } from 'react';
import { Alert, Modal } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../runtime/data';
import type { CustomDialogProps } from '../../../runtime/views/screens';
import { saveGrants, type ObjectType } from './api';
import { GrantTabs } from './GrantTabs';
import { useGrantEditor } from './useGrantEditor';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The name in the title: a role's or position's fullName, a user's realName (or account). */
export function objectName(row: Record<string, unknown> | undefined): string {
  return text(row?.fullName) || text(row?.realName) || text(row?.account);
}

/**
 * 权限 of a role, position or user (custom row action): the five trees of its rights, saved at once
 * (PUT /api/permission/Authority/Data/{id}, which replaces every right of the object).
 */
export function AuthorizeDialog({ objectType, row, onClose, onDone }: CustomDialogProps & { objectType: ObjectType }) {
  const { t } = useLingui();
  const id = text(row?.id);
  // The administrator has every right; the server refuses to store any for them.
  const administrator = objectType === 'User' && Number(row?.isAdministrator) === 1;
  const source = useMemo(() => (id && !administrator ? { objectType, objectId: id } : null), [id, administrator, objectType]);
  const editor = useGrantEditor(source);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const msg = await saveGrants(objectType, id, editor.lists());
      notify.success(msg || t`保存成功`);
      onDone();
    } catch {
      // The HTTP layer has shown the server's message; the dialog stays open.
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`${t`权限`} - ${objectName(row)}`}
      width={880}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t`保存`}
      okButtonProps={{ loading: saving, disabled: editor.status !== 'ready' }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {administrator ? <Alert type="info" showIcon title={t`超级管理员拥有所有权限，无需授权`} /> : <GrantTabs editor={editor} />}
    </Modal>
  );
}

export function AuthorizeRoleDialog(props: CustomDialogProps) {
  return <AuthorizeDialog {...props} objectType="Role" />;
}

export function AuthorizePositionDialog(props: CustomDialogProps) {
  return <AuthorizeDialog {...props} objectType="Position" />;
}

export function AuthorizeUserDialog(props: CustomDialogProps) {
  return <AuthorizeDialog {...props} objectType="User" />;
}
