import type { ListSchema } from '../types';

/**
 * The group-by layout of a list (ListSchema `groupBy`, JNPF columnData type 3), in JNPF's shape: one header row per
 * value of the group field, `{ top: true, id, children: [rows], [labelProp]: <group text> }`, where `labelProp` is the
 * first column that is not the group field (JNPF RunService). The OnlineDev List groups with it on the server; the
 * runtime groups with it a page that came back flat (a hand-written list with `groupBy`). One definition for both.
 */

/** Most rows a grouped list answers (JNPF asks pageSize 10000 for a group table). */
export const GROUP_ROWS_MAX = 10_000;

export type GroupedRow = Record<string, unknown> & { top: true; id: string; children: Array<Record<string, unknown>> };

type GroupedList = Pick<ListSchema, 'columns' | 'groupBy'>;

/** The column whose cell holds a group's text: the first shown column other than the group field. */
export function groupLabelProp(list: GroupedList): string | undefined {
  const group = list.groupBy?.prop;
  if (!group) return undefined;
  const columns = list.columns.filter((c) => c.prop !== group);
  return (columns.find((c) => !c.hidden) ?? columns[0])?.prop ?? group;
}

/** Whether a row is a group's header row. */
export const isGroupRow = (row: Record<string, unknown>): row is GroupedRow => row.top === true && Array.isArray(row.children);

/** Whether rows are grouped already (the server answered groups). */
export const isGrouped = (rows: ReadonlyArray<Record<string, unknown>>): boolean => rows.length > 0 && rows.every(isGroupRow);

/** The id of a group's header row, from the group's stored value (stable across reloads, so what is open stays open). */
export const groupId = (key: unknown): string => `group:${key === undefined || key === null || key === '' ? '' : JSON.stringify(key)}`;

/**
 * Rows under their groups, the groups in the order their first row comes (the server orders by the group field);
 * `keyOf` tells the group of a row (its stored value), `textOf` the text its header shows.
 */
export function groupRows<T extends Record<string, unknown>>(
  rows: readonly T[],
  labelProp: string,
  keyOf: (row: T, index: number) => unknown,
  textOf: (row: T, index: number) => string,
): GroupedRow[] {
  const groups = new Map<string, GroupedRow>();
  rows.forEach((row, index) => {
    const id = groupId(keyOf(row, index));
    let group = groups.get(id);
    if (!group) {
      group = { top: true, id, children: [], [labelProp]: textOf(row, index) };
      groups.set(id, group);
    }
    group.children.push(row);
  });
  return [...groups.values()];
}
