import { propsSchema, stringProp } from '../propsSchema';

/** Attribute fields (relationFormAttr, popupAttr, relationFlowAttr): which picker, which of its record's fields. */
export interface AttrProps {
  /** The vModel of the relation form / popup select / relation flow field on this form. */
  relationField?: string;
  /** The field of the chosen record to show. */
  showField?: string;
}

export const attrDefaults: AttrProps = { relationField: '', showField: '' };

export const attrPropsSchema = {
  ...propsSchema({
    relationField: stringProp('关联字段'),
    showField: stringProp('显示属性'),
  }),
  required: ['relationField', 'showField'],
};
