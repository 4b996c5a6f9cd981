import type { LocalText } from '../../schemas/text';
import { booleanProp, placeholderProp, propsSchema, stringProp } from '../common/propsSchema';
import { PLEASE_SELECT } from '../common/texts';
import { dataDialogDefaults, dataDialogProps, type DataDialogProps } from '../common/picker/dataProps';

/** JNPF relationForm properties (V341). */
export interface RelationFormProps extends DataDialogProps {
  placeholder?: LocalText;
  /** The related form (online development model id). */
  modelId?: string;
  /** The related form's field shown in the input. */
  relationField?: string;
  clearable?: boolean;
}

export const relationFormDefaults: RelationFormProps = {
  placeholder: PLEASE_SELECT,
  modelId: '',
  relationField: '',
  clearable: true,
  ...dataDialogDefaults,
};

export const relationFormPropsSchema = {
  ...propsSchema({
    placeholder: placeholderProp(),
    modelId: stringProp('关联功能'),
    relationField: stringProp('显示字段'),
    clearable: booleanProp('可清空', { default: true }),
    ...dataDialogProps,
  }),
  required: ['modelId', 'relationField'],
};

/** The relation form dialog's width (docs/product.md#constants: picker dialog 700px). */
export const RELATION_DIALOG_WIDTH = 700;
