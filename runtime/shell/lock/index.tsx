import { useState } from 'react';
import { Avatar, Button, Form, Input, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { unlockScreen } from '../../data/api/auth';
import { session } from '../../state/session';
import { leaveLockScreen, signOut } from './actions';

/** /lockScreen: unlock with the password of the signed-in user. */
export function LockScreenPage() {
  const { t } = useLingui();
  const snap = useSnapshot(session);
  const [loading, setLoading] = useState(false);
  const user = snap.userInfo;
  const name = user?.realName || user?.userName || user?.account || '';
  const account = user?.userAccount || user?.account || '';

  const unlock = async ({ password }: { password: string }) => {
    setLoading(true);
    try {
      await unlockScreen(account, password);
      leaveLockScreen();
    } catch {
      /* message shown by the HTTP client */
    } finally {
      setLoading(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#1f2a44' }}>
      <div style={{ width: 320, textAlign: 'center', color: '#fff' }}>
        <Avatar size={96} src={user?.headIcon || undefined} style={{ marginBottom: 12, background: '#c9a227' }}>
          {name.slice(0, 1)}
        </Avatar>
        <Typography.Title level={4} style={{ color: '#fff', margin: '0 0 16px' }}>{name}</Typography.Title>
        <Form<{ password: string }> onFinish={unlock}>
          <Form.Item name="password" rules={[{ required: true, message: t`请输入密码` }]}>
            <Input.Password autoFocus placeholder={t`请输入密码`} aria-label={t`密码`} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>{t`解锁`}</Button>
        </Form>
        <Button type="link" style={{ marginTop: 12, color: '#fff' }} onClick={() => void signOut()}>
          {t`重新登录`}
        </Button>
      </div>
    </div>
  );
}
