import { lazy, Suspense, useCallback, useEffect, useState, type CSSProperties } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { getPublicConfig, type PublicConfig } from '../../data/api/system';
import { safeRedirect } from '../../data/navigate';
import { useQueryParams } from '../../data/useQuery';
import { settings, THEME_COLORS } from '../../state/settings';
import { markArrivedFromLogin } from '../layout/prev-login';
import { PasswordForm } from './PasswordForm';
import { TabBar } from './TabBar';

// Only the account tab is downloaded with the page; the other two load when opened.
const ScanPanel = lazy(() => import('./ScanPanel').then((m) => ({ default: m.ScanPanel })));
const CodeForm = lazy(() => import('./CodeForm').then((m) => ({ default: m.CodeForm })));

const page: CSSProperties = {
  minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center',
  background: 'linear-gradient(135deg, #1f2a44 0%, #3a4f7a 55%, #c9a227 140%)', padding: 16, boxSizing: 'border-box',
};
const card: CSSProperties = {
  width: 400, maxWidth: '100%', background: '#fff', borderRadius: 8, padding: '32px 32px 16px', boxShadow: '0 8px 32px rgba(0,0,0,0.2)',
};
const title: CSSProperties = { textAlign: 'center', margin: '0 0 16px', fontSize: 24, fontWeight: 600, color: 'rgba(0,0,0,0.88)' };
const foot: CSSProperties = { textAlign: 'center', fontSize: 12, margin: '16px 0 0', color: 'rgba(0,0,0,0.45)' };

type Tab = 'password' | 'scan' | 'code';

/** /login: account, scan and verification-code sign-in. */
export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const s = useSnapshot(settings);
  const [config, setConfig] = useState<PublicConfig>({});
  const [tab, setTab] = useState<Tab>('password');
  const redirect = useQueryParams().get('redirect');

  useEffect(() => {
    let live = true;
    getPublicConfig()
      .then((c) => {
        if (!live || !c) return;
        setConfig(c);
        if (c.sysName) settings.title = c.sysName;
      })
      .catch(() => { /* keep the stored product name */ });
    return () => { live = false; };
  }, []);

  const onSignedIn = useCallback(() => {
    markArrivedFromLogin();
    void navigate({ href: safeRedirect(redirect), replace: true });
  }, [navigate, redirect]);

  return (
    <div style={{ ...page, ['--login-primary' as string]: s.themeClass === 'white' ? THEME_COLORS.blue : THEME_COLORS[s.themeClass] }}>
      <main style={card}>
        <h1 style={title}>{config.sysName || s.title}</h1>
        <TabBar
          active={tab}
          onChange={(key) => setTab(key as Tab)}
          items={[
            { key: 'password', label: t`账户登录` },
            { key: 'scan', label: t`扫码登录` },
            // Code sign-in is off on the server unless a sender is configured.
            ...(config.codeLogin ? [{ key: 'code', label: t`验证码登录` }] : []),
          ]}
        />
        <div role="tabpanel" id={`login-panel-${tab}`} aria-labelledby={`login-tab-${tab}`}>
          <Suspense fallback={<div style={{ height: 150 }} />}>
            {tab === 'password' ? <PasswordForm onSignedIn={onSignedIn} /> : null}
            {tab === 'scan' ? <ScanPanel onSignedIn={onSignedIn} /> : null}
            {tab === 'code' && config.codeLogin ? <CodeForm onSignedIn={onSignedIn} /> : null}
          </Suspense>
        </div>
        <p style={foot}>
          {config.copyright || ''}
          {config.sysVersion ? ` · v${config.sysVersion}` : ''}
        </p>
      </main>
    </div>
  );
}
