import type { LocalText } from '../../../schemas/text';
import { booleanProp, integerProp } from '../propsSchema';

/** One column of a 'select data' table: the row field and its heading (JNPF columnOptions). */
export interface ColumnOption {
  value: string;
  label: LocalText;
}

/** Designer properties shared by the relation form and popup select dialogs. */
export interface DataDialogProps {
  columnOptions?: ColumnOption[];
  /** Pages the table (pageSize rows a page); otherwise every row is loaded at once. */
  hasPage?: boolean;
  pageSize?: number;
}

export const dataDialogDefaults: Required<DataDialogProps> = { columnOptions: [], hasPage: true, pageSize: 20 };

export const dataDialogProps = {
  columnOptions: {
    type: 'array',
    title: '列表字段',
    items: {
      type: 'object',
      properties: { value: { type: 'string', title: '字段' }, label: { type: 'string', title: '列名' } },
      required: ['value'],
    },
  },
  hasPage: booleanProp('分页', { default: true }),
  pageSize: integerProp('每页条数', { default: 20, minimum: 1 }),
};
