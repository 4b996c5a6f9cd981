import type { LocalText } from '../../schemas/text';
import { booleanProp, integerProp, localTextProp, placeholderProp, propsSchema } from '../common/propsSchema';
import { PLEASE_ENTER } from '../common/texts';

export interface ComInputProps {
  placeholder?: LocalText;
  maxlength?: number | null;
  /** Shows "3 / 20" when `maxlength` is set (JNPF `show-word-limit`). */
  showWordLimit?: boolean;
  /** The same, by its earlier name. */
  showCount?: boolean;
  clearable?: boolean;
  /** Text before / after the box (JNPF `__slot__.prepend` / `append`). */
  prepend?: LocalText;
  append?: LocalText;
  /** The same, by their earlier names. */
  prefix?: LocalText;
  suffix?: LocalText;
  /** A password box (JNPF `PsdInput`, `show-password`). */
  showPassword?: boolean;
  readonly?: boolean;
}

export const comInputDefaults: ComInputProps = {
  placeholder: PLEASE_ENTER,
  clearable: true,
  showWordLimit: false,
  showPassword: false,
  readonly: false,
};

export const comInputPropsSchema = propsSchema({
  placeholder: placeholderProp(),
  maxlength: integerProp('最多输入', { minimum: 1 }),
  showWordLimit: booleanProp('显示字数'),
  clearable: booleanProp('可清空', { default: true }),
  prepend: localTextProp('前缀'),
  append: localTextProp('后缀'),
  showPassword: booleanProp('密码输入'),
  readonly: booleanProp('只读'),
});

/** The JNPF names win; the earlier names still read (schemas written before the importer). */
export function addonTexts(props: ComInputProps): { before?: LocalText; after?: LocalText; wordLimit: boolean } {
  return { before: props.prepend ?? props.prefix, after: props.append ?? props.suffix, wordLimit: !!(props.showWordLimit || props.showCount) };
}
