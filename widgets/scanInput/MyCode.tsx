import { lazy, memo, Suspense } from 'react';
import { Popover, Skeleton, Typography } from 'antd';
import { QR_SIZE } from '../qrcode/props';

const QrImage = lazy(() => import('../qrcode/QrImage'));

/** The 我的二维码 link: a popover with a QR code of the user's own code, for someone else to scan. */
export const MyCode = memo(function MyCode({ code, label }: { code: string; label: string }) {
  const content = (
    <Suspense fallback={<Skeleton.Node active style={{ width: QR_SIZE, height: QR_SIZE }} />}>
      <QrImage text={code} size={QR_SIZE} title={label} />
    </Suspense>
  );
  return (
    <Popover trigger="click" content={content} destroyOnHidden>
      <Typography.Link>{label}</Typography.Link>
    </Popover>
  );
});
