import { memo, useLayoutEffect, useRef, useState } from 'react';
import JsBarcode from 'jsbarcode';
import { pickText, type Lang } from '../../schemas/text';
import { barWidth, type BarcodeProps } from './props';
import { BARCODE_INVALID } from './texts';

interface Props extends Pick<BarcodeProps, 'format' | 'lineColor' | 'background' | 'width' | 'height'> {
  text: string;
  lang: Lang;
}

const errorStyle = { color: 'var(--ant-color-error, #ff4d4f)', fontSize: 12 } as const;

/** jsbarcode drawing into an <svg>; text the format cannot encode shows a short error instead. */
const BarcodeSvg = memo(function BarcodeSvg({ text, format = 'CODE128', lineColor, background, width, height = 40, lang }: Props) {
  const svg = useRef<SVGSVGElement>(null);
  const [invalid, setInvalid] = useState(false);

  useLayoutEffect(() => {
    if (!svg.current) return;
    let ok = true;
    try {
      JsBarcode(svg.current, text, { format, lineColor, background, width: barWidth(width), height, valid: (valid) => (ok = valid) });
    } catch {
      // An unknown format name throws even with `valid` set.
      ok = false;
    }
    setInvalid(!ok);
  }, [text, format, lineColor, background, width, height]);

  return (
    <>
      <svg ref={svg} className="widget-barcode-svg" style={invalid ? { display: 'none' } : undefined} />
      {invalid ? (
        <span role="alert" style={errorStyle}>
          {pickText(BARCODE_INVALID, lang).replace('{format}', format)}
        </span>
      ) : null}
    </>
  );
});

export default BarcodeSvg;
