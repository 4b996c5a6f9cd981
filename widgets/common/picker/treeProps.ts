import type { LocalText } from '../../../schemas/text';
import { booleanProp, placeholderProp, propsSchema } from '../propsSchema';
import { PLEASE_SELECT } from '../texts';

/** Designer properties of the organisation, department, position and dictionary-type selects (JNPF names). */
export interface PickerTreeProps {
  placeholder?: LocalText;
  /** Several values, stored comma-joined (docs/product.md#form-behaviour). */
  multiple?: boolean;
  clearable?: boolean;
  /** A search box filtering the tree by name. */
  filterable?: boolean;
}

export const pickerTreeDefaults: PickerTreeProps = {
  placeholder: PLEASE_SELECT,
  multiple: false,
  clearable: true,
  filterable: false,
};

export const pickerTreePropsSchema = propsSchema({
  placeholder: placeholderProp(),
  multiple: booleanProp('多选'),
  clearable: booleanProp('可清空', { default: true }),
  filterable: booleanProp('可搜索'),
});
