import type { LocalText } from '../../schemas/text';
import { booleanProp, localTextProp, placeholderProp, propsSchema } from '../common/propsSchema';
import { PLEASE_SELECT } from '../common/texts';
import { PICKER_TEXT } from '../common/picker/texts';

export interface UserSelectProps {
  placeholder?: LocalText;
  /** Several users, stored comma-joined (docs/product.md#form-behaviour). */
  multiple?: boolean;
  clearable?: boolean;
  /** Who is chosen, for the warning 'please select {title}' when confirming empty (default approver). */
  title?: LocalText;
}

export const userSelectDefaults: UserSelectProps = {
  placeholder: PLEASE_SELECT,
  multiple: false,
  clearable: true,
  title: PICKER_TEXT.approver,
};

export const userSelectPropsSchema = propsSchema({
  placeholder: placeholderProp(),
  multiple: booleanProp('多选'),
  clearable: booleanProp('可清空', { default: true }),
  title: localTextProp('选择对象'),
});

/** The user picker dialog's width (docs/product.md#widgets: user picker 800px). */
export const USER_DIALOG_WIDTH = 800;
