/**
 * A small seeded pseudo-random source (mulberry32) for demo data: the same seed gives the same rows on every
 * database, so screenshots, docs and bug reports about the demo agree. Not for anything secret.
 */
export interface DemoRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An entry of [value, weight] pairs, chosen in proportion to its integer weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function demoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(0, items.length - 1)],
    weighted: (items) => {
      let roll = int(1, items.reduce((sum, [, w]) => sum + w, 0));
      for (const [value, w] of items) {
        roll -= w;
        if (roll <= 0) return value;
      }
      return items[items.length - 1][0];
    },
  };
}
