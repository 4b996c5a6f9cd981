import { sql } from 'drizzle-orm';
import { ms } from '../../core/paging';
import { users } from '../permission/tables';
import type { DesignInfo } from '../../../schemas/model/design-wire';
import type { FormSchema } from '../../../schemas/types';
import { visualdev } from './tables';

export type { DesignInfo, DesignListRow } from '../../../schemas/model/design-wire';

export type DesignRow = typeof visualdev.$inferSelect;

/** `realName/account` of a user, as JNPF's design list shows its creator; '' when the user is gone. */
export const userName = sql<string>`coalesce(${users.realName} || '/' || ${users.account}, '')`;

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
  formData: (r.formData ?? null) as FormSchema | null,
  columnData: r.columnData ?? null,
  tables: r.tables ?? [],
  version: r.version,
  creatorTime: ms(r.createdAt),
  lastModifyTime: ms(r.updatedAt),
});
