import type { CSSProperties } from 'react';
import type { LocalText } from '../../schemas/text';
import { localTextProp, numberProp, propsSchema, stringProp } from '../common/propsSchema';

/** The text styles a designer may set (JNPF `textStyle`); nothing that could move the text out of place. */
export type TextStyle = Pick<CSSProperties, 'color' | 'textAlign' | 'fontWeight' | 'fontStyle' | 'textDecoration' | 'lineHeight' | 'fontSize'>;
export const TEXT_STYLE_KEYS = ['color', 'textAlign', 'fontWeight', 'fontStyle', 'textDecoration', 'lineHeight', 'fontSize'] as const;

export interface TextProps {
  text?: LocalText;
  style?: TextStyle;
}

export const textDefaults: TextProps = {
  text: { zh: '这是一段文字', zhtw: '這是一段文字', en: 'This is a paragraph' },
  style: {},
};

export const textPropsSchema = propsSchema({
  text: localTextProp('文本内容'),
  style: {
    type: 'object',
    title: '样式',
    properties: {
      color: stringProp('字体颜色', { format: 'color' }),
      textAlign: stringProp('对齐方式', { enum: ['left', 'center', 'right'] }),
      fontWeight: stringProp('字体粗细', { enum: ['normal', 'bold'] }),
      fontStyle: stringProp('字体样式', { enum: ['normal', 'italic'] }),
      textDecoration: stringProp('文字修饰', { enum: ['none', 'underline', 'line-through'] }),
      lineHeight: numberProp('行高'),
      fontSize: numberProp('字号'),
    },
  },
});
