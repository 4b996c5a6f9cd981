import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import message from 'antd/es/message';
import { MenuView, loadSchemaPage } from '../../../../runtime/views/MenuView';
import { RENDERER_LOADERS } from '../../../../runtime/renderers/loaders';
import { FIXED_ROUTES } from '../../../../runtime/permission/fixed';
import { buildMenuRoutes } from '../../../../runtime/permission/routes';
import { appState } from '../../../../runtime/state/app';
import { resetSession, session, type MenuEntry } from '../../../../runtime/state/session';
import type { FormSchema, ListSchema } from '../../../../schemas';
import { validateSchemaDocument } from '../../../../schemas/validate';
import { stubFetch, type Call } from '../../data/net';
import { renderPage } from '../../login/harness';

// A published design as the server's Config serves it (contract of issue 17): the design id is the modelId.
const ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const MENU_ID = 'm-leave';
const CONFIG = `GET /api/visualdev/OnlineDev/${ID}/Config`;
const LIST = `POST /api/_m/${ID}/List`;

function form(extra: Partial<FormSchema> = {}): FormSchema {
  return {
    schemaVersion: 1,
    type: 'form',
    id: `vd.${ID}.form`,
    title: '请假单',
    api: {
      get: { method: 'GET', url: `/api/_m/${ID}/{{id}}`, replyJson: 'data' },
      save: [{ method: 'PUT', url: `/api/_m/${ID}/{{id}}`, when: 'id' }, { method: 'POST', url: `/api/_m/${ID}` }],
    },
    fields: [
      { vModel: 'applicant', jnpfKey: 'comInput', label: '申请人' },
      { vModel: 'reason', jnpfKey: 'comInput', label: '事由' },
    ],
    ...extra,
  };
}

function list(columns: ListSchema['columns'] = [{ prop: 'applicant', label: '申请人' }, { prop: 'reason', label: '事由' }]): ListSchema {
  return {
    schemaVersion: 1,
    type: 'list',
    id: `vd.${ID}.list`,
    title: '请假',
    permissions: ['btn_add', 'btn_edit', 'btn_remove'],
    api: { list: { method: 'POST', url: `/api/_m/${ID}/List` }, remove: { method: 'POST', url: `/api/_m/batchDelete/${ID}`, body: { ids: '{{ids}}' } } },
    model: { form: `vd.${ID}.form` },
    columns,
    toolbar: [{ action: 'add', permission: 'btn_add', form: `vd.${ID}.form` }],
    rowActions: [{ action: 'edit', permission: 'btn_edit', form: `vd.${ID}.form` }, { action: 'remove', permission: 'btn_remove' }],
    pagination: { pageSize: 20, pageSizes: [20, 50, 100] },
  };
}

const config = (formData: unknown, columnData: unknown, webType = '2') => ({
  code: 200,
  data: { formData: typeof formData === 'string' ? formData : JSON.stringify(formData), columnData: typeof columnData === 'string' ? columnData : JSON.stringify(columnData), webType, fullName: '请假', flowId: null },
});

const ROWS = {
  code: 200,
  data: { list: [{ id: 'r1', applicant: '张三', reason: '年假' }, { id: 'r2', applicant: '李四', reason: '病假' }], pagination: { currentPage: 1, pageSize: 20, total: 2 } },
};

function signIn(buttons: string[]) {
  const menu: MenuEntry[] = [{ id: MENU_ID, enCode: 'vd.leave', fullName: '请假管理', type: 3, urlAddress: 'model/vd.leave', propertyJson: JSON.stringify({ moduleId: ID }) }];
  const { routes, menus } = buildMenuRoutes(menu, { token: 't', dataV: '/DataV' });
  session.token = 'Bearer t';
  session.menuList = menus;
  session.routes = [...FIXED_ROUTES, ...routes];
  session.userInfo = { userId: 'u', userAccount: 'admin', account: 'admin', userName: 'A', realName: 'A', prevLogin: 0 };
  // The permission entry of the menu (its id is the route's modelId) holds the buttons the publish wrote.
  session.permissionList = [{ modelId: MENU_ID, column: [], button: buttons.map((enCode) => ({ id: enCode, fullName: enCode, enCode })) }];
}

const open = () => renderPage('/model/vd.leave', '$', MenuView);
const configCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === `/api/visualdev/OnlineDev/${ID}/Config`);

// The lazy modules a visit loads, loaded once up front: the tests wait for the page, not for the transform.
beforeAll(async () => {
  await Promise.all([
    loadSchemaPage(), RENDERER_LOADERS.list(), RENDERER_LOADERS.form(),
    import('../../../../runtime/renderers/dynamic-model/DynamicModelView'), import('../../../../runtime/renderers/form/FormDialog'),
  ]);
}, 60_000);

