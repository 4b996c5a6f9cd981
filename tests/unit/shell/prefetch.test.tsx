import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { session, type AppRoute } from '../../../runtime/state/session';
import { registerScreens } from '../../../runtime/views/screens';

// The shared loaders, replaced by spies: the test sees each call without downloading the renderers.
const renderers = vi.hoisted(() => ({
  list: vi.fn(() => Promise.resolve({})),
  detail: vi.fn(() => Promise.resolve({})),
  form: vi.fn(() => Promise.resolve({})),
  tabs: vi.fn(() => Promise.resolve({})),
}));
const loadSchemaPage = vi.hoisted(() => vi.fn(() => Promise.resolve({ RENDERER_LOADERS: renderers })));
// The prefetch goes the way a visit goes: the menu view's module, its schema page loader, the renderers' loaders.
// A mocked module's factory runs once per file, when it is first imported.
const menuView = vi.hoisted(() => ({ imports: 0 }));
vi.mock('../../../runtime/views/MenuView', () => {
  menuView.imports++;
  return { loadSchemaPage };
});

const { SCHEMA_PAGE_LOADERS, prefetchWhenIdle, usePrefetchSchemaPages } = await import('../../../runtime/shell/layout/prefetch');

registerScreens({ schemas: { 'test.prefetch.list': () => Promise.resolve({}) }, pages: { 'test/prefetchList': 'test.prefetch.list' }, fixed: [] });

const page = (path: string, urlAddress: string): AppRoute => ({ path, name: path, view: 'page', meta: { title: path, zhTitle: path, urlAddress } });
const SCHEMA_MENU = [page('/test/plain', 'test/plain'), page('/test/prefetchList', 'test/prefetchList')];
const PLAIN_MENU = [page('/test/plain', 'test/plain'), { ...page('/test/link', 'http://example.test'), view: 'externalLink' }];

/** requestIdleCallback replaced: idle periods come only when the test says so. */
let idleTasks: Array<() => void> = [];
const requestIdle = vi.fn((task: () => void) => idleTasks.push(task));
const runIdle = async () => {
  const tasks = idleTasks;
  idleTasks = [];
  await act(async () => { for (const task of tasks) task(); });
};
const allLoaders = () => [loadSchemaPage, ...Object.values(renderers)];
const callCount = () => allLoaders().reduce((n, fn) => n + fn.mock.calls.length, 0);

function Shell() {
  usePrefetchSchemaPages();
  return null;
}

beforeEach(() => {
  idleTasks = [];
  requestIdle.mockClear();
  for (const fn of allLoaders()) fn.mockClear();
  vi.stubGlobal('requestIdleCallback', requestIdle);
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});
afterEach(() => {
  // Unmounted while the stubs are still there: the effect's cleanup cancels through them.
  cleanup();
  vi.unstubAllGlobals();
  session.routes = [];
});

describe('idle prefetch of the schema renderers', () => {
  it('waits for the browser to be idle, then calls each shared loader once', async () => {
    session.routes = SCHEMA_MENU;
    const view = render(<Shell />);
    expect(requestIdle).toHaveBeenCalled();
    expect(callCount()).toBe(0);
    // The first test of the file to go idle with a schema menu: the menu view module has not been imported yet.
    expect(menuView.imports).toBe(0);
    await runIdle();
    expect(menuView.imports).toBe(1);
    expect(callCount()).toBe(0);
    for (let i = 0; i < 20 && idleTasks.length > 0; i++) await runIdle();
    for (const fn of Object.values(renderers)) expect(fn).toHaveBeenCalledTimes(1);
    // The menu view, then the schema page, then the renderers: the order a first visit needs them in.
    expect(menuView.imports).toBe(1);
    expect(loadSchemaPage.mock.invocationCallOrder[0]).toBeLessThan(renderers.list.mock.invocationCallOrder[0]);
    const calls = callCount();
    view.rerender(<Shell />);
    await runIdle();
    expect(requestIdle).toHaveBeenCalledTimes(SCHEMA_PAGE_LOADERS.length);
    expect(callCount()).toBe(calls);
  });

  it('imports one chunk per idle period', async () => {
    session.routes = SCHEMA_MENU;
    render(<Shell />);
    await runIdle(); // the menu view
    expect(callCount()).toBe(0);
    await runIdle();
    expect(loadSchemaPage).toHaveBeenCalledTimes(1);
    expect(renderers.list).not.toHaveBeenCalled();
    await runIdle();
    expect(renderers.list).toHaveBeenCalledTimes(1);
    expect(renderers.tabs).not.toHaveBeenCalled();
  });

  it('does nothing when no menu page is rendered by a schema', async () => {
    session.routes = PLAIN_MENU;
    const imported = menuView.imports;
    render(<Shell />);
    await runIdle();
    expect(requestIdle).not.toHaveBeenCalled();
    expect(callCount()).toBe(0);
    expect(menuView.imports).toBe(imported);
  });

  it('stops when the shell unmounts before the browser is idle', async () => {
    session.routes = SCHEMA_MENU;
    const view = render(<Shell />);
    view.unmount();
    await runIdle();
    expect(callCount()).toBe(0);
  });

  it('goes on past a loader that fails, and the failure reaches no one', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const after = vi.fn(() => Promise.resolve());
    const idle = (task: () => void) => { idleTasks.push(task); return () => {}; };
    prefetchWhenIdle([failing, after], idle);
    for (let i = 0; i < 5 && idleTasks.length > 0; i++) await runIdle();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where requestIdleCallback is missing', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      session.routes = SCHEMA_MENU;
      render(<Shell />);
      expect(callCount()).toBe(0);
      await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
      await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
      expect(loadSchemaPage).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
