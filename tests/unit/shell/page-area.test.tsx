import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from '@tanstack/react-router';
import { PageArea } from '../../../runtime/shell/layout/page-area';
import { remountPage } from '../../../runtime/shell/layout/page-area/refresh';
import { changeSetting } from '../../../runtime/state/settings';
import { addView, tags } from '../../../runtime/state/tags';
import { session } from '../../../runtime/state/session';
import { renderInRouter } from './harness';
import { resetStores, signIn } from './fixtures';

let mounts: Record<string, number> = {};

function Counter() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const [mountedFor] = useState(() => {
    mounts[pathname] = (mounts[pathname] ?? 0) + 1;
    return pathname;
  });
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid={`counter${mountedFor}`} onClick={() => setCount((c) => c + 1)}>
      {mountedFor}@{pathname}={count}
    </button>
  );
}
// Distinct component types per page, as real pages have.
const PageA = () => <Counter />;
const PageB = () => <Counter />;
const PageC = () => <Counter />;

const cache = (name: string, path: string, noCache = false) =>
  addView({ path, fullPath: path, name, title: name, zhTitle: name, meta: { title: name, zhTitle: name, noCache } });

describe('page area', () => {
  beforeEach(() => {
    resetStores();
    signIn();
    mounts = {};
    cache('a', '/a');
    cache('b', '/b');
    cache('c', '/c', true);
  });

  const setup = () => renderInRouter({ path: '/a', layout: PageArea, pages: { '/a': PageA, '/b': PageB, '/c': PageC } });

  it('keeps a cached page mounted but hidden, with its state, and shows it again', async () => {
    const { router } = setup();
    fireEvent.click(await screen.findByTestId('counter/a'));
    expect(screen.getByTestId('counter/a').textContent).toBe('/a@/a=1');

    await act(() => router.navigate({ to: '/b' }));
    expect((await screen.findByTestId('counter/b')).textContent).toBe('/b@/b=0');
    // let React render the hidden (offscreen) pages too
    await act(() => new Promise((r) => setTimeout(r, 50)));
    // the hidden page is frozen: it keeps its component and state instead of following the router
    // to /b (it may have seen the new location once, as any page does right before it is left)
    expect(screen.getByTestId('counter/a').textContent).toMatch(/^\/a@.*=1$/);
    expect(screen.getByTestId('counter/a').closest('.shell-page')?.getAttribute('data-path')).toBe('/a');
    expect((screen.getByTestId('counter/a').closest('.shell-page') as HTMLElement).style.display).toBe('none');
    expect(screen.queryAllByTestId('counter/b')).toHaveLength(1);

    await act(() => router.navigate({ to: '/a' }));
    await waitFor(() => expect(screen.getByTestId('counter/a').textContent).toBe('/a@/a=1'));
    expect(mounts['/a']).toBe(1);
    expect(screen.queryAllByTestId('counter/b')).toHaveLength(1);
  });

  it('keeps state across navigations that wait for a loader', async () => {
    const slow = () => new Promise((r) => setTimeout(r, 20));
    const { router } = renderInRouter({
      path: '/a', layout: PageArea, pages: { '/a': PageA, '/b': PageB }, loaders: { '/a': slow, '/b': slow },
    });
    fireEvent.click(await screen.findByTestId('counter/a'));
    await act(() => router.navigate({ to: '/b' }));
    await screen.findByTestId('counter/b');
    await act(() => router.navigate({ to: '/a' }));
    await waitFor(() => expect(screen.getByTestId('counter/a').textContent).toBe('/a@/a=1'));
    expect(mounts['/a']).toBe(1);
    expect(mounts['/b']).toBe(1);
  });

  it('keeps one page per path under a catch-all route (menu pages share one route)', async () => {
    for (const n of ['1', '2']) {
      session.routes.push({ path: `/x/${n}`, name: `x${n}`, view: 'page', meta: { title: `x${n}`, zhTitle: n, menuType: 2 } });
      cache(`x${n}`, `/x/${n}`);
    }
    const { router } = renderInRouter({ path: '/x/1', layout: PageArea, pages: { $: PageA } });
    fireEvent.click(await screen.findByTestId('counter/x/1'));
    await act(() => router.navigate({ to: '/x/2' } as never));
    expect((await screen.findByTestId('counter/x/2')).textContent).toBe('/x/2@/x/2=0');
    await act(() => router.navigate({ to: '/x/1' } as never));
    await waitFor(() => expect(screen.getByTestId('counter/x/1').textContent).toBe('/x/1@/x/1=1'));
    expect(mounts).toEqual({ '/x/1': 1, '/x/2': 1 });
  });

  it('does not keep noCache pages', async () => {
    const { router } = setup();
    await screen.findByTestId('counter/a');
    await act(() => router.navigate({ to: '/c' }));
    await screen.findByTestId('counter/c');
    await act(() => router.navigate({ to: '/a' }));
    await waitFor(() => expect(screen.queryByTestId('counter/c')).toBeNull());
    await act(() => router.navigate({ to: '/c' }));
    await screen.findByTestId('counter/c');
    expect(mounts['/c']).toBe(2);
  });

  it('mounts pages afresh when caching is off', async () => {
    changeSetting('useCache', false);
    const { router } = setup();
    fireEvent.click(await screen.findByTestId('counter/a'));
    await act(() => router.navigate({ to: '/b' }));
    await screen.findByTestId('counter/b');
    expect(screen.queryByTestId('counter/a')).toBeNull();
    await act(() => router.navigate({ to: '/a' }));
    expect((await screen.findByTestId('counter/a')).textContent).toBe('/a@/a=0');
  });

  it('refresh remounts the current page', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('counter/a'));
    expect(screen.getByTestId('counter/a').textContent).toBe('/a@/a=1');
    act(() => remountPage('/a'));
    await waitFor(() => expect(screen.getByTestId('counter/a').textContent).toBe('/a@/a=0'));
    expect(mounts['/a']).toBe(2);
    expect(tags.cachedViews).toContain('a');
  });
});
