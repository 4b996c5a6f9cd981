import type { FieldSchema } from './types';

/**
 * System fields (docs/product.md#jnpf-online-forms: createUser … currPosition): the server fills them on
 * save; whatever the client sent for them is ignored. React-free: the server runs it on every save.
 *
 * What is stored (as JNPF stores it, ids rather than names, so renamed users and departments show
 * their current names; the widgets look the names up):
 * - createUser / modifyUser: the user's id;
 * - createTime / modifyTime: epoch milliseconds (like the date widget), not JNPF's datetime text;
 * - currOrganize: the organisation id (also with showLevel 'all': the path is a display matter),
 *   currDept: the department id, currPosition: the position id; null when the user has none.
 *
 * On create: create* and curr* are set, modify* are null. On update: create* and curr* keep the stored
 * record's values and modify* are set.
 */
export const SYSTEM_FIELD_KEYS = [
  'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currDept', 'currPosition',
] as const;
export type SystemFieldKey = (typeof SYSTEM_FIELD_KEYS)[number];

export function isSystemFieldKey(key: string): key is SystemFieldKey {
  return (SYSTEM_FIELD_KEYS as readonly string[]).includes(key);
}

/** The signed-in user saving the form. */
export interface SystemUser {
  userId: string;
  userName: string;
  organizeId?: string | null;
  organizeName?: string | null;
  departmentId?: string | null;
  departmentName?: string | null;
  positionId?: string | null;
  positionName?: string | null;
}

export interface SystemFillContext {
  isNew: boolean;
  /** The time of the save (epoch ms or a Date). */
  now: number | Date;
  user: SystemUser;
  /**
   * The stored record (updates). Without it an update leaves create* and curr* out of the result,
   * so a partial update keeps what is stored.
   */
  previous?: Record<string, unknown> | null;
}

type Values = Record<string, unknown>;

/** Keys kept from the stored record on update. */
const KEPT_ON_UPDATE: ReadonlySet<SystemFieldKey> = new Set(['createUser', 'createTime', 'currOrganize', 'currDept', 'currPosition']);

function createdValue(key: SystemFieldKey, at: number, user: SystemUser): unknown {
  switch (key) {
    case 'createUser':
      return user.userId;
    case 'createTime':
      return at;
    case 'currOrganize':
      return user.organizeId ?? null;
    case 'currDept':
      return user.departmentId ?? null;
    case 'currPosition':
      return user.positionId ?? null;
    default:
      // modifyUser / modifyTime: a new record has not been modified.
      return null;
  }
}

/** Sets (or, on an update without the stored record, removes) one system value in `out`. */
function fillOne(out: Values, key: SystemFieldKey, vModel: string, at: number, ctx: SystemFillContext, previous: Values | null | undefined, isNew: boolean): void {
  if (isNew) {
    out[vModel] = createdValue(key, at, ctx.user);
  } else if (key === 'modifyUser') {
    out[vModel] = ctx.user.userId;
  } else if (key === 'modifyTime') {
    out[vModel] = at;
  } else if (KEPT_ON_UPDATE.has(key)) {
    if (previous) out[vModel] = previous[vModel] ?? null;
    else delete out[vModel];
  }
}

function asRows(value: unknown): Values[] | undefined {
  return Array.isArray(value) ? (value as Values[]) : undefined;
}

/**
 * The stored row a sub-table row continues: the one with the same `id`; for rows without ids (tables
 * stored inside the record) the one at the same position. None: the row is new.
 */
function previousRow(row: Values, index: number, previousRows: Values[] | undefined): Values | undefined {
  if (!previousRows) return undefined;
  const id = row?.id;
  if (id !== undefined && id !== null && id !== '') return previousRows.find((old) => old?.id === id);
  const old = previousRows[index];
  return old && (old.id === undefined || old.id === null || old.id === '') ? old : undefined;
}

function fillScope(fields: readonly FieldSchema[], values: Values, at: number, ctx: SystemFillContext, previous: Values | null | undefined, isNew: boolean): Values {
  const out: Values = { ...values };
  const visit = (list: readonly FieldSchema[]) => {
    for (const field of list) {
      if (field.vModel !== undefined && field.children) {
        // A sub-table: its columns are filled per row; a row not stored before is a created row.
        const rows = asRows(out[field.vModel]);
        if (!rows) continue;
        const previousRows = asRows(previous?.[field.vModel]);
        const columns = field.children;
        out[field.vModel] = rows.map((row, index) => {
          const old = isNew ? undefined : previousRow(row, index, previousRows);
          // Without the stored record an update cannot tell new rows: it leaves their create* out too.
          const rowIsNew = isNew || (!!previous && !old);
          return fillScope(columns, row ?? {}, at, ctx, old, rowIsNew);
        });
      } else if (field.vModel !== undefined && isSystemFieldKey(field.jnpfKey)) {
        fillOne(out, field.jnpfKey, field.vModel, at, ctx, previous, isNew);
      } else if (field.children) {
        // Layout containers hold no value: their fields belong to this scope.
        visit(field.children);
      }
    }
  };
  visit(fields);
  return out;
}

/** The values to save, with every system field of the form (containers and sub-table columns included) filled. */
export function fillSystemFields(fields: readonly FieldSchema[], values: Values, ctx: SystemFillContext): Values {
  const at = ctx.now instanceof Date ? ctx.now.getTime() : ctx.now;
  return fillScope(fields, values, at, ctx, ctx.previous, ctx.isNew);
}
