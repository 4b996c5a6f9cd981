import { lazy, memo, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps } from '../common/fieldProps';
import { useWidgetServices } from '../services';
import { useCodeText } from '../qrcode/codeText';
import { barcodeDefaults } from './props';

const BarcodeSvg = lazy(() => import('./BarcodeSvg'));

/** A barcode of fixed text or of another field's value (JNPF `barcode`); holds no value. */
export const Barcode = memo(function Barcode({ field }: Pick<WidgetProps, 'field'>) {
  const props = useFieldProps(field, barcodeDefaults);
  const { lang } = useWidgetServices();
  const text = useCodeText(props);
  const height = props.height ?? 40;
  if (!text) return <div className="widget-barcode widget-barcode-empty" style={{ height, width: 160, border: '1px dashed var(--ant-color-border, #d9d9d9)' }} />;
  return (
    <div className="widget-barcode">
      <Suspense fallback={<Skeleton.Node active style={{ height, width: 160 }} />}>
        <BarcodeSvg
          text={text}
          format={props.format}
          lineColor={props.lineColor}
          background={props.background}
          width={props.width}
          height={height}
          lang={lang}
        />
      </Suspense>
    </div>
  );
});
