import type { ListSchema } from '../../../../schemas/types';
import { GROUP_ROWS_MAX, groupLabelProp, groupRows, type GroupedRow } from '../../../../schemas/page/group';
import type { Row } from '../../../resource/types';
import type { FormValues } from './values';

/**
 * The List of a group table (the published list has `groupBy`, JNPF type 3): every matching row up to GROUP_ROWS_MAX,
 * ordered by the group field (query.ts listPlan), under one header row per stored value of the field —
 * `{ top: true, id, children, [first other column]: <the value's display text> }` (schemas/page/group.ts).
 */

export { GROUP_ROWS_MAX };

/** Text of a display value (several picks show joined). */
const textOf = (value: unknown): string => (Array.isArray(value) ? value.map(textOf).filter(Boolean).join(',') : value === null || value === undefined ? '' : String(value));

/** The group rows of `shown` (display values), grouped by the stored value of the group field in `rows`. */
export function groupShown(list: ListSchema, rows: readonly Row[], shown: readonly FormValues[]): GroupedRow[] {
  const prop = list.groupBy!.prop;
  const labelProp = groupLabelProp(list)!;
  return groupRows(shown, labelProp, (_row, i) => rows[i][prop], (row) => textOf(row[prop]));
}
