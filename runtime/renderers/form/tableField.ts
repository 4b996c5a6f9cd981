import type { FieldSchema } from '../../../schemas';
import { fillText, pickText, type Lang, type LocalText } from '../../../schemas/text';
import { emptyRequiredCells, tableColumns, type TableRow } from '../../../widgets/table';
import type { ValidatorDescription } from './validatorDescription';

/** The form-level error of a sub-table with an empty required cell (the cell itself shows 不能为空). */
export const TABLE_CELL_REQUIRED: LocalText = {
  zh: '{label}: 第{row}行 {column} 不能为空',
  zhtw: '{label}: 第{row}行 {column} 不能為空',
  en: '{label}: row {row} {column} is required',
};

/** The message for the first empty required cell of `value`, or '' when every required cell is filled. */
export function tableCellsMessage(field: FieldSchema, value: unknown, lang: Lang): string {
  const rows = Array.isArray(value) ? (value as TableRow[]) : [];
  const [first] = emptyRequiredCells(tableColumns(field.children), rows);
  if (!first) return '';
  return fillText(pickText(TABLE_CELL_REQUIRED, lang), {
    label: pickText(field.label, lang),
    row: first.row,
    column: pickText(first.column.field.label, lang),
  });
}

/**
 * The sub-table's check (JNPF: the table's submit() fails on any empty required cell). It waits for
 * the first submit: a cell edit before that must not put the table in error (a new row is empty by
 * nature). formily's full `validate()` runs every trigger type in the order the validators are given,
 * so `arm` ('onSubmit': no event fires it), listed first, arms `check` ('onInput') just before it runs; after
 * that, each edit re-checks, so the error and the red cells go once the last empty cell is filled.
 */
export function tableValidators(field: FieldSchema, lang: Lang): { arm: ValidatorDescription; check: ValidatorDescription } {
  let submitted = false;
  return {
    arm: {
      triggerType: 'onSubmit',
      validator: () => {
        submitted = true;
        return '';
      },
    },
    check: { triggerType: 'onInput', validator: (value) => (submitted ? tableCellsMessage(field, value, lang) : '') },
  };
}
