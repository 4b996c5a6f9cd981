import { inArray } from 'drizzle-orm';
import { ms } from '../../../core/paging';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../permission/tables';
import type { Row } from '../../../resource/types';
import type { FormValues } from './values';

/**
 * The audit keys a list row carries beside its fields (the list design may show them as columns, as every model's
 * rows have them): created and updated time (epoch ms) and by whom (the user's name), names read once per page.
 */
export const AUDIT_KEYS: ReadonlySet<string> = new Set(['createdAt', 'createdByName', 'updatedAt', 'updatedByName']);

export async function withAudit(db: DbOrTx, rows: readonly Row[], shown: readonly FormValues[]): Promise<FormValues[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.createdBy, r.updatedBy]).filter((v): v is string => typeof v === 'string' && v !== ''))];
  const names = new Map(ids.length
    ? (await db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.name])
    : []);
  return shown.map((s, i) => ({
    ...s,
    createdAt: ms(rows[i].createdAt),
    createdByName: names.get(rows[i].createdBy) ?? null,
    updatedAt: ms(rows[i].updatedAt),
    updatedByName: names.get(rows[i].updatedBy) ?? null,
  }));
}
