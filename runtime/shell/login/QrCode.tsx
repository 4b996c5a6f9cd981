import { QRCodeCanvas } from 'qrcode.react';

/** 150 x 150, highest error correction (docs/product.md#constants). Loaded on demand by the scan tab. */
export function QrCode({ value }: { value: string }) {
  return <QRCodeCanvas value={value} size={150} level="H" />;
}
