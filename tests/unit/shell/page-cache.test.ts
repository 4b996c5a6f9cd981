import { describe, expect, it } from 'vitest';
import { nextKeptPages, type KeptPage } from '../../../runtime/shell/layout/page-area/cache';

const page = (path: string, generation = 0) => ({ path, name: path.slice(1), generation });
const paths = (list: KeptPage[]) => list.map((p) => p.path);

describe('kept pages', () => {
  it('keeps only the current page when caching is off', () => {
    const first = nextKeptPages([], page('/a'), ['a', 'b'], false);
    expect(paths(nextKeptPages(first, page('/b'), ['a', 'b'], false))).toEqual(['/b']);
  });

  it('keeps cached pages in a stable order and drops pages no longer cached', () => {
    let list = nextKeptPages([], page('/a'), ['a', 'b'], true);
    list = nextKeptPages(list, page('/b'), ['a', 'b'], true);
    list = nextKeptPages(list, page('/c'), ['a', 'b'], true);
    expect(paths(list)).toEqual(['/a', '/b', '/c']);
    list = nextKeptPages(list, page('/a'), ['a', 'b'], true);
    // c is not a cached view: gone once it is left
    expect(paths(list)).toEqual(['/a', '/b']);
    list = nextKeptPages(list, page('/b'), ['b'], true);
    expect(paths(list)).toEqual(['/b']);
  });

  it('drops the least recently shown page beyond the maximum', () => {
    const names = ['a', 'b', 'c', 'd'];
    let list = nextKeptPages([], page('/a'), names, true, 3);
    for (const p of ['/b', '/c', '/a', '/d']) list = nextKeptPages(list, page(p), names, true, 3);
    expect(paths(list)).toEqual(['/a', '/c', '/d']);
  });

  it('a new generation replaces the page', () => {
    let list = nextKeptPages([], page('/a'), ['a'], true);
    list = nextKeptPages(list, page('/a', 1), ['a'], true);
    expect(list).toHaveLength(1);
    expect(list[0].generation).toBe(1);
  });
});
