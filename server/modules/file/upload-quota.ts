import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { badRequest } from '../../core/errors';
import { fillAll } from '../../core/text';
import { configNumber, getSysConfig } from '../system/config-service';
import { FILE_TEXT } from './file-text';

const MIB = 1024 * 1024;

/** Bytes a user has stored, their quota (setting uploadQuotaMb, default 1 GiB) and what is left. */
export async function quotaOf(db: Db, userId: string): Promise<{ used: number; quota: number; left: number }> {
  const [[row], settings] = await Promise.all([
    db.select({ used: sql<string>`coalesce(sum(${uploadedFiles.size}), 0)` }).from(uploadedFiles).where(eq(uploadedFiles.userId, userId)),
    getSysConfig(db),
  ]);
  const used = Number(row.used);
  const quota = configNumber(settings, 'uploadQuotaMb', 1024) * MIB;
  return { used, quota, left: Math.max(0, quota - used) };
}

export function quotaFull(q: { used: number; quota: number }) {
  const mb = (n: number) => Math.ceil((n / MIB) * 10) / 10;
  return badRequest(fillAll(FILE_TEXT.quotaFull, { used: mb(q.used), quota: mb(q.quota) }));
}

export async function recordUpload(db: Db, row: { name: string; type: string; userId: string; size: number }): Promise<void> {
  await db.insert(uploadedFiles).values(row);
}
