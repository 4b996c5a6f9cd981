import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Db } from '../../db/client';
import { sysConfig } from '../../db/schema';
import { effectiveTimeZone, TIME_ZONE_KEY } from '../../../schemas/format/time';
import { CONFIG_DEFAULTS, LOCAL_CONFIG_FIELDS, LOCAL_CONFIG_KEYS } from './config-defaults';
import type { Lang } from '../../core/i18n';
import { nameIn, type NameI18n } from '../../core/local-name';

export type SysConfigValues = Record<string, string>;

/**
 * Settings are read on every authenticated request (tokenTimeout), so they are cached per database.
 * A write on this node invalidates at once; the short TTL bounds staleness on other nodes.
 */
const TTL_MS = 30_000;
const cache = new WeakMap<object, { at: number; epoch: string | undefined; values: Promise<SysConfigValues>; settled?: SysConfigValues }>();
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
  // A local value's other languages come as their fields (sysNameZhtw, sysNameEn: LOCAL_CONFIG_FIELDS).
  const values = db.select({ key: sysConfig.key, value: sysConfig.value, valueI18n: sysConfig.valueI18n }).from(sysConfig)
    .where(eq(sysConfig.category, 'SysConfig'))
    .then((rows) => {
      const i18n = new Map(rows.map((r) => [r.key, r.valueI18n]));
      const local = LOCAL_CONFIG_FIELDS.map(([field, key, lang]) => [field, i18n.get(key)?.[lang] ?? '']);
      return { ...defaults(), ...Object.fromEntries(rows.map((r) => [r.key, r.value ?? ''])), ...Object.fromEntries(local) };
    });
  const entry: { at: number; epoch: string | undefined; values: Promise<SysConfigValues>; settled?: SysConfigValues } = { at: Date.now(), epoch: lastEpoch.get(db), values };
  cache.set(db, entry);
  values.then((v) => { entry.settled = v; }, () => cache.delete(db)); // a failed read must not be cached
  return values;
}

/**
 * The cached settings when already read and still fresh, else undefined: lets the after-reply log hooks of a read
 * skip queuing work when logging is off (the request's access hook read them moments before).
 */
export function settledSysConfig(db: Db): SysConfigValues | undefined {
  const hit = cache.get(db);
  return hit && Date.now() - hit.at < TTL_MS ? hit.settled : undefined;
}

/** True when the settings are at hand and the request and visit logs are off (isLog other than '1'). */
export function logsOff(db: Db): boolean {
  const settled = settledSysConfig(db);
  return settled !== undefined && settled.isLog !== '1';
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

/** A local setting (LOCAL_CONFIG_KEYS) in `lang`, falling back to its zh value. */
export const localSetting = (values: SysConfigValues, key: string, lang: Lang): string =>
  nameIn(lang, values[key] ?? '', Object.fromEntries(LOCAL_CONFIG_FIELDS.filter(([, k]) => k === key).map(([field, , l]) => [l, values[field]])) as NameI18n);

/** Upserts settings (a local value's other-language fields into its value_i18n) and drops the cache. */
export async function setSysConfig(db: Db, values: SysConfigValues): Promise<void> {
  const localField = new Map(LOCAL_CONFIG_FIELDS.map(([field, key, lang]) => [field, { key, lang }]));
  const rows = Object.entries(values).filter(([key]) => !localField.has(key))
    .map(([key, value]) => ({ key, value, name: CONFIG_DEFAULTS.find((d) => d.key === key)?.name ?? key }));
  const local = Object.entries(values).filter(([key]) => localField.has(key));
  if (rows.length === 0 && local.length === 0) return;
  await db.transaction(async (tx) => {
    if (rows.length) {
      await tx.insert(sysConfig).values(rows).onConflictDoUpdate({
        target: sysConfig.key,
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
    }
    for (const key of LOCAL_CONFIG_KEYS) {
      const mine = local.filter(([field]) => localField.get(field)!.key === key);
      if (mine.length === 0) continue;
      const patch = Object.fromEntries(mine.map(([field, value]) => [localField.get(field)!.lang, value]));
      // Blank languages are dropped (they fall back to zh); the others replace their entries.
      await tx.update(sysConfig).set({
        valueI18n: sql`jsonb_strip_nulls(coalesce(${sysConfig.valueI18n}, '{}'::jsonb) || (select coalesce(jsonb_object_agg(k, nullif(v, '')), '{}'::jsonb) from jsonb_each_text(${JSON.stringify(patch)}::jsonb) as p(k, v)))`,
        updatedAt: sql`now()`,
      }).where(eq(sysConfig.key, key));
    }
  });
  invalidateSysConfig(db);
}

/** Inserts the default rows that are missing (first start and upgrades that add keys). */
/** Adds the settings a database lacks; answers how many it added. */
export async function ensureConfigDefaults(db: DbOrTx): Promise<number> {
  const added = await db.insert(sysConfig).values(CONFIG_DEFAULTS.map(({ key, name, value }) => ({ key, name, value }))).onConflictDoNothing()
    .returning({ key: sysConfig.key });
  return added.length;
}

export const configNumber = (values: SysConfigValues, key: string, fallback: number): number => {
  const n = Number(values[key]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The configured time zone (schemas/format/time.ts): the setting when valid, else the server's. */
export const timeZoneOf = (values: SysConfigValues): string => effectiveTimeZone(values[TIME_ZONE_KEY]);

/** The configured time zone of the database `db` serves (cached with the settings). */
export const configuredTimeZone = async (db: Db): Promise<string> => timeZoneOf(await getSysConfig(db));