beforeEach(() => {
  resetSession();
  appState.language = 'zh';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  message.destroy();
  resetSession();
  localStorage.clear();
});

describe('dynamic model renderer (menu type 3)', () => {
  it('the fixtures are valid page schemas', () => {
    expect(validateSchemaDocument(form())).toMatchObject({ ok: true });
    expect(validateSchemaDocument(list())).toMatchObject({ ok: true });
  });

  it('reads the Config of the menu’s design and renders its list with its columns, buttons guarded by the menu', async () => {
    signIn(['btn_add', 'btn_edit']);
    const calls = stubFetch({ [CONFIG]: config(form(), list()), [LIST]: ROWS });
    open();
    expect(await screen.findByText('张三', {}, { timeout: 5000 })).toBeTruthy();
    expect(configCalls(calls)).toHaveLength(1);
    const header = document.querySelector('thead') as HTMLElement;
    expect(within(header).getByText('申请人')).toBeTruthy();
    expect(within(header).getByText('事由')).toBeTruthy();
    expect(screen.getByText('病假')).toBeTruthy();
    // Granted btn_add and btn_edit for the menu, not btn_remove.
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /编\s*辑/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    const listCall = calls.find((c) => c.url.pathname === `/api/_m/${ID}/List`)!;
    expect(JSON.parse(String(listCall.body))).toMatchObject({ currentPage: 1, pageSize: 20 });
  });

  it('edits a row through the registered form, whose record comes as JSON text', async () => {
    signIn(['btn_edit']);
    const calls = stubFetch({
      [CONFIG]: config(form(), list()),
      [LIST]: ROWS,
      [`GET /api/_m/${ID}/r1`]: { code: 200, data: { id: 'r1', data: JSON.stringify({ applicant: '张三', reason: '年假' }) } },
      [`PUT /api/_m/${ID}/r1`]: { code: 200, msg: '修改成功' },
    });
    open();
    await screen.findByText('张三', {}, { timeout: 5000 });
    fireEvent.click(screen.getAllByRole('button', { name: /编\s*辑/ })[0]);
    // The form's own dialog replaces the loading one once its schema is there.
    const reason = () => document.querySelector('.ant-modal [data-field="reason"] input') as HTMLInputElement | null;
    await waitFor(() => expect(reason()?.value).toBe('年假'), { timeout: 5000 });
    fireEvent.change(reason()!, { target: { value: '调休' } });
    const dialog = reason()!.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(String(put.body))).toMatchObject({ id: 'r1', applicant: '张三', reason: '调休' });
  });

  it('shows the not-available view with the menu title when the Config call fails', async () => {
    signIn(['btn_add']);
    const calls = stubFetch({ [CONFIG]: { code: 404, msg: '该功能未发布' } });
    open();
    expect(await screen.findByText('该功能未发布')).toBeTruthy();
    expect(screen.getByText('请假管理')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.includes('/api/_m/'))).toBe(false);
  });

  it('shows an error view, not a crash, when a design text does not parse', async () => {
    signIn(['btn_add']);
    stubFetch({ [CONFIG]: config('{"type":"form",', list()) });
    open();
    expect(await screen.findByText(/^该功能的表单设计有误：/)).toBeTruthy();
    expect(screen.getByText('请假管理')).toBeTruthy();
  });

  it('names the first problem of a design that does not validate', async () => {
    signIn(['btn_add']);
    stubFetch({ [CONFIG]: config(form(), list([])) });
    open();
    expect(await screen.findByText('该功能的列表设计有误：/columns: must NOT have fewer than 1 items')).toBeTruthy();
  });

  it('shows the form alone for a form-only design (webType 1)', async () => {
    signIn([]);
    const calls = stubFetch({ [CONFIG]: config(form(), '', '1') });
    open();
    expect(await screen.findByText('事由', {}, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelector('[data-field="applicant"] input')).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
    expect(calls.some((c) => c.url.pathname === `/api/_m/${ID}/List`)).toBe(false);
  });

  it('shows the republished design on the next visit', async () => {
    signIn([]);
    stubFetch({ [CONFIG]: config(form(), list()), [LIST]: ROWS });
    const first = open();
    await screen.findByText('张三', {}, { timeout: 5000 });
    first.unmount();

    const wider = list([{ prop: 'applicant', label: '申请人' }, { prop: 'reason', label: '事由' }, { prop: 'days', label: '天数' }]);
    stubFetch({ [CONFIG]: config(form(), wider), [LIST]: ROWS });
    open();
    const header = await waitFor(() => {
      const head = document.querySelector('thead') as HTMLElement | null;
      expect(head && within(head).queryByText('天数')).toBeTruthy();
      return head as HTMLElement;
    }, { timeout: 5000 });
    expect(within(header).getByText('申请人')).toBeTruthy();
  });
});
