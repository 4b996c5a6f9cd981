import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Providers } from '../../../../runtime/app/providers';
import { appState } from '../../../../runtime/state/app';
import { activateLanguage, i18n, loadWholeCatalog } from '../../../../runtime/i18n';
import { GrantTabs } from '../../../../business-screens/admin/authorize/GrantTabs';
import type { GrantEditor, TabTree } from '../../../../business-screens/admin/authorize/useGrantEditor';
import type { AuthNode, GrantKind } from '../../../../business-screens/admin/authorize/tree';

const MENUS: AuthNode[] = [{ id: 'm-user', fullName: '用户管理', type: 'menu', category: 'Web' }];

/** A ready editor with menus chosen; the item tabs answer the given trees (none by default). */
function editor(active: GrantKind, items: Partial<Record<GrantKind, AuthNode[]>> = {}, menuCount = 1): GrantEditor {
  const tab = (kind: GrantKind): TabTree => ({
    nodes: kind === 'module' ? MENUS : items[kind] ?? [],
    loading: false, error: null, retry: vi.fn(), checked: [], expanded: undefined,
  });
  return {
    status: 'ready', error: null, retry: vi.fn(), active, setActive: vi.fn(), tab,
    check: vi.fn(), checkAll: vi.fn(), expand: vi.fn(), menuCount, lists: vi.fn(),
  } as GrantEditor;
}

function show(active: GrantKind, language: 'zh' | 'zhtw' | 'en' = 'zh', items: Partial<Record<GrantKind, AuthNode[]>> = {}, menuCount = 1) {
  appState.language = language;
  return render(<Providers><GrantTabs editor={editor(active, items, menuCount)} /></Providers>);
}

afterEach(() => {
  appState.language = 'zh';
  // Back to the source language with no catalog, as tests/unit/setup.ts leaves it.
  i18n.loadAndActivate({ locale: 'zh', messages: {} });
});

describe('authorisation tabs: empty column and form tabs (issue 19 item 6)', () => {
  it('explains on 列表权限 how to give a menu columns', () => {
    show('column');
    expect(screen.getByText('所选菜单尚未配置列表字段。在 系统管理 > 菜单管理 中为菜单添加“列表字段”后即可在此授权。')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('explains on 表单权限 how to give a menu forms', () => {
    show('form');
    expect(screen.getByText('所选菜单尚未配置表单字段。在 系统管理 > 菜单管理 中为菜单添加“表单字段”后即可在此授权。')).toBeTruthy();
  });

  it('keeps 暂无数据 for an empty button tab and asks for menus first when none is chosen', () => {
    const { unmount } = show('button');
    expect(screen.getByText('暂无数据')).toBeTruthy();
    unmount();
    show('column', 'zh', {}, 0);
    expect(screen.getByText('请先在菜单权限中选择菜单')).toBeTruthy();
  });

  it('shows the tree, not the explanation, when a menu has columns', () => {
    show('column', 'zh', { column: [{ ...MENUS[0], children: [{ id: 'c-name', fullName: '姓名列', type: 'column' }] }] });
    expect(screen.getByText('姓名列')).toBeTruthy();
    expect(screen.queryByText(/尚未配置列表字段/)).toBeNull();
  });

  it('is translated', async () => {
    await loadWholeCatalog();
    await activateLanguage('en');
    const { unmount } = show('column', 'en');
    expect(screen.getByText('None of the chosen menus has list columns yet. Add "Columns" to a menu in System > Menus to grant them here.')).toBeTruthy();
    unmount();
    await activateLanguage('zhtw');
    show('form', 'zhtw');
    expect(screen.getByText('所選選單尚未設定表單欄位。在 系統管理 > 選單管理 中為選單新增「表單欄位」後即可在此授權。')).toBeTruthy();
  });
});
