import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import message from 'antd/es/message';
import { Providers } from '../../../../runtime/app/providers';
import { AppContexts } from '../../../../runtime/app/contexts';
import { appState } from '../../../../runtime/state/app';
import { resetSession } from '../../../../runtime/state/session';
import { AuthorizeRoleDialog, AuthorizeUserDialog } from '../../../../business-screens/admin/authorize/AuthorizeDialog';
import BatchAuthorizeDialog from '../../../../business-screens/admin/authorize/BatchAuthorizeDialog';
import { adminComponents } from '../../../../business-screens/admin';
import type { AuthNode } from '../../../../business-screens/admin/authorize/tree';
import type { CustomDialogProps } from '../../../../runtime/views/screens';
import { messageTexts, stubFetch, type Call } from '../../data/net';

// antd's tree, tabs and modal re-render slowly under happy-dom; on a busy machine a second is too short.
configure({ asyncUtilTimeout: 15_000 });
const SLOW = 120_000;

const DATA = '/api/permission/Authority/Data';

const menu = (id: string, fullName: string, children?: AuthNode[], category = 'Web'): AuthNode =>
  ({ id, fullName, type: 'menu', category, ...(children ? { children } : {}) });
const item = (type: string, id: string, fullName: string): AuthNode => ({ id, fullName, type });

const MODULES: AuthNode[] = [
  menu('d-sys', '系统管理', [menu('m-user', '用户管理'), menu('m-role', '角色管理')]),
  menu('m-gold', '黄金价格'),
  menu('a-home', '移动首页', undefined, 'App'),
];

/** The items of each menu, by kind. */
const ITEMS: Record<string, Record<string, AuthNode[]>> = {
  button: {
    'm-user': [item('button', 'b-add', '新增用户'), item('button', 'b-edit', '编辑用户')],
    'm-role': [item('button', 'b-role', '新增角色')],
    'm-gold': [item('button', 'b-gold', '导入金价')],
  },
  column: { 'm-user': [item('column', 'c-name', '姓名列')] },
  form: {},
  resource: { 'm-gold': [item('resource', 's-own', '本人数据')] },
};

/** The server's item tree: menus with such items (limited to `only`) and their ancestors. */
function itemTree(kind: string, only?: Set<string>): AuthNode[] {
  const has = (id: string) => !!ITEMS[kind][id] && (!only || only.has(id));
  const grow = (nodes: AuthNode[]): AuthNode[] => nodes.flatMap((node) => {
    const children = grow(node.children ?? []);
    const own = has(node.id) ? ITEMS[kind][node.id] : [];
    if (!own.length && !children.length) return [];
    return [{ ...node, children: [...own, ...children] }];
  });
  return grow(MODULES);
}

function grantData(ids: Partial<Record<string, string[]>> = {}) {
  return {
    code: 200,
    data: {
      module: { list: MODULES, ids: ids.module ?? [] },
      button: { list: itemTree('button'), ids: ids.button ?? [] },
      column: { list: itemTree('column'), ids: ids.column ?? [] },
      form: { list: itemTree('form'), ids: ids.form ?? [] },
      resource: { list: itemTree('resource'), ids: ids.resource ?? [] },
    },
  };
}

const bodyOf = (call: Call) => JSON.parse(String(call.body)) as Record<string, unknown>;
const valuesReply = (call: Call) => {
  const { type, moduleIds } = bodyOf(call) as { type: string; moduleIds: string[] };
  return { code: 200, data: { list: itemTree(type, new Set(moduleIds)), ids: [] } };
};

function renderDialog(Dialog: (props: CustomDialogProps) => React.ReactNode, row?: Record<string, unknown>) {
  appState.language = 'zh';
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <Providers>
      <AppContexts>
        <Dialog row={row} onClose={onClose} onDone={onDone} />
      </AppContexts>
    </Providers>,
  );
  return { onClose, onDone };
}

