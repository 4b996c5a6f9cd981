import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sysLogs } from '../../db/schema';
import { ms, offsetOf } from '../../core/paging';
import type { Lang } from '../../core/i18n';
import { localizeLogRows } from './log-local';
import { logTextsMatching } from './log-text';

/** Categories of base_syslog (docs/product.md#jnpf-system-log). */
export const LogCategory = { login: 1, visit: 2, operation: 3, exception: 4, request: 5 } as const;

export type LogEntry = Omit<typeof sysLogs.$inferInsert, 'id' | 'createdAt'>;

export async function writeLog(db: DbOrTx, entry: LogEntry): Promise<void> {
  await db.insert(sysLogs).values(entry);
}

/** Several entries in one INSERT (the background log writer's batches). */
export async function writeLogs(db: DbOrTx, entries: LogEntry[]): Promise<void> {
  if (entries.length) await db.insert(sysLogs).values(entries);
}

export interface LogQuery {
  category?: number;
  userId?: string;
  keyword?: string;
  startTime?: number;
  endTime?: number;
  currentPage: number;
  pageSize: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of log rows, their fixed texts and menu names in `lang` (log-local.ts). */
export async function listLogs(db: DbOrTx, q: LogQuery, lang: Lang) {
  const where: SQL[] = [];
  if (q.category !== undefined) where.push(eq(sysLogs.category, q.category));
  if (q.userId) where.push(eq(sysLogs.userId, q.userId));
  if (q.startTime !== undefined) where.push(gte(sysLogs.createdAt, new Date(q.startTime)));
  if (q.endTime !== undefined) where.push(lte(sysLogs.createdAt, new Date(q.endTime)));
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    // A summary is stored in zh and read in the reader's language (log-text.ts): a keyword in any language finds it.
    const fixed = logTextsMatching(q.keyword);
    where.push(or(ilike(sysLogs.userName, like), ilike(sysLogs.abstracts, like), ilike(sysLogs.ipAddress, like), ilike(sysLogs.requestUrl, like),
      ...(fixed.length ? [inArray(sysLogs.abstracts, fixed)] : []))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(sysLogs).where(cond).orderBy(desc(sysLogs.createdAt), desc(sysLogs.id))
      .limit(q.pageSize).offset(offsetOf(q)),
    db.select({ total: count() }).from(sysLogs).where(cond),
  ]);
  return {
    total: Number(total),
    list: (await localizeLogRows(db, lang, rows)).map((r) => ({
      id: r.id,
      category: r.category,
      type: r.type,
      level: r.level,
      userId: r.userId,
      userName: r.userName,
      ipAddress: r.ipAddress,
      ipAddressName: r.ipAddressName,
      requestUrl: r.requestUrl,
      requestMethod: r.requestMethod,
      requestDuration: r.requestDuration,
      abstracts: r.abstracts,
      json: r.json,
      platForm: r.platform,
      platform: r.platform, // the log screen's name for it (runtime/views/system/log/columns.tsx)
      moduleName: r.moduleName,
      creatorTime: ms(r.createdAt),
    })),
  };
}

export async function deleteLogs(db: DbOrTx, ids: string[]): Promise<number> {
  const rows = await db.delete(sysLogs).where(inArray(sysLogs.id, ids)).returning({ id: sysLogs.id });
  return rows.length;
}
