import type { LocalText } from '../../schemas/text';
import { placeholderProp, propsSchema, stringProp } from '../common/propsSchema';
import { SYSTEM_GENERATED } from '../systemField/texts';

export interface BillRuleProps {
  /** The bill rule's code (enCode) issuing the numbers; the designer requires it. */
  rule?: string;
  placeholder?: LocalText;
}

export const billRuleDefaults: BillRuleProps = { placeholder: SYSTEM_GENERATED };

/** Under a previewed number: it is not the record's code yet. */
export const PREVIEW_HINT: LocalText = {
  zh: '仅为预览，保存时生成正式编号',
  zhtw: '僅為預覽，保存時生成正式編號',
  en: 'Preview only: the final code is given on save',
};

export const billRulePropsSchema = {
  ...propsSchema({
    rule: stringProp('单据规则', { minLength: 1 }),
    placeholder: placeholderProp(),
  }),
  required: ['rule'],
};
