import type { WidgetDefinition } from '../types';
import { Barcode } from './Component';
import { barcodeDefaults, barcodePropsSchema } from './props';

/** JNPF `barcode`: a decoration (no value) showing a 1-D barcode. */
export const barcodeWidget: WidgetDefinition = {
  key: 'barcode',
  label: { zh: '条形码', zhtw: '條形碼', en: 'Barcode' },
  group: 'advanced',
  valueType: 'none',
  propsSchema: barcodePropsSchema,
  defaults: { ...barcodeDefaults },
  trigger: 'change',
  Component: Barcode,
  Display: Barcode,
};
