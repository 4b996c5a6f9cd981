import type { ButtonProps as AntButtonProps } from 'antd';
import type { ButtonType } from './props';

type Look = Pick<AntButtonProps, 'type' | 'color' | 'variant'>;

/** element-ui colours as antd colour + variant; antd types as they are; '' is element's plain button. */
const LOOKS: Record<ButtonType, Look> = {
  '': { type: 'default' },
  primary: { type: 'primary' },
  default: { type: 'default' },
  dashed: { type: 'dashed' },
  link: { type: 'link' },
  text: { type: 'text' },
  success: { color: 'green', variant: 'solid' },
  warning: { color: 'orange', variant: 'solid' },
  danger: { color: 'danger', variant: 'solid' },
  info: { color: 'default', variant: 'filled' },
};

export function buttonLook(type: string | undefined): Look {
  return type !== undefined && Object.prototype.hasOwnProperty.call(LOOKS, type) ? LOOKS[type as ButtonType] : LOOKS.default;
}
