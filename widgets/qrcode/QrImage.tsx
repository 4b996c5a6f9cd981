import { memo } from 'react';
import { QRCodeSVG } from 'qrcode.react';

interface Props {
  text: string;
  size: number;
  colorDark?: string;
  colorLight?: string;
  title?: string;
}

/** A QR code with the highest error correction (docs/product.md#constants: level H), so a worn print still scans. */
const QrImage = memo(function QrImage({ text, size, colorDark = '#000000', colorLight = '#ffffff', title }: Props) {
  return <QRCodeSVG value={text} size={size} level="H" fgColor={colorDark} bgColor={colorLight} title={title} marginSize={1} role="img" aria-label={title ?? text} />;
});

export default QrImage;
