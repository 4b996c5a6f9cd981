import { Type } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Paged-list query (JNPF Pagination): currentPage from 1, pageSize up to 500, keyword. The page is bounded so
 * its offset stays a bigint (an unbounded one, e.g. 1e21, failed in the database as a 500: found by the fuzzer).
 */
export const PageQuery = Type.Object({
  currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

/** 9999-12-31T23:59:59.999Z: later times are no valid Date the database takes. */
const MAX_EPOCH_MS = 253_402_300_799_999;

/** Time range filters are epoch milliseconds (JNPF sends them as strings; ajv coerces). */
export const TimeRangeQuery = Type.Object({
  startTime: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS, description: 'epoch ms, inclusive' })),
  endTime: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS, description: 'epoch ms, inclusive' })),
});

export const offsetOf = (p: { currentPage: number; pageSize: number }) => (p.currentPage - 1) * p.pageSize;

/** Dates go out as epoch milliseconds (JNPF VOs use Long times). */
export const ms = (d: Date | null | undefined): number | null => (d ? d.getTime() : null);

/** Pages whose LIMIT and OFFSET pageWindow writes into the statement text. */
const LITERAL_PAGES = 5;

/**
 * LIMIT and OFFSET of a page as literals (docs/architecture.md#request-cost), or null to pass them as parameters.
 * PostgreSQL cannot estimate a LIMIT or OFFSET parameter (it assumes a tenth of the rows), so a named statement paged
 * by parameters never earns a generic plan and plans its joins on every run. The first pages, where nearly all reads
 * land, get literals; deeper ones parameters, so the statement texts stay few (db/named-statement.ts).
 */
export function pageWindow(p: { currentPage: number; pageSize: number }): { limit: SQL; offset: SQL } | null {
  const offset = offsetOf(p);
  if (p.currentPage > LITERAL_PAGES || !Number.isSafeInteger(p.pageSize) || !Number.isSafeInteger(offset) || p.pageSize < 0 || offset < 0) return null;
  return { limit: sql.raw(String(p.pageSize)), offset: sql.raw(String(offset)) };
}