const dialog = () => screen.getByRole('dialog');
const nodeOf = (title: string) => within(dialog()).getByText(title).closest('.ant-tree-treenode') as HTMLElement;
const box = (title: string) => nodeOf(title).querySelector('.ant-tree-checkbox') as HTMLElement;
const state = (title: string) => {
  const c = box(title).className;
  return c.includes('ant-tree-checkbox-checked') ? 'checked' : c.includes('ant-tree-checkbox-indeterminate') ? 'half' : 'off';
};
const tab = (name: string) => within(dialog()).getByRole('tab', { name });
const button = (name: RegExp) => within(dialog()).getByRole('button', { name });
const sorted = (value: unknown) => [...(value as string[])].sort();

beforeEach(() => resetSession());
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
});

describe('registration', () => {
  it('registers the three object dialogs and the batch dialog by the names the lists use', async () => {
    const dialogs = adminComponents.dialogs!;
    expect(Object.keys(dialogs).sort()).toEqual(['permission.authorizePosition', 'permission.authorizeRole', 'permission.authorizeUser', 'permission.batchAuthorize']);
    expect((await dialogs['permission.authorizeRole']()).default).toBe(AuthorizeRoleDialog);
    expect((await dialogs['permission.batchAuthorize']()).default).toBe(BatchAuthorizeDialog);
  }, SLOW);
});

