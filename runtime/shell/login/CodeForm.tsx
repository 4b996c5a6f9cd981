import { useEffect, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { sendLoginCode } from '../../data/api/auth';
import { notify } from '../../data/feedback';
import { rememberAccount, signIn } from './actions';

interface Values { account: string; code: string }

export const CODE_COUNTDOWN = 60;

/** Verification-code sign-in: account or mobile, 'get code' with a 60 s countdown, six-digit code. */
export function CodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const [form] = Form.useForm<Values>();
  const [loading, setLoading] = useState(false);
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const sendCode = async () => {
    let account: string;
    try {
      account = (await form.validateFields(['account'])).account.trim();
    } catch {
      return;
    }
    setSending(true);
    try {
      await sendLoginCode(account);
      notify.success(t`验证码已发送`);
      setLeft(CODE_COUNTDOWN);
    } catch {
      /* message shown by the HTTP client */
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: Values) => {
    setLoading(true);
    try {
      const account = values.account.trim();
      await signIn({ origin: 'code', account, code: values.code });
      rememberAccount(account);
      onSignedIn();
    } catch {
      /* message shown by the HTTP client */
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" size="large" onFinish={submit}>
      <Form.Item name="account" rules={[{ required: true, whitespace: true, message: t`请输入账号或手机号` }]}>
        <Input autoComplete="username" placeholder={t`请输入账号或手机号`} aria-label={t`账号或手机号`} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item name="code" style={{ flex: 1 }} rules={[{ required: true, pattern: /^\d{6}$/, message: t`请输入6位验证码` }]}>
          <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder={t`请输入验证码`} aria-label={t`验证码`} />
        </Form.Item>
        <Button onClick={() => void sendCode()} disabled={left > 0} loading={sending} style={{ minWidth: 120 }}>
          {left > 0 ? t`${left}秒后重新获取` : t`获取验证码`}
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t`登录`}
      </Button>
    </Form>
  );
}
