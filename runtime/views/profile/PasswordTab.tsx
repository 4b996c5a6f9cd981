import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { modifyPassword } from '../../data/api/currentUser';
import { notify } from '../../data/feedback';
import { signOut } from '../../shell/lock/actions';
import { NewPasswordFields } from '../common/NewPasswordFields';

interface Values { oldPassword: string; password: string; confirm: string }

/** 修改密码: old, new and confirmation; on success the session ends and the sign-in page opens. */
export function PasswordTab({ mustChange }: { mustChange?: boolean }) {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      await modifyPassword(values.oldPassword, values.password);
      notify.success(t`密码修改成功，请重新登录`, { onClose: () => void signOut() });
    } catch {
      setSaving(false);
    }
  };

  return (
    <div style={{ maxWidth: 480 }}>
      {mustChange ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t`为了账号安全，请先修改初始密码`} /> : null}
      <Form<Values> layout="horizontal" labelCol={{ span: 6 }} onFinish={save}>
        <Form.Item name="oldPassword" label={t`旧密码`} rules={[{ required: true, message: t`请输入旧密码` }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="password" confirmName="confirm" />
        <Form.Item wrapperCol={{ offset: 6 }}>
          <Button type="primary" htmlType="submit" loading={saving}>{t`保存`}</Button>
        </Form.Item>
      </Form>
    </div>
  );
}
