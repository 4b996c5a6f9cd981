import type { WidgetDefinition } from '../types';
import { Qrcode } from './Component';
import { qrcodeDefaults, qrcodePropsSchema } from './props';

/** JNPF `qrcode`: a decoration (no value) showing a QR code. */
export const qrcodeWidget: WidgetDefinition = {
  key: 'qrcode',
  label: { zh: '二维码', zhtw: '二維碼', en: 'QR code' },
  group: 'advanced',
  valueType: 'none',
  propsSchema: qrcodePropsSchema,
  defaults: { ...qrcodeDefaults },
  trigger: 'change',
  Component: Qrcode,
  Display: Qrcode,
};
