import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { loadWholeCatalog } from '../../i18n';
import { SchemaForm } from '../../renderers/form';
import { useLang } from '../../renderers/SchemaServices';
import { WidgetServicesContext } from '../../../widgets/services';
import { loadSharedForm, type SharedForm } from './load';
import { createShareServices } from './shareServices';

/** The token of `/share/<token>`. */
export const tokenOf = (pathname: string) => decodeURIComponent(pathname.replace(/^\/share\/?/, '').split('/')[0] ?? '');

function SharedFormView({ token, shared }: { token: string; shared: Extract<SharedForm, { ok: true }> }) {
  const { t } = useLingui();
  const lang = useLang();
  const services = useMemo(() => createShareServices(lang, token, shared.dictionaries), [lang, token, shared.dictionaries]);
  // A new key after each submission: the next visitor (or the same one again) gets an empty form.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <Result
        status="success"
        title={t`提交成功`}
        subTitle={t`感谢您的填写`}
        extra={<Button onClick={() => { setRound((n) => n + 1); setDone(false); }}>{t`再填一份`}</Button>}
      />
    );
  }
  return (
    <WidgetServicesContext.Provider value={services}>
      <SchemaForm key={round} schema={shared.form} onSaved={() => setDone(true)} />
    </WidgetServicesContext.Provider>
  );
}

/**
 * /share/<token>: a published form that anyone holding the link fills in (issue 17, shareLmsf). Outside the shell
 * and without a session: the form comes from /api/_m/lmsfFormData/<token> already saving through the link; a link
 * that is unknown, revoked or no longer published shows the not-found view.
 */
export function SharePage() {
  const { t } = useLingui();
  const token = tokenOf(useLocation({ select: (l) => l.pathname }));
  const [state, setState] = useState<{ token: string; shared: SharedForm } | null>(null);

  useEffect(() => {
    let live = true;
    // The form renderer's texts are outside the sign-in part of the catalog.
    void Promise.all([loadSharedForm(token), loadWholeCatalog()]).then(([shared]) => live && setState({ token, shared }));
    return () => {
      live = false;
    };
  }, [token]);

  const current = state?.token === token ? state.shared : null;
  return (
    <div className="share-page" style={{ minHeight: '100vh', padding: '24px 12px', background: 'var(--ant-color-bg-layout, #f5f5f5)' }}>
      <div style={{ maxWidth: 880, margin: '0 auto' }}>
        {current === null ? (
          <div style={{ padding: 48, textAlign: 'center' }}>
            <Spin />
          </div>
        ) : current.ok ? (
          <Card title={current.fullName || undefined}>
            <SharedFormView token={token} shared={current} />
          </Card>
        ) : (
          <Result status="404" title={t`链接无效`} subTitle={current.message ?? t`该分享链接不存在、已撤销或已失效`} />
        )}
      </div>
    </div>
  );
}
