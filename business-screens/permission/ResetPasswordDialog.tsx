import { useState } from 'react';
import { Form, Modal, Radio } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { notify, request } from '../../runtime/data';
import type { CustomDialogProps } from '../../runtime/views/screens';
import { showOnce } from '../../runtime/renderers/form/shownOnce';
import { NewPasswordFields } from '../../runtime/views/common/NewPasswordFields';

interface Values {
  mode: 'random' | 'typed';
  userPassword?: string;
  validatePassword?: string;
}

/**
 * The reset call of a user: `{ id, userPassword, validatePassword }` as typed (the server checks the password rule
 * itself), or `{ id }` alone for a random password, which the reply carries once as data.password.
 */
export async function resetPassword(id: string, typed?: { password: string; confirmation: string }): Promise<{ msg?: string; generated?: string }> {
  const reply = await request<{ password?: string } | undefined>({
    url: `/api/permission/Users/${encodeURIComponent(id)}/Actions/ResetPassword`,
    method: 'POST',
    data: typed ? { id, userPassword: typed.password, validatePassword: typed.confirmation } : { id },
  });
  return { msg: reply.msg, generated: reply.data?.password };
}

/**
 * 重置密码 of the user list (custom action 'permission.resetPassword'). By default the server generates a random
 * password, shown once here; or the administrator types one (catalogue rule 'password', confirmed). Either way the
 * user must change it at next sign-in (docs/architecture.md#access-rules).
 */
export default function ResetPasswordDialog({ row, onClose, onDone }: CustomDialogProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const id = row?.id === undefined || row.id === null ? '' : String(row.id);
  const who = [row?.realName, row?.account].filter((part) => part !== undefined && part !== null && part !== '').join('/');

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const typed = values.mode === 'typed' ? { password: values.userPassword ?? '', confirmation: values.validatePassword ?? '' } : undefined;
      const { msg, generated } = await resetPassword(id, typed);
      notify.success(msg || t`重置密码成功`);
      if (generated) showOnce({ label: t`新密码`, value: generated, note: t`请将新密码告知该用户，登录后须修改。此密码只显示这一次。` });
      onDone();
    } catch {
      // The HTTP layer has shown the server's message; the dialog stays open to try again.
      setSaving(false);
    }
  };

  const typedFields = (
    <NewPasswordFields name="userPassword" confirmName="validatePassword" label={t`输入新密码`} onPressEnter={() => void save()} />
  );

  return (
    <Modal
      open
      title={t`重置密码`}
      width={480}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<Values> form={form} layout="horizontal" labelCol={{ span: 6 }} preserve={false} initialValues={{ mode: 'random' }}>
        {who ? <Form.Item label={t`账户`}>{who}</Form.Item> : null}
        <Form.Item name="mode" label={t`新密码`}>
          <Radio.Group
            options={[
              { value: 'random', label: t`随机生成` },
              { value: 'typed', label: t`手动输入` },
            ]}
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.mode !== b.mode}>
          {({ getFieldValue }) => (getFieldValue('mode') === 'typed' ? typedFields : null)}
        </Form.Item>
      </Form>
    </Modal>
  );
}
