import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { encodePassword, notify, request } from '../../runtime/data';
import type { CustomDialogProps } from '../../runtime/views/screens';
import { useLang } from '../../runtime/renderers/SchemaServices';
import { checkRule } from '../../schemas/validation';

interface Values {
  userPassword: string;
  validatePassword: string;
}

/** The reset call of a user (h2: `{ id, userPassword, validatePassword }`, both md5 hex of the typed text). */
export async function resetPassword(id: string, password: string, confirmation: string): Promise<string | undefined> {
  const reply = await request({
    url: `/api/permission/Users/${encodeURIComponent(id)}/Actions/ResetPassword`,
    method: 'POST',
    data: { id, userPassword: await encodePassword(password), validatePassword: await encodePassword(confirmation) },
  });
  return reply.msg;
}

/**
 * 重置密码 of the user list (custom action 'permission.resetPassword'). A dialog, not a form schema:
 * passwords travel as their md5 (docs/product.md#sign-in-and-sessions), which the page language cannot say.
 * The new password follows the catalogue rule 'password'; the confirmation must match it.
 */
export default function ResetPasswordDialog({ row, onClose, onDone }: CustomDialogProps) {
  const { t } = useLingui();
  const lang = useLang();
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
      const msg = await resetPassword(id, values.userPassword, values.validatePassword);
      notify.success(msg || t`重置密码成功`);
      onDone();
    } catch {
      // The HTTP layer has shown the server's message; the dialog stays open to try again.
      setSaving(false);
    }
  };

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
      <Form<Values> form={form} layout="horizontal" labelCol={{ span: 6 }} preserve={false}>
        {who ? <Form.Item label={t`账户`}>{who}</Form.Item> : null}
        <Form.Item
          name="userPassword"
          label={t`新密码`}
          validateTrigger="onBlur"
          rules={[
            { required: true, message: t`请输入新密码` },
            { validator: (_rule, value: unknown) => {
              const problem = checkRule('password', value, lang);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            } },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="validatePassword"
          label={t`确认密码`}
          dependencies={['userPassword']}
          validateTrigger="onBlur"
          rules={[
            { required: true, message: t`请再次输入新密码` },
            ({ getFieldValue }) => ({
              validator: (_rule, value: unknown) =>
                !value || value === getFieldValue('userPassword') ? Promise.resolve() : Promise.reject(new Error(t`两次密码输入不一致`)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" onPressEnter={() => void save()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

