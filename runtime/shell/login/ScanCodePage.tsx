import { useEffect, useRef, useState } from 'react';
import { Button, Descriptions, Result, Space } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { confirmScanTicket, markScanTicket, type ScanRequester } from '../../data/api/auth';
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
  // Who asked for the ticket; approval waits until the person has seen it.
  const [requester, setRequester] = useState<ScanRequester | null>(null);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (!snap.token && !left.current) {
      left.current = true;
      const back = `/scanCode?ticket=${encodeURIComponent(ticket)}`;
      void navigate({ href: `/login?redirect=${encodeURIComponent(back)}`, replace: true });
    }
  }, [snap.token, ticket, navigate]);

  useEffect(() => {
    // The other device shows 'scanned, confirm on your phone'; the reply says which browser asked.
    if (snap.token && ticket) markScanTicket(ticket).then(setRequester, () => setInvalid(true));
  }, [snap.token, ticket]);

  if (!snap.token) return null;
  if (!ticket || invalid) return <Result status="warning" title={t`二维码无效`} />;
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
        <Space orientation="vertical" size="large">
          {requester ? (
            <Descriptions
              column={1}
              size="small"
              bordered
              items={[
                { key: 'ip', label: t`登录IP`, children: requester.ipPlace ? `${requester.ip} (${requester.ipPlace})` : requester.ip },
                { key: 'agent', label: t`浏览器`, children: <span style={{ wordBreak: 'break-all' }}>{requester.userAgent || '-'}</span> },
              ]}
            />
          ) : null}
          <Space>
            <Button type="primary" disabled={!requester} loading={state === 'busy'} onClick={() => void confirm()}>{t`确认登录`}</Button>
            <Button onClick={() => void navigate({ href: '/home' })}>{t`取消`}</Button>
          </Space>
        </Space>
      }
    />
  );
}
