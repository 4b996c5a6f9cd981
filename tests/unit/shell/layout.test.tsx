import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MainLayout } from '../../../runtime/shell/layout';
import { appState } from '../../../runtime/state/app';
import { session } from '../../../runtime/state/session';
import { changeSetting } from '../../../runtime/state/settings';
import { tags } from '../../../runtime/state/tags';
import { renderInRouter } from './harness';
import { resetStores, signIn } from './fixtures';

const renderShell = (path = '/home') => renderInRouter({ path, layout: MainLayout });
/** The page being shown (cached pages stay mounted but hidden). */
const page = () => screen.getAllByTestId('page')
  .filter((el) => (el.closest('.shell-page') as HTMLElement | null)?.style.display !== 'none')
  .map((el) => el.textContent).join();

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('classic layout', () => {
  beforeEach(() => {
    resetStores();
    signIn();
    setWidth(1280);
  });

  it('renders the menu tree with links by entry type and follows the route', async () => {
    renderShell('/b');
    await screen.findAllByTestId('page');
    const sidebar = document.querySelector('.shell-sidebar') as HTMLElement;
    expect(sidebar.classList.contains('shell-sidebar--dark')).toBe(true);
    // the branch of the current page is open and its item selected
    const selected = sidebar.querySelector('.ant-menu-item-selected') as HTMLElement;
    expect(selected.textContent).toBe('页面乙');
    const external = within(sidebar).getByText('外部链接').closest('a')!;
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    // a type-1 leaf is a bare item
    expect(within(sidebar).getByText('空目录').closest('a')).toBeNull();

    fireEvent.click(within(sidebar).getByText('页面甲'));
    await waitFor(() => expect(page()).toBe('page:/a'));
    await waitFor(() => expect((sidebar.querySelector('.ant-menu-item-selected') as HTMLElement).textContent).toBe('页面甲'));
  });

  it('on a detail page keeps its list selected in the sidebar, and the breadcrumb leads back to the list', async () => {
    // A fixed screen as fixedScreenRoutes makes it: hidden, owned by the menu page '/b'.
    session.routes = [...session.routes, {
      path: '/gold/spvs/detail/$id', name: 'gold.spv.detail', view: 'fixedScreen',
      meta: { title: 'SPV 详情', zhTitle: 'SPV 详情', hidden: true, ownerPath: '/b' },
    }];
    renderShell('/gold/spvs/detail/7');
    await screen.findAllByTestId('page');
    const sidebar = document.querySelector('.shell-sidebar') as HTMLElement;
    await waitFor(() => expect((sidebar.querySelector('.ant-menu-item-selected') as HTMLElement | null)?.textContent).toBe('页面乙'));
    const crumbs = document.querySelector('.shell-breadcrumb') as HTMLElement;
    expect([...crumbs.querySelectorAll('.ant-breadcrumb-link')].map((e) => e.textContent?.trim())).toEqual(['首页', '业务', '页面乙', 'SPV 详情']);
    fireEvent.click(within(crumbs).getByText('页面乙'));
    await waitFor(() => expect(page()).toBe('page:/b'));
  });

  it('keeps one branch open at a time', async () => {
    renderShell('/b');
    await screen.findAllByTestId('page');
    const sidebar = document.querySelector('.shell-sidebar') as HTMLElement;
    fireEvent.click(within(sidebar).getByText('系统管理'));
    await waitFor(() => expect(within(sidebar).getByText('用户管理')).toBeTruthy());
    await waitFor(() => expect(sidebar.querySelectorAll('.ant-menu-submenu-open')).toHaveLength(1));
    expect(sidebar.querySelector('.ant-menu-submenu-open')!.textContent).toContain('系统管理');
  });

  it('toggles the sidebar with the hamburger', async () => {
    renderShell();
    await screen.findAllByTestId('page');
    const aside = document.querySelector('.shell-aside') as HTMLElement;
    expect(aside.style.width).toBe('210px');
    fireEvent.click(screen.getByRole('button', { name: '切换侧边栏' }));
    expect(appState.sidebar.opened).toBe(false);
    await waitFor(() => expect(aside.style.width).toBe('64px'));
  });

  it('on mobile closes the sidebar without animation, shows it as a drawer and closes it on navigation', async () => {
    const { router } = renderShell();
    await screen.findAllByTestId('page');
    act(() => setWidth(800));
    expect(appState.device).toBe('mobile');
    expect(appState.sidebar.opened).toBe(false);
    expect(appState.sidebar.withoutAnimation).toBe(true);
    await waitFor(() => expect(document.querySelector('.shell-aside')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '切换侧边栏' }));
    await waitFor(() => expect(document.querySelector('.shell-sidebar-drawer .shell-sidebar')).not.toBeNull());
    await act(() => router.navigate({ to: '/a' }));
    await waitFor(() => expect(appState.sidebar.opened).toBe(false));
    act(() => setWidth(1280));
    expect(appState.device).toBe('desktop');
  });
});

