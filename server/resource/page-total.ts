import { getTableName, type SQL } from 'drizzle-orm';
import type { Resource } from './types';

/**
 * Page totals kept per data epoch (migration 0018, docs/architecture.md#request-cost): counting every row in scope
 * was most of a page's database time. A total is kept per resource and scope filter object (the gold scope keeps one
 * per user, route and authorisation epoch) for the data epoch the request read with its session. Any statement that
 * changes a row of a table below moves that epoch in its own transaction, so the next request on any node counts
 * again. The count runs after the epoch was read: a total can only be newer than its epoch, never older.
 */

/** The tables migration 0018 puts triggers on (tests/api/page-total.test.ts checks they agree). */
export const DATA_EPOCH_TABLES: ReadonlySet<string> = new Set(['alliance_businesses', 'shops', 'spvs']);

interface Kept { epoch: string; total: number }

const NO_SCOPE = {};
const kept = new WeakMap<Resource, WeakMap<object, Kept>>();
const tracked = new WeakMap<Resource, boolean>();

function isTracked(resource: Resource): boolean {
  let yes = tracked.get(resource);
  if (yes === undefined) tracked.set(resource, (yes = DATA_EPOCH_TABLES.has(getTableName(resource.table))));
  return yes;
}

export interface PageTotal {
  /** The total kept for this epoch, if any. */
  known: number | undefined;
  /** Keeps a total counted after the epoch was read. */
  keep(total: number): void;
}

const UNCACHED: PageTotal = { known: undefined, keep() {} };

/** The kept total of the unfiltered page of `resource` within `scope` at `epoch` (none without an epoch). */
export function pageTotal(resource: Resource, scope: SQL | undefined, epoch: string | null): PageTotal {
  if (!epoch || !isTracked(resource)) return UNCACHED;
  let perScope = kept.get(resource);
  if (!perScope) kept.set(resource, (perScope = new WeakMap()));
  const key = scope ?? NO_SCOPE;
  const entry = perScope.get(key);
  return {
    known: entry?.epoch === epoch ? entry.total : undefined,
    keep: (total) => { perScope.set(key, { epoch, total }); },
  };
}
