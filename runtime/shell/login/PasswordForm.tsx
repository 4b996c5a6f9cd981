import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import { useLingui } from '@lingui/react/macro';
import { lastAccount, rememberAccount, signIn } from './actions';
import './login.css';

/** Account and password sign-in; Enter submits. */
export function PasswordForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const [account, setAccount] = useState(lastAccount);
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const [loading, setLoading] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = account.trim();
    const found = { account: name ? undefined : t`请输入账号`, password: password ? undefined : t`请输入密码` };
    setErrors(found);
    if (found.account || found.password || loading) return;
    setLoading(true);
    try {
      await signIn({ origin: 'password', account: name, password });
      rememberAccount(name);
      onSignedIn();
    } catch {
      /* the HTTP client has shown the message */
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className="login-field">
        <input
          className="login-input"
          autoComplete="username"
          placeholder={t`请输入账号（子账号：手机号@账号）`}
          aria-label={t`账号`}
          aria-invalid={!!errors.account}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
        />
        {errors.account ? <div role="alert" className="login-error">{errors.account}</div> : null}
      </div>
      <div className="login-field">
        <input
          className="login-input login-input--with-eye"
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          placeholder={t`请输入密码`}
          aria-label={t`密码`}
          aria-invalid={!!errors.password}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button
          type="button"
          className="login-eye"
          aria-label={visible ? t`隐藏密码` : t`显示密码`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
        {errors.password ? <div role="alert" className="login-error">{errors.password}</div> : null}
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {t`登录`}
      </Button>
    </form>
  );
}
