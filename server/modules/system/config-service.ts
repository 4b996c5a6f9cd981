import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Db } from '../../db/client';
import { sysConfig } from '../../db/schema';
import { CONFIG_DEFAULTS } from './config-defaults';

export type SysConfigValues = Record<string, string>;

/**
 * Settings are read on every authenticated request (tokenTimeout), so they are cached per database.
 * A write on this node invalidates at once; the short TTL bounds staleness on other nodes.
 */
const TTL_MS = 30_000;
const cache = new WeakMap<object, { at: number; epoch: string | undefined; values: Promise<SysConfigValues> }>();
const lastEpoch = new WeakMap<object, string>();

const defaults = (): SysConfigValues => Object.fromEntries(CONFIG_DEFAULTS.map((d) => [d.key, d.value]));

/**
 * The settings, cached: a change made on this node drops the cache at once; one made on another node is noticed by
 * the next request's authorisation epoch (noteConfigEpoch), or after the TTL for calls outside a session.
 */
export async function getSysConfig(db: Db): Promise<SysConfigValues> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.values;
  // Only the settings themselves: other categories of the table (the home cards) have their own calls.
  const values = db.select({ key: sysConfig.key, value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.category, 'SysConfig'))
    .then((rows) => ({ ...defaults(), ...Object.fromEntries(rows.map((r) => [r.key, r.value ?? ''])) }));
  cache.set(db, { at: Date.now(), epoch: lastEpoch.get(db), values });
  values.catch(() => cache.delete(db)); // a failed read must not be cached
  return values;
}

/** A request saw the authorisation epoch `epoch` (which sys_config writes move): settings read before it are dropped. */
export function noteConfigEpoch(db: Db, epoch: string): void {
  if (lastEpoch.get(db) === epoch) return;
  lastEpoch.set(db, epoch);
  const hit = cache.get(db);
  if (hit && hit.epoch !== epoch) cache.delete(db);
}

export function invalidateSysConfig(db: Db): void {
  cache.delete(db);
}

/** Upserts settings and drops the cache. */
export async function setSysConfig(db: Db, values: SysConfigValues): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, name: CONFIG_DEFAULTS.find((d) => d.key === key)?.name ?? key }));
  if (rows.length === 0) return;
  await db.insert(sysConfig).values(rows).onConflictDoUpdate({
    target: sysConfig.key,
    set: { value: sql`excluded.value`, updatedAt: sql`now()` },
  });
  invalidateSysConfig(db);
}

/** Inserts the default rows that are missing (first start and upgrades that add keys). */
export async function ensureConfigDefaults(db: DbOrTx): Promise<void> {
  await db.insert(sysConfig).values(CONFIG_DEFAULTS.map(({ key, name, value }) => ({ key, name, value }))).onConflictDoNothing();
}

export const configNumber = (values: SysConfigValues, key: string, fallback: number): number => {
  const n = Number(values[key]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
