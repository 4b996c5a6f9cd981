import type { WidgetDefinition } from '../types';
import { InputTable } from './Component';
import { TableDisplay } from './Display';
import { tableDefaults, tablePropsSchema } from './props';
import type { TableRow } from './rows';

export type { TableRow } from './rows';
export { tableColumns, type TableColumn } from './columns';
export { emptyRequiredCells, type EmptyCell } from './rows';

/**
 * The sub-table (JNPF 设计子表 / InputTable): `children` are its columns, the value an array of rows
 * keyed by the columns' vModels. Radio and checkbox columns render as selects, as in JNPF.
 */
export const tableWidget: WidgetDefinition<TableRow[]> = {
  key: 'table',
  label: { zh: '设计子表', zhtw: '設計子表', en: 'Sub-table' },
  group: 'layout',
  valueType: 'array',
  propsSchema: tablePropsSchema,
  defaults: { ...tableDefaults },
  // Cells change the rows on input; the table's own check waits for the first submit (tableField.ts).
  trigger: 'change',
  Component: InputTable,
  Display: TableDisplay,
};
