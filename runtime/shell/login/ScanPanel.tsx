import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Spin } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { createScanTicket, getScanTicket, type ScanStatus } from '../../data/api/auth';
import { signIn } from './actions';
import { SCAN_POLL_MS, isExpired, scanUrl } from './scan';

const QrCode = lazy(() => import('./QrCode').then((m) => ({ default: m.QrCode })));

type Phase = 'loading' | 'error' | ScanStatus;

/** Scan sign-in: a QR code of a ticket, polled every 2 s until approved (sign in) or expired (refresh). */
export function ScanPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const [ticket, setTicket] = useState<{ id: string; secret: string; expiresAt?: number | string } | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const busy = useRef(false);

  const refresh = useCallback(async () => {
    setPhase('loading');
    setTicket(null);
    try {
      const created = await createScanTicket();
      setTicket({ id: created.ticketId, secret: created.secret, expiresAt: created.expiresAt });
      setPhase('pending');
    } catch {
      setPhase('error');
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // One poller per ticket; it stops itself once the ticket is approved or expired.
  useEffect(() => {
    if (!ticket) return;
    let live = true;
    let done = false;
    const timer = setInterval(async () => {
      if (busy.current || done) return;
      if (isExpired(undefined, ticket.expiresAt, Date.now())) {
        done = true;
        setPhase('expired');
        return;
      }
      busy.current = true;
      try {
        const { status } = await getScanTicket(ticket.id);
        if (!live) return;
        if (status === 'approved') {
          done = true;
          setPhase('approved');
          await signIn({ origin: 'scan', ticket: ticket.id, ticketSecret: ticket.secret });
          if (live) onSignedIn();
        } else if (isExpired(status, ticket.expiresAt, Date.now())) {
          done = true;
          setPhase('expired');
        } else {
          setPhase(status);
        }
      } catch {
        /* keep polling; a failed sign-in shows its message */
        done = false;
      } finally {
        busy.current = false;
      }
    }, SCAN_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [ticket, onSignedIn]);

  const hint =
    phase === 'scanned' ? t`扫码成功，请在手机上确认登录`
      : phase === 'approved' ? t`已确认，正在登录…`
        : t`请使用已登录的手机扫描二维码登录`;

  return (
    <div style={{ textAlign: 'center', padding: '8px 0 16px' }}>
      <div style={{ position: 'relative', width: 150, height: 150, margin: '0 auto 12px' }}>
        {ticket ? (
          <Suspense fallback={<Spin />}>
            <QrCode value={scanUrl(window.location.origin, ticket.id)} />
          </Suspense>
        ) : phase === 'loading' ? <Spin style={{ marginTop: 60 }} /> : null}
        {phase === 'expired' || phase === 'error' ? (
          <Button
            type="text"
            onClick={() => void refresh()}
            style={{ position: 'absolute', inset: 0, height: 150, whiteSpace: 'normal', background: 'rgba(255,255,255,0.92)' }}
          >
            {phase === 'expired' ? t`二维码已失效，点击刷新` : t`二维码获取失败，点击刷新`}
          </Button>
        ) : null}
      </div>
      <div style={{ color: 'rgba(0,0,0,0.45)' }}>{hint}</div>
    </div>
  );
}
