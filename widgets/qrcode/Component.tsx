import { lazy, memo, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps } from '../common/fieldProps';
import { useCodeText } from './codeText';
import { QR_SIZE, qrcodeDefaults } from './props';

const QrImage = lazy(() => import('./QrImage'));

/** A QR code of fixed text or of another field's value (JNPF `qrcode`); holds no value. */
export const Qrcode = memo(function Qrcode({ field }: Pick<WidgetProps, 'field'>) {
  const props = useFieldProps(field, qrcodeDefaults);
  const text = useCodeText(props);
  const size = props.size ?? QR_SIZE;
  const box = { width: size, height: size } as const;
  if (!text) return <div className="widget-qrcode widget-qrcode-empty" style={{ ...box, border: '1px dashed var(--ant-color-border, #d9d9d9)' }} />;
  return (
    <div className="widget-qrcode" style={box}>
      <Suspense fallback={<Skeleton.Node active style={box} />}>
        <QrImage text={text} size={size} colorDark={props.colorDark} colorLight={props.colorLight} />
      </Suspense>
    </div>
  );
});
