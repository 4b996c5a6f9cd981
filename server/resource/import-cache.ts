import type { Values } from './types';

/**
 * The checked values of recent import checks, kept in memory so that a save of exactly the rows a check answered
 * (same user, import, columns and content digest) skips reading and checking every cell again. Only the per-cell work
 * is reused: references, dictionary items, unique rules and the business checks are checked again at the save. A save that finds
 * nothing here (another node, a restart, rows changed) checks everything, as before.
 * Bounded: entries expire after CHECK_TTL_MS, a user keeps PER_USER entries, and all entries together hold at most
 * MAX_ROWS rows (the oldest go first). An entry is used once.
 */

export const CHECK_TTL_MS = 15 * 60 * 1000;
export const PER_USER = 2;
export const MAX_ROWS = 300_000;

interface Entry {
  user: string;
  values: Values[];
  at: number;
}

/** In insertion order: the first entry is the oldest. */
const entries = new Map<string, Entry>();
let rowsHeld = 0;

const keyOf = (user: string, importKey: string, digest: string) => `${user}\u0000${importKey}\u0000${digest}`;

function drop(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  rowsHeld -= entry.values.length;
}

function expire(now: number): void {
  for (const [key, entry] of entries) if (now - entry.at > CHECK_TTL_MS) drop(key);
}

/** Keeps the checked values of the rows whose digest a save would compute; too many rows are not kept at all. */
export function rememberCheck(user: string, importKey: string, digest: string, values: Values[], now = Date.now()): void {
  if (values.length === 0 || values.length > MAX_ROWS) return;
  expire(now);
  const key = keyOf(user, importKey, digest);
  drop(key);
  const own = [...entries].filter(([, e]) => e.user === user).map(([k]) => k);
  for (const k of own.slice(0, Math.max(0, own.length - PER_USER + 1))) drop(k);
  for (const [k] of entries) {
    if (rowsHeld + values.length <= MAX_ROWS) break;
    drop(k);
  }
  entries.set(key, { user, values, at: now });
  rowsHeld += values.length;
}

/** The checked values of these rows, once; undefined when none are kept (or they expired). */
export function takeCheck(user: string, importKey: string, digest: string, now = Date.now()): Values[] | undefined {
  expire(now);
  const key = keyOf(user, importKey, digest);
  const entry = entries.get(key);
  drop(key);
  return entry?.values;
}

/** What the cache holds (for tests). */
export const checkCacheSize = () => ({ entries: entries.size, rows: rowsHeld });

/** Empties the cache (for tests). */
export function clearCheckCache(): void {
  entries.clear();
  rowsHeld = 0;
}
