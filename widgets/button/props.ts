import type { LocalText } from '../../schemas/text';
import { enumProp, localTextProp, propsSchema } from '../common/propsSchema';

/** antd button types, plus element-ui's colours that JNPF forms carry (success, warning, danger, info). */
export type ButtonType = '' | 'primary' | 'default' | 'dashed' | 'link' | 'text' | 'success' | 'warning' | 'danger' | 'info';

export interface ButtonProps {
  buttonText?: LocalText;
  type?: ButtonType;
  align?: 'left' | 'center' | 'right';
}

export const buttonDefaults: ButtonProps = {
  buttonText: { zh: '按钮', zhtw: '按鈕', en: 'Button' },
  type: 'default',
  align: 'left',
};

export const buttonPropsSchema = propsSchema({
  buttonText: localTextProp('按钮文字'),
  type: enumProp(
    '按钮类型',
    [
      ['primary', '主要'],
      ['default', '默认'],
      ['dashed', '虚线'],
      ['link', '链接'],
      ['text', '文字'],
      ['success', '成功'],
      ['warning', '警告'],
      ['danger', '危险'],
      ['info', '信息'],
    ],
    { default: 'default', type: 'string' },
  ),
  align: enumProp(
    '对齐方式',
    [
      ['left', '左对齐'],
      ['center', '居中'],
      ['right', '右对齐'],
    ],
    { default: 'left', type: 'string' },
  ),
});
