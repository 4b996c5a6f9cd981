import type { LocalText } from '../../schemas/text';
import { booleanProp, localTextProp, propsSchema } from '../common/propsSchema';
import { ADD_TEXT } from './texts';

export interface TableProps {
  /** Text of the add-row button. */
  actionText?: LocalText;
  /** The 合计 row; unset: shown when a column can be totalled. */
  showSummary?: boolean;
  /** vModels of the totalled columns; unset: every amount, number and slider column. */
  summaryField?: string[];
  /** The table's label as a caption above it. */
  showTitle?: boolean;
}

export const tableDefaults: TableProps = { actionText: ADD_TEXT, showTitle: false };

export const tablePropsSchema = propsSchema({
  actionText: localTextProp('动作文字'),
  showTitle: booleanProp('显示标题', { default: false }),
  showSummary: booleanProp('合计'),
  summaryField: { type: 'array', title: '合计字段', items: { type: 'string' }, uniqueItems: true },
});
