import fs from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { UPLOAD_TYPES } from './file-store';
import { rowsOf } from '../../db/json-params';

const DAY_MS = 24 * 60 * 60_000;
/** Names looked up per pass (one regular expression of this many alternatives per table). */
const CHUNK = 200;

/**
 * Tables whose mention of a file name is not a use of it: logs (a download is logged with its URL),
 * sign-in state, the job runner and the upload register itself.
 */
const NOT_REFERENCES = ['sys_logs', 'sessions', 'login_tickets', 'login_codes', 'jobs', 'job_runs', 'uploaded_files', 'seed_steps'];

/** Raw results carry `rows` on PGlite and node-postgres alike. */

const escapeRe = (s: string) => s.replace(/[.\-\\^$|?*+()[\]{}]/g, (c) => `\\${c}`);

/**
 * Which of `names` some record holds. Uploads are referenced from anywhere a form keeps a value
 * (an avatar column, a model's files field, a rich text's image URL, the change history), so every
 * table of the schema but NOT_REFERENCES is searched, each whole row as text, once per chunk.
 */
export async function referencedNames(db: Db, names: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (names.length === 0) return found;
  const tables = await db.execute(sql`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`);
  const list = rowsOf<{ table_name: string }>(tables).map((r) => r.table_name).filter((t) => !NOT_REFERENCES.includes(t));
  const re = `(${names.map(escapeRe).join('|')})`;
  for (const table of list) {
    const rows = await db.execute(sql`
      SELECT DISTINCT (regexp_matches(t::text, ${re}, 'g'))[1] AS name
      FROM ${sql.identifier(table)} t WHERE t::text ~ ${re}`);
    for (const r of rowsOf<{ name: string }>(rows)) found.add(r.name);
  }
  return found;
}

/**
 * Deletes stored files older than a day (`minAgeMs`) that no record references, and their upload
 * rows (which frees the uploader's quota). Younger files are kept: a form may not be saved yet.
 */
export async function cleanOrphanFiles(db: Db, filesDir: string, now: Date, minAgeMs = DAY_MS): Promise<{ removed: number; kept: number }> {
  const candidates: Array<{ full: string; name: string }> = [];
  for (const type of UPLOAD_TYPES) {
    const dir = path.join(filesDir, type);
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(dir, entry.name);
      const stat = await fs.promises.stat(full).catch(() => null);
      if (stat && stat.mtimeMs < now.getTime() - minAgeMs) candidates.push({ full, name: entry.name });
    }
  }
  let removed = 0;
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const chunk = candidates.slice(i, i + CHUNK);
    const used = await referencedNames(db, chunk.map((c) => c.name));
    const orphans = chunk.filter((c) => !used.has(c.name));
    for (const o of orphans) await fs.promises.rm(o.full, { force: true });
    if (orphans.length) await db.delete(uploadedFiles).where(inArray(uploadedFiles.name, orphans.map((o) => o.name)));
    removed += orphans.length;
  }
  return { removed, kept: candidates.length - removed };
}
