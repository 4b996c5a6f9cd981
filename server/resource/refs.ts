import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../modules/permission/tables';

/**
 * What a `ref` field may point at: a mounted model's table with its name column, or a platform
 * table ('user'). Resources register themselves when mounted.
 */
export interface RefTarget {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  /** The code column, when the model has one (imports name a row by its code or its name). */
  code?: AnyPgColumn;
}

const targets = new Map<string, RefTarget>([['user', { table: users, id: users.id, name: users.realName }]]);

export function registerRefTarget(model: string, target: RefTarget): void {
  targets.set(model, target);
}

export function refTarget(model: string): RefTarget {
  const target = targets.get(model);
  if (!target) throw new Error(`no reference target '${model}' (mount its model first)`);
  return target;
}
