import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tags, type VisitedView } from '../../../runtime/state/tags';
import type { RouteMeta } from '../../../runtime/state/session';
import {
  contextMenuLeft, isClosable, scrollLeftToReveal, targetAfterClose, targetAfterCloseAll, targetAfterCloseOthers, wheelScrollLeft,
} from '../../../runtime/shell/layout/tags/rules';
import { closeAllTags, closeOtherTags, closeTag, refreshTag } from '../../../runtime/shell/layout/tags/actions';
import { addVisitedView } from '../../../runtime/shell/layout/tags/visit';
import { pageGenerations } from '../../../runtime/shell/layout/page-area/refresh';
import { resetStores } from './fixtures';

const meta = (zhTitle: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({ title: zhTitle, zhTitle, ...extra });
const view = (path: string, extra: Partial<RouteMeta> = {}): VisitedView =>
  ({ path, fullPath: path, name: path.slice(1), title: path, zhTitle: path, meta: meta(path, extra) });

describe('tag rules', () => {
  const home = view('/home', { affix: true });
  const a = view('/a');
  const b = view('/b');

  it('pinned tags are not closable', () => {
    expect(isClosable(home)).toBe(false);
    expect(isClosable(a)).toBe(true);
  });

  it('closing the active tag goes to the last remaining tag, else home; others stay', () => {
    expect(targetAfterClose([home, a], '/b', '/b')).toBe('/a');
    expect(targetAfterClose([], '/b', '/b')).toBe('/home');
    expect(targetAfterClose([home, b], '/a', '/b')).toBeNull();
  });

  it('close others shows the kept tag; close all stays on a pinned page', () => {
    expect(targetAfterCloseOthers(a, '/b')).toBe('/a');
    expect(targetAfterCloseOthers(a, '/a')).toBeNull();
    expect(targetAfterCloseAll([home], '/home')).toBeNull();
    expect(targetAfterCloseAll([home], '/a')).toBe('/home');
    expect(targetAfterCloseAll([], '/a')).toBe('/home');
  });

  it('scrolls by wheel and reveals a tag with 4 px padding', () => {
    expect(wheelScrollLeft(100, 3)).toBe(130);
    expect(wheelScrollLeft(10, -3)).toBe(0);
    expect(wheelScrollLeft(0, 0, 5)).toBe(50);
    expect(scrollLeftToReveal({ scrollLeft: 100, width: 300 }, { left: 50, width: 80 })).toBe(46);
    expect(scrollLeftToReveal({ scrollLeft: 0, width: 300 }, { left: 280, width: 80 })).toBe(64);
    expect(scrollLeftToReveal({ scrollLeft: 0, width: 300 }, { left: 20, width: 80 })).toBe(0);
  });

  it('keeps the 105 px context menu inside the viewport', () => {
    expect(contextMenuLeft(100, 1000)).toBe(100);
    expect(contextMenuLeft(990, 1000)).toBe(1000 - 105 - 15);
  });
});

describe('tag actions', () => {
  beforeEach(() => {
    resetStores();
    addVisitedView('/home', meta('工作台', { affix: true }), 'home');
    addVisitedView('/a', meta('甲'), 'a');
    addVisitedView('/b', meta('乙', { noCache: true }), 'b');
    addVisitedView('/c', meta('丙'), 'c', '/c?x=1');
  });

  it('adds each path once and caches all but noCache views', () => {
    addVisitedView('/a', meta('甲'), 'a');
    expect(tags.visitedViews.map((v) => v.path)).toEqual(['/home', '/a', '/b', '/c']);
    expect(tags.cachedViews).toEqual(['home', 'a', 'c']);
  });

  it('close active goes to the last tag by its full path', () => {
    const go = vi.fn();
    closeTag('/a', '/a', go);
    expect(go).toHaveBeenCalledWith('/c?x=1');
    expect(tags.cachedViews).not.toContain('a');
  });

  it('close others keeps pinned tags and the chosen one', () => {
    const go = vi.fn();
    closeOtherTags(tags.visitedViews[1], '/c', go);
    expect(tags.visitedViews.map((v) => v.path)).toEqual(['/home', '/a']);
    expect(go).toHaveBeenCalledWith('/a');
  });

  it('close all keeps pinned tags and goes home', () => {
    const go = vi.fn();
    closeAllTags('/b', go);
    expect(tags.visitedViews.map((v) => v.path)).toEqual(['/home']);
    expect(go).toHaveBeenCalledWith('/home');
  });

  it('refresh remounts the page and shows it', () => {
    const go = vi.fn();
    refreshTag('/a', '/c', go);
    expect(pageGenerations['/a']).toBe(1);
    expect(tags.cachedViews).toContain('a');
    expect(go).toHaveBeenCalledWith('/a');
    refreshTag('/c', '/c', go);
    expect(go).toHaveBeenCalledTimes(1);
  });
});
