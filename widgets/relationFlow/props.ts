import type { LocalText } from '../../schemas/text';
import { booleanProp, placeholderProp, propsSchema, stringProp } from '../common/propsSchema';
import { PLEASE_SELECT } from '../common/texts';

/** JNPF relationFlow properties (V31). */
export interface RelationFlowProps {
  placeholder?: LocalText;
  /** The flow whose tasks are offered. */
  flowId?: string;
  clearable?: boolean;
  /** Searches the tasks by name (asked of the server). */
  filterable?: boolean;
}

export const relationFlowDefaults: RelationFlowProps = { placeholder: PLEASE_SELECT, flowId: '', clearable: true, filterable: false };

export const relationFlowPropsSchema = {
  ...propsSchema({
    placeholder: placeholderProp(),
    flowId: stringProp('关联流程'),
    clearable: booleanProp('可清空', { default: true }),
    filterable: booleanProp('可搜索'),
  }),
  required: ['flowId'],
};
