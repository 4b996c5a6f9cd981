import type { LocalText } from '../../schemas/text';
import { booleanProp, enumProp, placeholderProp, propsSchema, stringProp } from '../common/propsSchema';
import { PLEASE_SELECT } from '../common/texts';

export interface SelectProps {
  placeholder?: LocalText;
  clearable?: boolean;
  filterable?: boolean;
  /** Several values, stored comma-joined ("1,3"; docs/product.md#form-behaviour). */
  multiple?: boolean;
  /** Dictionary options: what is stored (id, enCode or fullName). Data interfaces: any row field. */
  valueKey?: string;
  /** Data interface / API rows: the field shown as the label. */
  labelKey?: string;
}

export const selectDefaults: SelectProps = {
  placeholder: PLEASE_SELECT,
  clearable: true,
  filterable: false,
  multiple: false,
  valueKey: 'id',
};

export const selectPropsSchema = propsSchema({
  placeholder: placeholderProp(),
  clearable: booleanProp('可清空', { default: true }),
  filterable: booleanProp('可搜索'),
  multiple: booleanProp('多选'),
  valueKey: enumProp(
    '存储字段',
    [
      ['id', 'ID'],
      ['enCode', '编码'],
      ['fullName', '名称'],
    ],
    { default: 'id', type: 'string' },
  ),
  labelKey: stringProp('显示字段'),
});
