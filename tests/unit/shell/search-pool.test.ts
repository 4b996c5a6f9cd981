import { describe, expect, it } from 'vitest';
import { FIXED_ROUTES } from '../../../runtime/permission';
import { buildSearchPool, createSearcher, FUSE_OPTIONS, MAX_PATTERN_LENGTH, optionLabel } from '../../../runtime/shell/layout/header-search/pool';
import { isSearchShortcut } from '../../../runtime/shell/layout/header-search';
import { built } from './fixtures';

describe('header search pool', () => {
  const { routes, menus } = built();
  const pool = buildSearchPool(routes, FIXED_ROUTES, menus);

  it('labels menu pages with their menu path and skips hidden and parameter routes', () => {
    const role = pool.find((i) => i.path === '/sys/role')!;
    expect(optionLabel(role)).toBe('系统管理 > 角色管理');
    expect(pool.find((i) => i.path === '/home')?.title).toEqual(['工作台']);
    expect(pool.some((i) => i.path === '/404' || i.path === '/menuMore')).toBe(false);
    const withParams = buildSearchPool([], [{ path: '/d/$id', name: 'd', view: 'x', meta: { title: 'd', zhTitle: '详情' } }], []);
    expect(withParams).toEqual([]);
  });

  it('does not list a path twice', () => {
    const twice = buildSearchPool([...routes, ...routes], FIXED_ROUTES, menus);
    expect(new Set(twice.map((i) => i.path)).size).toBe(twice.length);
  });

  it('uses the spec fuzzy options', () => {
    expect(FUSE_OPTIONS).toMatchObject({ threshold: 0.4, location: 0, distance: 100, minMatchCharLength: 1 });
    expect(FUSE_OPTIONS.keys).toEqual([{ name: 'title', weight: 0.7 }, { name: 'path', weight: 0.3 }]);
    expect(MAX_PATTERN_LENGTH).toBe(32);
  });

  it('finds by title and by path; empty query finds nothing', () => {
    const search = createSearcher(pool);
    expect(search('角色')[0].path).toBe('/sys/role');
    expect(search('sys/user')[0].path).toBe('/sys/user');
    expect(search('   ')).toEqual([]);
  });

  it('cuts the pattern to 32 characters', () => {
    const search = createSearcher(pool);
    expect(() => search('角色'.repeat(40))).not.toThrow();
    expect(search('角色管理' + 'x'.repeat(60)).length).toBeGreaterThanOrEqual(0);
  });

  it('opens on Ctrl+K, Cmd+K, or / outside text fields', () => {
    const key = (init: KeyboardEventInit, target?: HTMLElement) => {
      const e = new KeyboardEvent('keydown', init);
      if (target) Object.defineProperty(e, 'target', { value: target });
      return e;
    };
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }, document.body))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }, document.createElement('input')))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
  });
});