describe('authorisation dialog', () => {
  it('shows the granted menus, limits the item tabs to the chosen menus and saves every kind at once', async () => {
    const calls = stubFetch({
      [`GET ${DATA}/r1`]: grantData({ module: ['d-sys', 'm-user'], button: ['b-add', 'b-role'], resource: [] }),
      [`POST ${DATA}/r1/Values`]: valuesReply,
      [`PUT ${DATA}/r1`]: { code: 200, msg: '保存成功' },
    });
    const { onDone } = renderDialog(AuthorizeRoleDialog, { id: 'r1', fullName: '管理员角色' });
    expect(await screen.findByText('权限 - 管理员角色')).toBeTruthy();
    await within(dialog()).findByText('用户管理');
    expect(new URL(calls[0].url).searchParams.get('objectType')).toBe('Role');
    // The saved directory is half-checked because only one of its pages is granted.
    expect([state('用户管理'), state('系统管理'), state('角色管理'), state('黄金价格')]).toEqual(['checked', 'half', 'off', 'off']);
    expect(within(nodeOf('移动首页')).getByText('移动端')).toBeTruthy();

    fireEvent.click(box('黄金价格'));
    await waitFor(() => expect(state('黄金价格')).toBe('checked'));

    // The button tab asks for the tree of the chosen menus (the half-checked directory included).
    fireEvent.click(tab('按钮权限'));
    await within(dialog()).findByText('导入金价');
    const values = calls.filter((c) => c.url.pathname === `${DATA}/r1/Values`);
    expect(values).toHaveLength(1);
    expect(bodyOf(values[0]).type).toBe('button');
    expect(sorted(bodyOf(values[0]).moduleIds)).toEqual(['d-sys', 'm-gold', 'm-user']);
    expect(bodyOf(values[0]).objectType).toBe('Role');
    // Menus not chosen are not offered.
    expect(within(dialog()).queryByText('新增角色')).toBeNull();
    expect(state('新增用户')).toBe('checked');
    fireEvent.click(box('导入金价'));
    await waitFor(() => expect(state('导入金价')).toBe('checked'));

    // Back and forth without a change of menus: no new call.
    fireEvent.click(tab('菜单权限'));
    fireEvent.click(tab('按钮权限'));
    await within(dialog()).findByText('导入金价');
    expect(calls.filter((c) => c.url.pathname === `${DATA}/r1/Values`)).toHaveLength(1);

    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const saved = bodyOf(calls.find((c) => c.method === 'PUT')!);
    expect(saved.objectType).toBe('Role');
    expect(sorted(saved.module)).toEqual(['d-sys', 'm-gold', 'm-user']);
    // b-role was granted under 角色管理, which is no longer chosen: it goes.
    expect(sorted(saved.button)).toEqual(['b-add', 'b-gold']);
    expect(saved.column).toEqual([]);
    expect(saved.form).toEqual([]);
    expect(saved.resource).toEqual([]);
    await waitFor(() => expect(messageTexts()).toContain('保存成功'));
    expect(onDone).toHaveBeenCalledTimes(1);
  }, SLOW);

  it('drops the items of a menu un-chosen in the menu tab, even when their tab was never opened', async () => {
    const calls = stubFetch({
      [`GET ${DATA}/p1`]: grantData({ module: ['d-sys', 'm-user', 'm-gold'], button: ['b-add', 'b-gold'], column: ['c-name'], resource: ['s-own'] }),
      [`PUT ${DATA}/p1`]: { code: 200, msg: '保存成功' },
    });
    const { onDone } = renderDialog((props) => <AuthorizeRoleDialog {...props} />, { id: 'p1', fullName: '出纳' });
    await within(await screen.findByRole('dialog')).findByText('用户管理');
    fireEvent.click(box('用户管理'));
    await waitFor(() => expect(state('系统管理')).toBe('off'));
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const saved = bodyOf(calls.find((c) => c.method === 'PUT')!);
    expect(saved.module).toEqual(['m-gold']);
    expect(saved.button).toEqual(['b-gold']);
    expect(saved.column).toEqual([]);
    expect(saved.resource).toEqual(['s-own']);
    expect(calls.some((c) => c.url.pathname.endsWith('/Values'))).toBe(false);
  }, SLOW);

  it('selects all or none and opens or folds the tree from its toolbar', async () => {
    const calls = stubFetch({ [`GET ${DATA}/r1`]: grantData(), [`PUT ${DATA}/r1`]: { code: 200, msg: '保存成功' } });
    renderDialog(AuthorizeRoleDialog, { id: 'r1', fullName: '角色' });
    await within(await screen.findByRole('dialog')).findByText('用户管理');
    fireEvent.click(button(/^全\s*选$/));
    await waitFor(() => expect(['系统管理', '用户管理', '角色管理', '黄金价格', '移动首页'].map(state)).toEqual(['checked', 'checked', 'checked', 'checked', 'checked']));
    fireEvent.click(button(/^全不选$/));
    await waitFor(() => expect(state('系统管理')).toBe('off'));
    fireEvent.click(button(/^折\s*叠$/));
    await waitFor(() => expect(within(dialog()).queryByText('用户管理')).toBeNull());
    fireEvent.click(button(/^展\s*开$/));
    expect(await within(dialog()).findByText('用户管理')).toBeTruthy();
    fireEvent.click(button(/^全\s*选$/));
    await waitFor(() => expect(state('移动首页')).toBe('checked'));
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(sorted(bodyOf(calls.find((c) => c.method === 'PUT')!).module)).toEqual(['a-home', 'd-sys', 'm-gold', 'm-role', 'm-user']);
  }, SLOW);

  it('shows a load failure with a retry, and an empty item tab asks to choose menus first', async () => {
    let fail = true;
    const calls = stubFetch({ [`GET ${DATA}/r1`]: () => (fail ? { code: 500, msg: '授权服务繁忙' } : grantData()) });
    renderDialog(AuthorizeRoleDialog, { id: 'r1', fullName: '角色' });
    const alert = await within(await screen.findByRole('dialog')).findByText('授权服务繁忙');
    expect(button(/保\s*存/).hasAttribute('disabled')).toBe(true);
    fail = false;
    fireEvent.click(within(alert.closest('.ant-alert') as HTMLElement).getByRole('button', { name: /重\s*试/ }));
    await within(dialog()).findByText('用户管理');
    fireEvent.click(tab('数据权限'));
    expect(await within(dialog()).findByText('请先在菜单权限中选择菜单')).toBeTruthy();
    // Nothing chosen: nothing to ask the server.
    expect(calls.some((c) => c.url.pathname.endsWith('/Values'))).toBe(false);
  }, SLOW);

  it('keeps the dialog open when the save is refused', async () => {
    stubFetch({ [`GET ${DATA}/r1`]: grantData(), [`PUT ${DATA}/r1`]: { code: 400, msg: '按钮：包含不存在的项' } });
    const { onDone } = renderDialog(AuthorizeRoleDialog, { id: 'r1', fullName: '角色' });
    await within(await screen.findByRole('dialog')).findByText('用户管理');
    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(messageTexts()).toContain('按钮：包含不存在的项'));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, SLOW);

  it('explains that the administrator needs no rights, and asks the server nothing', async () => {
    const calls = stubFetch({});
    renderDialog(AuthorizeUserDialog, { id: 'admin', realName: '超级管理员', account: 'admin', isAdministrator: 1 });
    expect(await screen.findByText('权限 - 超级管理员')).toBeTruthy();
    expect(within(dialog()).getByText('超级管理员拥有所有权限，无需授权')).toBeTruthy();
    expect(button(/保\s*存/).hasAttribute('disabled')).toBe(true);
    expect(calls).toHaveLength(0);
  }, SLOW);
});

