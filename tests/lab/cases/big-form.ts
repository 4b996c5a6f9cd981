import type { FieldSchema, FormSchema } from '../../../schemas';

/**
 * The benchmark form of issue 5: 200 fields, of which 30 are calculated, and a 20 x 20 sub-table
 * (20 columns, 20 rows). Plain fields: text, numbers and amounts in a 2-column grid.
 */
export const PLAIN = 169;
export const CALCULATED = 30;
export const TABLE_COLUMNS = 20;
export const TABLE_ROWS = 20;

const kindOf = (i: number) => (i % 3 === 0 ? 'comInput' : i % 3 === 1 ? 'numInput' : 'amount');

function columns(): FieldSchema[] {
  return Array.from({ length: TABLE_COLUMNS }, (_, c) => {
    const jnpfKey = c < 10 ? 'numInput' : c < 15 ? 'amount' : 'comInput';
    return { jnpfKey, vModel: `c${c}`, label: `列${c}`, columnWidth: 110 };
  });
}

export function bigFormFields(): FieldSchema[] {
  const fields: FieldSchema[] = [];
  for (let i = 0; i < PLAIN; i++) fields.push({ jnpfKey: kindOf(i), vModel: `f${i}`, label: `字段${i}`, span: 12 });
  for (let k = 0; k < CALCULATED; k++) {
    // A mix: products of plain numbers and amounts, sums of sub-table columns, and chains over other calculations.
    const a = 1 + 3 * k;
    const b = 2 + 3 * k;
    const expression = k % 3 === 0 ? `f${a} * f${b}` : k % 3 === 1 ? `items.c${k % 10} + items.c${10 + (k % 5)}` : `calc${k - 1} + f${a}`;
    fields.push({ jnpfKey: 'calculate', vModel: `calc${k}`, label: `计算${k}`, span: 12, props: { expression, precision: 2 } });
  }
  fields.push({ jnpfKey: 'table', vModel: 'items', label: '明细', children: columns(), props: { actionText: '添加' } });
  return fields;
}

export function bigFormSchema(): FormSchema {
  return {
    schemaVersion: 1,
    type: 'form',
    id: 'lab.bigForm',
    title: '200 字段表单',
    api: { save: { method: 'POST', url: '/lab/save' } },
    fields: bigFormFields(),
  };
}

/** Filled values: every plain field and 20 table rows. */
export function bigFormValues(): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (let i = 0; i < PLAIN; i++) {
    const kind = kindOf(i);
    values[`f${i}`] = kind === 'comInput' ? `文本${i}` : kind === 'numInput' ? i : `${i}.50`;
  }
  values.items = Array.from({ length: TABLE_ROWS }, (_, r) =>
    Object.fromEntries(
      Array.from({ length: TABLE_COLUMNS }, (_, c) => [`c${c}`, c < 10 ? r + c : c < 15 ? `${r}.${c % 10}0` : `行${r}列${c}`]),
    ),
  );
  return values;
}