describe('tags view', () => {
  beforeEach(() => {
    resetStores();
    signIn();
    setWidth(1280);
  });

  const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });

  it('adds a tag per visited page; pinned home has no close icon; active is highlighted', async () => {
    const { router } = renderShell();
    await screen.findAllByTestId('page');
    await act(() => router.navigate({ to: '/a' }));
    await waitFor(() => expect(tab('页面甲').getAttribute('aria-selected')).toBe('true'));
    expect(tab('工作台').getAttribute('aria-selected')).toBe('false');
    expect(within(tab('工作台')).queryByLabelText('关闭')).toBeNull();
    expect(within(tab('页面甲')).getByLabelText('关闭')).toBeTruthy();
    expect(tags.cachedViews).toEqual(['home', 'a']);

    fireEvent.click(tab('工作台'));
    await waitFor(() => expect(page()).toBe('page:/home'));
  });

  it('closing the active tag goes to the last remaining tag (with its query)', async () => {
    const { router } = renderShell();
    await screen.findAllByTestId('page');
    await act(() => router.navigate({ href: '/a?x=1' }));
    await act(() => router.navigate({ to: '/b' }));
    await waitFor(() => expect(tab('页面乙')).toBeTruthy());
    fireEvent.click(within(tab('页面乙')).getByLabelText('关闭'));
    await waitFor(() => expect(page()).toBe('page:/a'));
    expect(router.state.location.href).toBe('/a?x=1');
    expect(screen.queryByRole('tab', { name: /页面乙/ })).toBeNull();
  });

  it('context menu: 105 px, refresh, close others, close all; closes on Escape', async () => {
    const { router } = renderShell();
    await screen.findAllByTestId('page');
    await act(() => router.navigate({ to: '/a' }));
    await act(() => router.navigate({ to: '/b' }));
    await waitFor(() => expect(tab('页面乙')).toBeTruthy());

    fireEvent.contextMenu(tab('工作台'), { clientX: 10, clientY: 20 });
    let menu = screen.getByRole('menu', { name: '标签操作' });
    expect(menu.style.width).toBe('105px');
    // pinned: no close entry
    expect(within(menu).queryByRole('menuitem', { name: '关闭' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu', { name: '标签操作' })).toBeNull();

    fireEvent.contextMenu(tab('页面甲'), { clientX: 10, clientY: 20 });
    menu = screen.getByRole('menu', { name: '标签操作' });
    expect(within(menu).getAllByRole('menuitem').map((b) => b.textContent)).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(page()).toBe('page:/a'));
    expect(tags.visitedViews.map((v) => v.path)).toEqual(['/home', '/a']);

    fireEvent.contextMenu(tab('页面甲'));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu', { name: '标签操作' })).toBeNull();

    fireEvent.contextMenu(tab('页面甲'));
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭所有' }));
    await waitFor(() => expect(page()).toBe('page:/home'));
    expect(tags.visitedViews.map((v) => v.path)).toEqual(['/home']);
  });

  it('hides the tags bar when multi-tab mode is off', async () => {
    changeSetting('tagsView', false);
    renderShell();
    await screen.findAllByTestId('page');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('functional and plain layouts', () => {
  beforeEach(() => {
    resetStores();
    signIn();
    setWidth(1280);
  });

  it('functional: top menu without sidebar; what does not fit goes into 更多 ... (/menuMore)', async () => {
    changeSetting('layoutType', 'functional');
    renderShell();
    await screen.findAllByTestId('page');
    expect(document.querySelector('.shell-aside')).toBeNull();
    expect(document.querySelector('.shell-topmenu')).not.toBeNull();
    // happy-dom measures 0 px: every entry goes into 'More'
    const bar = document.querySelector('.shell-topmenu') as HTMLElement;
    const more = within(bar).getByText('更多 ...');
    expect(within(bar).queryByText('页面丙')).toBeNull();
    fireEvent.click(more);
    await waitFor(() => expect(page()).toBe('page:/menuMore'));
    expect(screen.getByRole('tablist')).toBeTruthy();
  });

  it('plain: a simple header and the page, no sidebar and no tags', async () => {
    changeSetting('layoutType', 'plain');
    renderShell();
    await screen.findAllByTestId('page');
    expect(document.querySelector('.shell-plainbar')).not.toBeNull();
    expect(document.querySelector('.shell-aside')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('button', { name: '菜单' })).toBeTruthy();
  });
});
