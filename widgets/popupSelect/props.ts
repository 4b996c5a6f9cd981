import type { LocalText } from '../../schemas/text';
import { booleanProp, placeholderProp, propsSchema, stringProp, localTextProp } from '../common/propsSchema';
import { PLEASE_SELECT } from '../common/texts';
import { dataDialogDefaults, dataDialogProps, type DataDialogProps } from '../common/picker/dataProps';
import { PICKER_TEXT } from '../common/picker/texts';

/** JNPF popupSelect properties (V341). */
export interface PopupSelectProps extends DataDialogProps {
  placeholder?: LocalText;
  /** The data interface giving the rows. */
  interfaceId?: string;
  /** The row field stored as the value. */
  propsValue?: string;
  /** The row field shown in the input. */
  relationField?: string;
  popupTitle?: LocalText;
  /** CSS width of the dialog ('800px', '60%') or pixels. */
  popupWidth?: string | number;
  clearable?: boolean;
}

export const popupSelectDefaults: PopupSelectProps = {
  placeholder: PLEASE_SELECT,
  interfaceId: '',
  propsValue: 'id',
  relationField: 'fullName',
  popupTitle: PICKER_TEXT.selectData,
  popupWidth: '800px',
  clearable: true,
  ...dataDialogDefaults,
};

export const popupSelectPropsSchema = {
  ...propsSchema({
    placeholder: placeholderProp(),
    interfaceId: stringProp('远端数据'),
    propsValue: stringProp('存储字段', { default: 'id' }),
    relationField: stringProp('显示字段', { default: 'fullName' }),
    popupTitle: localTextProp('弹窗标题'),
    popupWidth: stringProp('弹窗宽度', { default: '800px' }),
    clearable: booleanProp('可清空', { default: true }),
    ...dataDialogProps,
  }),
  required: ['interfaceId'],
};
