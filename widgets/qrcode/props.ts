import { integerProp, propsSchema, stringProp } from '../common/propsSchema';
import { codeTextSchema, type CodeTextProps } from './codeText';

export interface QrcodeProps extends CodeTextProps {
  colorDark?: string;
  colorLight?: string;
  /** Pixels; docs/product.md#constants: 150 by 150. */
  size?: number;
}

export const QR_SIZE = 150;

export const qrcodeDefaults: QrcodeProps = { dataType: 'static', staticText: '', colorDark: '#000000', colorLight: '#ffffff', size: QR_SIZE };

export const qrcodePropsSchema = propsSchema({
  ...codeTextSchema,
  colorDark: stringProp('实点颜色', { format: 'color', default: '#000000' }),
  colorLight: stringProp('背景颜色', { format: 'color', default: '#ffffff' }),
  size: integerProp('尺寸', { minimum: 50, maximum: 400, default: QR_SIZE }),
});
