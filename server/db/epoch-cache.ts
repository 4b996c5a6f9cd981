import { sql } from 'drizzle-orm';

/**
 * The authorisation epoch (migration 0007, docs/architecture.md#request-cost): a counter that every write to what
 * rights are made of (roles, positions, relations, grants, menus and their items, data-rule schemes, gold links,
 * system configuration, the user tree) moves inside the writing transaction. A request reads it with its session.
 */
export const AUTH_EPOCH = sql<string>`(select value from auth_epoch where id = 1)`;

/**
 * The data epoch (migration 0018): one text of the counters of the tables whose page totals are cached
 * (resource/page-total.ts), read with the session. Any write to any of them moves it, since a scope filter of one
 * may read another (the shop rules read franchisees).
 */
export const DATA_EPOCH = sql<string>`(select string_agg(value::text, '.' order by table_name) from data_epoch)`;

interface Entry<V> {
  epoch: string;
  value: Promise<V>;
}

/**
 * Values computed from the tables behind the epoch, kept while the epoch stays the same. An entry is tagged with the
 * epoch read before it was loaded, so a load that raced a change is simply loaded again at the next epoch.
 */
export class EpochCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly maxEntries = 20_000) {}

  /** The cached value of `key` at `epoch`, or `load()` (kept for the epoch). Without an epoch nothing is cached. */
  get(key: string, epoch: string | null | undefined, load: () => Promise<V>): Promise<V> {
    if (epoch === null || epoch === undefined) return load();
    const hit = this.entries.get(key);
    if (hit && hit.epoch === epoch) return hit.value;
    // Settled once into a real promise: a Drizzle query is a thenable that would run again at every await.
    const value = (async () => load())();
    // A crude bound: entries of an old epoch are dead weight, and a full map is rebuilt by the requests that follow.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { epoch, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key); // a failed load is not kept
    });
    return value;
  }
}

/** One cache per database (tests run several apps, on different databases, in one process). */
export function epochCacheOf<V>(caches: WeakMap<object, EpochCache<V>>, db: object): EpochCache<V> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new EpochCache<V>()));
  return cache;
}
