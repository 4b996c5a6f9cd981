import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../core/errors';
import { users } from '../permission/tables';
import { checkContent, findDesign, writeSave, type SavedDesign } from './design-service';
import { visualdevVersions } from './tables';
import { VISUALDEV_TEXT } from './texts';
import { toInfo, userName } from './wire';

/*
 * Versions of a design (ours; JNPF keeps none): every save keeps the content it replaced (design-service.ts
 * writeSave). A version can be read and restored; a restore is itself a save, so it can be undone the same way.
 */

export interface VersionRow {
  version: number;
  /** When that content was saved (epoch ms) and by whom (`realName/account`). */
  savedTime: number;
  savedUser: string;
}

/** The stored versions of a live design, newest first (the current content is the design itself). */
export async function listVersions(db: DbOrTx, id: string): Promise<VersionRow[]> {
  await findDesign(db, id);
  const rows = await db.select({ version: visualdevVersions.version, savedAt: visualdevVersions.savedAt, savedUser: userName })
    .from(visualdevVersions).leftJoin(users, eq(users.id, visualdevVersions.savedBy))
    .where(eq(visualdevVersions.visualdevId, id)).orderBy(desc(visualdevVersions.version));
  return rows.map((r) => ({ version: r.version, savedTime: r.savedAt.getTime(), savedUser: r.savedUser }));
}

async function findVersion(db: DbOrTx, id: string, version: number) {
  const [row] = await db.select({ row: visualdevVersions, savedUser: userName }).from(visualdevVersions)
    .leftJoin(users, eq(users.id, visualdevVersions.savedBy))
    .where(and(eq(visualdevVersions.visualdevId, id), eq(visualdevVersions.version, version)));
  if (!row) throw notFound(VISUALDEV_TEXT.versionNotFound);
  return row;
}

/** One stored version with its content. */
export async function getVersion(db: DbOrTx, id: string, version: number) {
  await findDesign(db, id);
  const { row, savedUser } = await findVersion(db, id, version);
  return {
    version: row.version, savedTime: row.savedAt.getTime(), savedUser,
    formData: row.formData ?? null, columnData: row.columnData ?? null, tables: row.tables ?? [],
  };
}

/**
 * Puts a version's content back as a new save (the current content becomes a version first). The content is
 * checked again as any save is: a design stored before a widget or rule changed must still pass.
 */
export async function restoreVersion(db: Db, actorId: string, id: string, version: number): Promise<SavedDesign> {
  return db.transaction(async (tx) => {
    const row = await findDesign(tx, id, true);
    const { row: old } = await findVersion(tx, id, version);
    const content = checkContent({ formData: old.formData, columnData: old.columnData, tables: old.tables }, { id, title: row.fullName });
    const saved = await writeSave(tx, row, actorId, { formData: content.formData, columnData: content.columnData, tables: content.tables });
    return { ...toInfo(saved), warnings: content.warnings };
  });
}
