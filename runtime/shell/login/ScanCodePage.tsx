import { useEffect, useRef, useState } from 'react';
import { Button, Result, Space } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { confirmScanTicket, markScanTicket } from '../../data/api/auth';
import { session } from '../../state/session';
import { useQueryParams } from '../../data/useQuery';

/** /scanCode?ticket=…: the signed-in device approves the sign-in of another device. */
export function ScanCodePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const snap = useSnapshot(session);
  // Read once: while leaving the page the router location already shows the next page's query.
  const query = useQueryParams();
  const [ticket] = useState(() => query.get('ticket') ?? '');
  const left = useRef(false);
  const [state, setState] = useState<'ask' | 'busy' | 'done'>('ask');

  useEffect(() => {
    if (!snap.token && !left.current) {
      left.current = true;
      const back = `/scanCode?ticket=${encodeURIComponent(ticket)}`;
      void navigate({ href: `/login?redirect=${encodeURIComponent(back)}`, replace: true });
    }
  }, [snap.token, ticket, navigate]);

  useEffect(() => {
    // The other device shows 'scanned, confirm on your phone'; an invalid ticket is reported on confirm.
    if (snap.token && ticket) markScanTicket(ticket).catch(() => {});
  }, [snap.token, ticket]);

  if (!snap.token) return null;
  if (!ticket) return <Result status="warning" title={t`二维码无效`} />;
  if (state === 'done') {
    return (
      <Result
        status="success"
        title={t`已确认登录`}
        extra={<Button onClick={() => void navigate({ href: '/home' })}>{t`返回首页`}</Button>}
      />
    );
  }

  const confirm = async () => {
    setState('busy');
    try {
      await confirmScanTicket(ticket);
      setState('done');
    } catch {
      setState('ask');
    }
  };

  return (
    <Result
      status="info"
      title={t`登录确认`}
      subTitle={t`请确认是否在另一台设备上登录`}
      extra={
        <Space>
          <Button type="primary" loading={state === 'busy'} onClick={() => void confirm()}>{t`确认登录`}</Button>
          <Button onClick={() => void navigate({ href: '/home' })}>{t`取消`}</Button>
        </Space>
      }
    />
  );
}
