import type { LocalText } from '../../schemas/text';
import { booleanProp, placeholderProp, propsSchema, stringProp } from '../common/propsSchema';
import { PLEASE_SELECT } from '../common/texts';

export interface CascaderProps {
  placeholder?: LocalText;
  /** Several paths: the value is an array of id arrays. */
  multiple?: boolean;
  /** Shows the whole path ("广东省/深圳市"); false: only the last level. */
  showAllLevels?: boolean;
  separator?: string;
  filterable?: boolean;
  clearable?: boolean;
  /** Dictionary, data-interface and API rows: the field shown, the field stored, the children. */
  labelKey?: string;
  valueKey?: string;
  childrenKey?: string;
}

export const cascaderDefaults: CascaderProps = {
  placeholder: PLEASE_SELECT,
  multiple: false,
  showAllLevels: true,
  separator: '/',
  filterable: false,
  clearable: true,
  childrenKey: 'children',
  valueKey: 'id',
};

export const cascaderPropsSchema = propsSchema({
  placeholder: placeholderProp(),
  multiple: booleanProp('多选'),
  showAllLevels: booleanProp('完整路径', { default: true }),
  separator: stringProp('分隔符', { default: '/' }),
  filterable: booleanProp('可搜索'),
  clearable: booleanProp('可清空', { default: true }),
  labelKey: stringProp('显示字段'),
  valueKey: stringProp('存储字段', { default: 'id' }),
  childrenKey: stringProp('子节点字段', { default: 'children' }),
});
