import type { LocalText } from '../../schemas/text';
import { booleanProp, placeholderProp, propsSchema, stringProp } from '../common/propsSchema';
import { PLEASE_SELECT } from '../common/texts';

export interface TreeSelectProps {
  placeholder?: LocalText;
  clearable?: boolean;
  /** Search box filtering the tree by node label. */
  filterable?: boolean;
  /** Several values, stored comma-joined ("1,3"; docs/product.md#form-behaviour). */
  multiple?: boolean;
  /** Row property holding a node's children. */
  childrenKey?: string;
  /** API / data-interface rows: the field shown as the label (dictionaries: fullName). */
  labelKey?: string;
  /** The field stored as the value. */
  valueKey?: string;
  /** A node whose property of this name is truthy is shown but cannot be chosen. */
  disabledKey?: string;
  /** Only nodes whose `typeKey` property is one of these can be chosen (e.g. departments, not companies). */
  selectableTypes?: string[];
  typeKey?: string;
  /**
   * The stored value meaning "none" (a tree root such as '-1' or '0'): shown as empty and emitted when
   * cleared. Without it a cleared single value is null.
   */
  emptyValue?: string;
}

export const treeSelectDefaults: TreeSelectProps = {
  placeholder: PLEASE_SELECT,
  clearable: true,
  filterable: false,
  multiple: false,
  childrenKey: 'children',
  valueKey: 'id',
  typeKey: 'type',
};

export const treeSelectPropsSchema = propsSchema({
  placeholder: placeholderProp(),
  clearable: booleanProp('可清空', { default: true }),
  filterable: booleanProp('可搜索'),
  multiple: booleanProp('多选'),
  childrenKey: stringProp('子节点字段', { default: 'children' }),
  labelKey: stringProp('显示字段'),
  valueKey: stringProp('存储字段', { default: 'id' }),
  disabledKey: stringProp('禁用字段'),
  selectableTypes: { type: 'array', title: '可选类型', items: { type: 'string' } },
  typeKey: stringProp('类型字段', { default: 'type' }),
  emptyValue: stringProp('空值'),
});
