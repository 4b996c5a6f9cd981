import type { LocalText } from '../../schemas/text';
import { booleanProp, integerProp, localTextProp, placeholderProp, propsSchema } from '../common/propsSchema';
import { PLEASE_ENTER } from '../common/texts';

export interface ComInputProps {
  placeholder?: LocalText;
  maxlength?: number | null;
  showCount?: boolean;
  clearable?: boolean;
  /** Text before / after the box (JNPF `__slot__.prepend` / `append`). */
  prefix?: LocalText;
  suffix?: LocalText;
  showPassword?: boolean;
  readonly?: boolean;
}

export const comInputDefaults: ComInputProps = {
  placeholder: PLEASE_ENTER,
  clearable: true,
  showCount: false,
  showPassword: false,
  readonly: false,
};

export const comInputPropsSchema = propsSchema({
  placeholder: placeholderProp(),
  maxlength: integerProp('最多输入', { minimum: 1 }),
  showCount: booleanProp('显示字数'),
  clearable: booleanProp('可清空', { default: true }),
  prefix: localTextProp('前缀'),
  suffix: localTextProp('后缀'),
  showPassword: booleanProp('密码输入'),
  readonly: booleanProp('只读'),
});
