/**
 * The visit log records page visits, not API calls (docs/product.md#jnpf-system-log). Opening a page reads its
 * menu's routes several times (list, tree, options, paging); reads of one menu by one user with less than
 * VISIT_GAP_MS between them are one visit. Per node and in memory: a visit counted on two nodes is written twice.
 */
export const VISIT_GAP_MS = 60_000;
const MAX_KEYS = 20_000;

export function createVisitWindow(gapMs = VISIT_GAP_MS, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return {
    /** True when this read starts a new visit of the menu by the user. */
    starts(userId: string, menu: string): boolean {
      const key = `${userId}\u0000${menu}`;
      const t = now();
      const previous = last.get(key);
      last.delete(key); // re-inserted last: the map stays in order of last use
      if (last.size >= MAX_KEYS) last.delete(last.keys().next().value as string);
      last.set(key, t);
      return previous === undefined || t - previous >= gapMs;
    },
  };
}
