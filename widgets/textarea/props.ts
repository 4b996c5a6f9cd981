import type { LocalText } from '../../schemas/text';
import { booleanProp, integerProp, placeholderProp, propsSchema } from '../common/propsSchema';
import { PLEASE_ENTER } from '../common/texts';

export interface TextareaProps {
  placeholder?: LocalText;
  maxlength?: number | null;
  showCount?: boolean;
  autoSize?: { minRows?: number; maxRows?: number };
  readonly?: boolean;
}

export const textareaDefaults: TextareaProps = {
  placeholder: PLEASE_ENTER,
  showCount: true,
  autoSize: { minRows: 4, maxRows: 4 },
  readonly: false,
};

export const textareaPropsSchema = propsSchema({
  placeholder: placeholderProp(),
  maxlength: integerProp('最多输入', { minimum: 1 }),
  showCount: booleanProp('显示字数', { default: true }),
  autoSize: {
    type: 'object',
    title: '行数',
    properties: { minRows: integerProp('最小行数', { minimum: 1, default: 4 }), maxRows: integerProp('最大行数', { minimum: 1, default: 4 }) },
  },
  readonly: booleanProp('只读'),
});