describe('batch authorisation dialog', () => {
  /** Opens a multi-select by its label and picks the option showing `label`. */
  async function pick(selectLabel: string, label: string) {
    fireEvent.mouseDown(within(dialog()).getByLabelText(selectLabel));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')]
        .find((node) => node.textContent === label);
      if (!found) throw new Error(`no option ${label}`);
      return found as HTMLElement;
    });
    fireEvent.click(option);
  }

  it('picks roles, positions and users, then adds the chosen rights to all of them', async () => {
    const calls = stubFetch({
      'GET /api/permission/Role/Selector': { code: 200, data: { list: [{ id: 'r1', fullName: '管理员角色' }, { id: 'r2', fullName: '财务角色' }] } },
      'GET /api/permission/Position/All': { code: 200, data: { list: [{ id: 'p1', fullName: '出纳岗' }] } },
      'GET /api/permission/Users/All': { code: 200, data: { list: [{ id: 'u1', realName: '张三', account: 'zhangsan' }] } },
      [`GET ${DATA}/r2`]: grantData({ module: ['m-gold'], button: ['b-gold'] }),
      [`POST ${DATA}/r2/Values`]: valuesReply,
      [`POST ${DATA}/Batch`]: { code: 200, msg: '保存成功' },
    });
    const { onDone } = renderDialog(BatchAuthorizeDialog);
    expect(await screen.findByText('批量授权')).toBeTruthy();

    fireEvent.click(button(/下一步/));
    await waitFor(() => expect(messageTexts()).toContain('请选择要授权的角色、岗位或用户'));

    await pick('角色', '财务角色');
    await pick('用户', '张三/zhangsan');
    fireEvent.click(button(/下一步/));
    await within(dialog()).findByText('用户管理');
    // The trees come from the first chosen role; a batch starts with nothing ticked.
    expect(new URL(calls.find((c) => c.url.pathname === `${DATA}/r2`)!.url).searchParams.get('objectType')).toBe('Role');
    expect(state('黄金价格')).toBe('off');

    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(messageTexts()).toContain('请选择要授予的权限'));
    expect(calls.some((c) => c.url.pathname === `${DATA}/Batch`)).toBe(false);

    fireEvent.click(box('用户管理'));
    fireEvent.click(tab('按钮权限'));
    await within(dialog()).findByText('编辑用户');
    fireEvent.click(box('编辑用户'));
    await waitFor(() => expect(state('编辑用户')).toBe('checked'));

    fireEvent.click(button(/保\s*存/));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const batch = bodyOf(calls.find((c) => c.url.pathname === `${DATA}/Batch`)!);
    expect(batch).toMatchObject({ roleIds: ['r2'], positionIds: [], userIds: ['u1'], button: ['b-edit'], column: [], form: [], resource: [] });
    expect(sorted(batch.module)).toEqual(['d-sys', 'm-user']);
    expect(messageTexts()).toContain('保存成功');
  }, SLOW);
});
