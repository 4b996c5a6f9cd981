import type { WidgetDefinition } from '../types';
import { ScanInput } from './Component';
import { ScanInputDisplay } from './Display';
import { scanInputDefaults, scanInputPropsSchema } from './props';

/** The scan-query field: a text input with a camera QR/barcode scanner and a query button. */
export const scanInputWidget: WidgetDefinition<string> = {
  key: 'scanInput',
  label: { zh: '扫码输入', zhtw: '掃碼輸入', en: 'Scan input' },
  group: 'advanced',
  valueType: 'string',
  propsSchema: scanInputPropsSchema,
  defaults: { ...scanInputDefaults },
  trigger: 'blur',
  Component: ScanInput,
  Display: ScanInputDisplay,
};
