import { enumProp, integerProp, propsSchema, stringProp } from '../common/propsSchema';
import { codeTextSchema, type CodeTextProps } from '../qrcode/codeText';

export interface BarcodeProps extends CodeTextProps {
  /** A jsbarcode format: CODE128, CODE39, EAN13, EAN8, UPC, ITF14, ... (case does not matter). */
  format?: string;
  lineColor?: string;
  background?: string;
  /** Width of the narrowest bar in pixels (2 to 4). */
  width?: number;
  height?: number;
}

export const barcodeDefaults: BarcodeProps = {
  dataType: 'static',
  staticText: '',
  format: 'CODE128',
  lineColor: '#000000',
  background: '#ffffff',
  width: 2,
  height: 40,
};

const FORMATS = ['CODE128', 'CODE39', 'CODE93', 'EAN13', 'EAN8', 'UPC', 'ITF14', 'ITF', 'MSI', 'codabar', 'pharmacode'];

export const barcodePropsSchema = propsSchema({
  ...codeTextSchema,
  format: enumProp('编码格式', FORMATS.map((format) => [format, format]), { default: 'CODE128', type: 'string' }),
  lineColor: stringProp('条码颜色', { format: 'color', default: '#000000' }),
  background: stringProp('背景色', { format: 'color', default: '#ffffff' }),
  width: integerProp('条码宽度', { minimum: 2, maximum: 4, default: 2 }),
  height: integerProp('条码高度', { minimum: 20, maximum: 200, default: 40 }),
});

/** The bar width within the 2 to 4 pixels a scanner reads well. */
export const barWidth = (width: number | undefined) => Math.min(4, Math.max(2, Math.round(width ?? 2)));
