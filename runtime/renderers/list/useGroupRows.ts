import { useCallback, useMemo, useState } from 'react';
import { functionalUpdate, type ExpandedState, type Updater } from '@tanstack/react-table';
import { groupLabelProp, groupRows, isGrouped, isGroupRow, type Lang, type ListSchema } from '../../../schemas';
import { plainText } from './columns';
import type { ListQuery, Row } from './useListData';
import type { TreeRowsView } from './useTreeRows';

/**
 * The rows of a group-by list (ListSchema `groupBy`, JNPF type 3) as the grid's tree: one header row per group
 * (schemas/page/group.ts), its rows under it, all open at first. The OnlineDev List answers the groups itself, every
 * group on one page (the pager goes); a list whose call answers plain rows (a hand-written model, paged by the
 * server) has the rows of its current page grouped here by the same function, its pager kept, the header showing the
 * column's option label or the value.
 */
export interface GroupRowsView extends TreeRowsView {
  /** The column whose cell shows a group's text. */
  labelProp: string;
  /** The server answered the groups (every group on one page: no pager). */
  serverGrouped: boolean;
  /** The server grouped fewer records than matched (it groups at most GROUP_ROWS_MAX). */
  capped: boolean;
  /** How many records the groups hold. */
  shown: number;
  expandAll(): void;
  collapseAll(): void;
}

export interface GroupRowsInput {
  schema: Pick<ListSchema, 'columns' | 'groupBy'>;
  /** The rows and the query they answer (useListData), and the reply's total. */
  rows: Row[];
  total: number;
  query: ListQuery;
  lang: Lang;
}

const NO_STATUS = { loading: {}, errors: {} };
const canExpand = (row: Row) => isGroupRow(row);

export function useGroupRows({ schema, rows, total, query, lang }: GroupRowsInput): GroupRowsView | null {
  const prop = schema.groupBy?.prop;
  const labelProp = groupLabelProp(schema);
  const column = schema.columns.find((c) => c.prop === prop);
  const serverGrouped = isGrouped(rows);
  const grouped = useMemo(() => {
    if (!prop || !labelProp || serverGrouped) return rows;
    return groupRows(rows, labelProp, (row) => row[prop], (row) => (column ? plainText(row[prop], column, lang) : String(row[prop] ?? '')));
  }, [prop, labelProp, serverGrouped, rows, column, lang]);

  // What is open belongs to the query it was opened under: a new search opens every group again.
  const [picked, setPicked] = useState<{ query: ListQuery; value: ExpandedState }>({ query, value: true });
  const expanded = picked.query === query ? picked.value : true;
  const onExpandedChange = useCallback(
    (updater: Updater<ExpandedState>) => setPicked((p) => ({ query, value: functionalUpdate(updater, p.query === query ? p.value : true) })),
    [query],
  );
  const expandAll = useCallback(() => setPicked({ query, value: true }), [query]);
  const collapseAll = useCallback(() => setPicked({ query, value: {} }), [query]);
  const shown = serverGrouped ? grouped.reduce((n, g) => n + (g.children as Row[]).length, 0) : rows.length;

  if (!prop || !labelProp) return null;
  return {
    rows: grouped,
    childrenKey: 'children',
    expanded,
    onExpandedChange,
    canExpand,
    status: NO_STATUS,
    labelProp,
    serverGrouped,
    capped: serverGrouped && total > shown,
    shown,
    expandAll,
    collapseAll,
  };
}
