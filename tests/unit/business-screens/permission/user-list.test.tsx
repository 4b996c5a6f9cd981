import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userList from '../../../../business-screens/permission/user/list.json';
import { validateSchemaDocument } from '../../../../schemas/validate';
import type { ListSchema } from '../../../../schemas/types';
import { stubFetch, type Call } from '../../data/net';
import { grant, installListTestHooks, listCalls, page, params, renderList } from '../../renderers/list/harness';

const BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_resetPassword', 'btn_authorize'];
installListTestHooks(BUTTONS);

function schema(): ListSchema {
  const result = validateSchemaDocument(userList);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.schema as ListSchema;
}

const ROWS = [
  { id: 'u0', account: 'admin', realName: '管理员', gender: 1, department: '运营部', position: '', roleName: '', mobilePhone: '', enabledMark: 1,
    creatorTime: Date.UTC(2024, 0, 2, 3, 4), sortCode: 0, isAdministrator: 1 },
  { id: 'u1', account: 'zhangsan', realName: '张三', gender: 2, department: '财务部', position: '出纳', roleName: '财务角色', mobilePhone: '13800000000',
    enabledMark: 0, creatorTime: Date.UTC(2024, 5, 1, 8, 0), sortCode: 2, isAdministrator: 0 },
];

const TREE = {
  code: 200,
  data: { list: [{ id: 'c1', fullName: '金源黄金集团', type: 'company', children: [{ id: 'd1', fullName: '运营部', type: 'department' }, { id: 'd2', fullName: '财务部', type: 'department' }] }] },
};

const SEX = { code: 200, data: { list: [{ id: 's1', enCode: '1', fullName: '男' }, { id: 's2', enCode: '2', fullName: '女' }] } };

function stubServer(): Call[] {
  return stubFetch({
    'GET /api/permission/Users': page(ROWS),
    'GET /api/permission/Organize/Tree': TREE,
    'GET /api/system/DictionaryData/sex/Data/Selector': SEX,
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.textContent);

/** The row actions behind a row's 更多 menu (a row shows three at most). */
async function moreOf(row: HTMLElement): Promise<string[]> {
  fireEvent.click(within(row).getByRole('button', { name: '更多' }));
  const menu = await screen.findByRole('menu');
  return within(menu).getAllByRole('menuitem').map((i) => i.textContent ?? '');
}

// Rendering the whole list (antd, grid, dictionary) takes seconds on a busy machine.
describe('user list (permission/user)', { timeout: 30_000 }, () => {
  it('shows the columns of the brief with gender from dictionary sex and the status as a tag', async () => {
    stubServer();
    renderList(schema());
    await screen.findByText('zhangsan');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent?.trim()))
      .toEqual(['账户', '姓名', '状态', '性别', '所属部门', '岗位', '角色', '手机号码', '创建时间', '排序', '操作']);
    const row = rowOf('zhangsan');
    await waitFor(() => expect(within(row).getByText('女')).toBeTruthy());
    expect(within(row).getByText('停用')).toBeTruthy();
    expect(within(row).getByText('出纳')).toBeTruthy();
    expect(within(rowOf('admin')).getByText('正常')).toBeTruthy();
  });

  it('offers a user edit, 权限, 重置密码, 启用 and delete, but the administrator only 权限', async () => {
    stubServer();
    renderList(schema());
    await screen.findByText('zhangsan');
    expect(buttonsOf(rowOf('zhangsan'))).toEqual(['编辑', '权限', '数据归属', '更多']);
    expect(await moreOf(rowOf('zhangsan'))).toEqual(['重置密码', '启用', '删除']);
    expect(buttonsOf(rowOf('admin'))).toEqual(['权限']);
  });

  it('drops the guarded buttons the permission list lacks', async () => {
    stubServer();
    grant(['btn_edit']);
    renderList(schema());
    await screen.findByText('zhangsan');
    expect(buttonsOf(rowOf('zhangsan'))).toEqual(['编辑', '数据归属', '启用']);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });

  it('filters by the organisation chosen in the left tree (organizeId) and by keyword', async () => {
    const calls = stubServer();
    const { container } = renderList(schema());
    await screen.findByText('zhangsan');
    const tree = container.querySelector('.gl-tree') as HTMLElement;
    expect(within(tree).getByText('组织机构')).toBeTruthy();
    fireEvent.click(within(tree).getByText('财务部'));
    await waitFor(() => expect(params(listCalls(calls, '/api/permission/Users').at(-1)!)).toMatchObject({ organizeId: 'd2', currentPage: '1' }));

    fireEvent.change(screen.getByPlaceholderText('请输入账户、姓名或手机号码'), { target: { value: '张' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(params(listCalls(calls, '/api/permission/Users').at(-1)!)).toMatchObject({ keyword: '张', organizeId: 'd2' }));
  });

  it('toggles a disabled user with PUT /Users/{id}/Actions/State and reloads', async () => {
    const calls = stubFetch({
      'GET /api/permission/Users': page(ROWS),
      'GET /api/permission/Organize/Tree': TREE,
      'GET /api/system/DictionaryData/sex/Data/Selector': SEX,
      'PUT /api/permission/Users/u1/Actions/State': { code: 200, msg: '更新成功', data: { enabledMark: 1 } },
    });
    renderList(schema());
    await screen.findByText('zhangsan');
    const before = listCalls(calls, '/api/permission/Users').length;
    await moreOf(rowOf('zhangsan'));
    fireEvent.click(screen.getByRole('menuitem', { name: '启用' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/permission/Users/u1/Actions/State')).toBe(true));
    await waitFor(() => expect(listCalls(calls, '/api/permission/Users').length).toBe(before + 1));
  });
});
