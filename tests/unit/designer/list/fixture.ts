import type { FormSchema } from '../../../../schemas/types';
import { OUR_WIDGET_KEYS } from '../../../../schemas/import/jnpf';

/** The registry's keys as the server check uses them (schemas/import/jnpf OUR_WIDGET_KEYS). */
export const WIDGET_KEYS: ReadonlySet<string> = new Set(OUR_WIDGET_KEYS);

/** A designed form: text, number, a dictionary select and a date in a row, a divider, and a sub-table. */
export function sampleForm(id = 'design.form'): FormSchema {
  return {
    schemaVersion: 1,
    type: 'form',
    id,
    api: { save: { method: 'POST', url: '/api/_m/design' } },
    fields: [
      { jnpfKey: 'comInput', vModel: 'name', label: { zh: '名称', zhtw: '名稱', en: 'Name' }, formId: '1' },
      {
        jnpfKey: 'row',
        formId: '2',
        children: [
          { jnpfKey: 'numInput', vModel: 'qty', label: '数量', formId: '3' },
          { jnpfKey: 'select', vModel: 'kind', label: '类别', options: { dictionary: 'goodsKind' }, formId: '4' },
        ],
      },
      { jnpfKey: 'date', vModel: 'day', label: '日期', props: { format: 'YYYY-MM-DD' }, formId: '5' },
      { jnpfKey: 'divider', label: '分隔', formId: '6' },
      { jnpfKey: 'table', vModel: 'lines', label: '明细', formId: '7', children: [{ jnpfKey: 'comInput', vModel: 'item', label: '物品', formId: '8' }] },
    ],
  };
}
