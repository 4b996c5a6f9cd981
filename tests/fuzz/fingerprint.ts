import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/**
 * Tables a request may change without writing anything the caller asked for:
 *  - sessions: every authenticated request slides its session's expiry / last-seen time;
 *  - sys_logs: the request, visit, operation and exception logs (a 5xx is caught by the reply check instead);
 *  - jobs, job_runs: the job runner's own schedule bookkeeping, advanced by the clock, not by requests.
 */
export const BOOKKEEPING_TABLES: readonly string[] = ['sessions', 'sys_logs', 'jobs', 'job_runs'];

const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/** Row count and md5 of the ordered rows of every other table in the public schema. */
export async function fingerprint(db: Db): Promise<Map<string, string>> {
  const tables = rowsOf<{ name: string }>(await db.execute(sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`));
  const out = new Map<string, string>();
  for (const { name } of tables) {
    if (BOOKKEEPING_TABLES.includes(name)) continue;
    const [row] = rowsOf<{ f: string }>(await db.execute(sql`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as f from ${sql.identifier(name)} x`));
    out.set(name, row.f);
  }
  return out;
}

/** Names of the tables whose fingerprint differs (or that appeared or vanished). */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}
