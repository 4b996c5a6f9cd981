import { sql } from 'drizzle-orm';
import { ms } from '../../core/paging';
import { users } from '../permission/tables';
import { visualdev } from './tables';

export type DesignRow = typeof visualdev.$inferSelect;

/** `realName/account` of a user, as JNPF's design list shows its creator; '' when the user is gone. */
export const userName = sql<string>`coalesce(${users.realName} || '/' || ${users.account}, '')`;

/** One row of the design list (GET /api/visualdev/Base). */
export interface DesignListRow {
  id: string;
  fullName: string;
  enCode: string;
  type: number;
  webType: string;
  state: number;
  category: string | null;
  creatorUser: string;
  creatorTime: number | null;
  lastModifyTime: number | null;
}

/** A whole design (GET /{id}): the three designs as JSON values, not text. */
export interface DesignInfo {
  id: string;
  fullName: string;
  enCode: string;
  category: string | null;
  type: number;
  webType: string;
  state: number;
  description: string | null;
  sortCode: number;
  formData: unknown;
  columnData: unknown;
  tables: unknown;
  version: number;
  creatorTime: number | null;
  lastModifyTime: number | null;
}

export const toInfo = (r: DesignRow): DesignInfo => ({
  id: r.id,
  fullName: r.fullName,
  enCode: r.enCode,
  category: r.category,
  type: r.type,
  webType: r.webType,
  state: r.state,
  description: r.description,
  sortCode: r.sortCode,
  formData: r.formData ?? null,
  columnData: r.columnData ?? null,
  tables: r.tables ?? [],
  version: r.version,
  creatorTime: ms(r.createdAt),
  lastModifyTime: ms(r.updatedAt),
});
