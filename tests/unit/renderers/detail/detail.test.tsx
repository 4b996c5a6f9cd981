import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentRouteContext } from '../../../../runtime/permission/context';
import { DetailRenderer } from '../../../../runtime/renderers/detail';
import { registerSchemas } from '../../../../runtime/renderers/registry';
import { appState } from '../../../../runtime/state/app';
import { session, type AppRoute } from '../../../../runtime/state/session';
import type { DetailSchema, FormSchema, ListSchema } from '../../../../schemas';
import { stubFetch, type Call } from '../../data/net';
import { Wrap, bodyOf } from '../form/harness';

const MODEL_ID = 'm-spv-detail';
const route: AppRoute = { path: '/gold/spvs/detail/:id', name: 'spv-detail', view: 'page', meta: { title: 'spv-detail', zhTitle: 'SPV详情', modelId: MODEL_ID } };

const STATUS = [
  { label: { zh: '启用', en: 'Enabled' }, value: 1, color: 'green' },
  { label: { zh: '停用', en: 'Disabled' }, value: 0, color: 'red' },
];

const form: FormSchema = {
  schemaVersion: 1,
  type: 'form',
  id: 'test.detail.form',
  title: 'SPV',
  api: { get: { method: 'GET', url: '/api/spv/detail/{{id}}' }, save: { method: 'POST', url: '/api/spv/edit' } },
  fields: [{ vModel: 'name', jnpfKey: 'comInput', label: { zh: 'SPV名称', en: 'Name' }, required: true }],
};

const history: ListSchema = {
  schemaVersion: 1,
  type: 'list',
  id: 'test.detail.history',
  title: { zh: 'SPV修改记录', en: 'SPV history' },
  api: { list: { method: 'GET', url: '/api/updateRecord/page?entityType=spv&entityId={{route.id}}' } },
  model: { fields: ['id', 'fieldName', 'oldValue', 'newValue'] },
  columns: [
    { prop: 'fieldName', label: { zh: '修改字段', en: 'Field' } },
    { prop: 'oldValue', label: { zh: '修改前', en: 'Before' } },
    { prop: 'newValue', label: { zh: '修改后', en: 'After' } },
  ],
  pagination: { pageSize: 20, pageSizes: [20, 50, 100, 500] },
};

const detail: DetailSchema = {
  schemaVersion: 1,
  type: 'detail',
  id: 'test.detail',
  title: { zh: 'SPV详情', en: 'SPV detail' },
  permissions: ['btn_edit'],
  api: { get: { method: 'GET', url: '/api/spv/detail/{{route.id}}' } },
  fields: [
    { jnpfKey: 'groupTitle', label: { zh: '基本信息', en: 'Basic information' } },
    {
      jnpfKey: 'row',
      children: [
        { vModel: 'name', jnpfKey: 'comInput', label: { zh: 'SPV名称', en: 'Name' }, span: 12 },
        { vModel: 'status', jnpfKey: 'radio', label: { zh: '状态', en: 'Status' }, span: 12, options: STATUS },
        { vModel: 'creditLimit', jnpfKey: 'amount', label: { zh: '授信额度(元)', en: 'Credit limit' }, span: 12 },
        { vModel: 'frozenReason', jnpfKey: 'comInput', label: '冻结原因', span: 12, visibleOn: 'status == 0' },
        { vModel: 'remark', jnpfKey: 'textarea', label: '备注', span: 24 },
      ],
    },
    { jnpfKey: 'card', label: '记录信息', children: [{ vModel: 'createdByName', jnpfKey: 'comInput', label: '创建人' }] },
  ],
  tabs: [{ label: { zh: '修改记录', en: 'History' }, list: 'test.detail.history' }],
  actions: [{ action: 'edit', permission: 'btn_edit', form: 'test.detail.form' }],
};

const EMPTY_PAGE = { code: 200, data: { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } } };

const record = { id: '5', name: '深圳金主体', status: 1, creditLimit: '1234567.5', frozenReason: '逾期', remark: '', createdByName: '管理员', version: 2 };

function grant(buttons: string[]): void {
  session.permissionList = [{ modelId: MODEL_ID, button: buttons.map((enCode) => ({ id: enCode, fullName: enCode, enCode })), column: [] }];
}

function renderDetail(schema: DetailSchema = detail, routeParams: Record<string, string> = { id: '5' }) {
  appState.language = 'zh';
  const user = userEvent.setup();
  const view = render(
    <Wrap>
      <CurrentRouteContext.Provider value={route}>
        <DetailRenderer schema={schema} routeParams={routeParams} />
      </CurrentRouteContext.Provider>
    </Wrap>,
  );
  return { ...view, user };
}

const valueOf = (container: HTMLElement, vModel: string) => container.querySelector(`[data-field="${vModel}"] .schema-detail-value`)?.textContent ?? null;
const gets = (calls: Call[], path: string) => calls.filter((c) => c.method === 'GET' && c.url.pathname === path);

beforeEach(() => {
  registerSchemas({ 'test.detail.form': async () => form, 'test.detail.history': async () => history });
  grant(['btn_edit']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DetailRenderer', () => {
  it('shows the record through each widget Display, with sections and visibleOn', async () => {
    const calls = stubFetch({ 'GET /api/spv/detail/5': { code: 200, data: record }, 'GET /api/updateRecord/page': EMPTY_PAGE });
    const { container } = renderDetail();
    await waitFor(() => expect(valueOf(container, 'name')).toBe('深圳金主体'));
    expect(gets(calls, '/api/spv/detail/5')).toHaveLength(1);
    expect(screen.getByText('SPV详情')).toBeTruthy();
    expect(screen.getByText('基本信息')).toBeTruthy();
    expect(valueOf(container, 'status')).toBe('启用');
    expect(valueOf(container, 'creditLimit')).toContain('1,234,567.50');
    expect(valueOf(container, 'remark')).toBe('—');
    // status is 1: the freeze reason is not shown.
    expect(container.querySelector('[data-field="frozenReason"]')).toBeNull();
    const card = screen.getByText('记录信息').closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('管理员')).toBeTruthy();
    expect(container.querySelector('.schema-detail-value input, .schema-detail-value textarea')).toBeNull();
  });

  it('shows a field whose visibleOn holds for the record', async () => {
    stubFetch({ 'GET /api/spv/detail/5': { code: 200, data: { ...record, status: 0 } }, 'GET /api/updateRecord/page': EMPTY_PAGE });
    const { container } = renderDetail();
    await waitFor(() => expect(valueOf(container, 'frozenReason')).toBe('逾期'));
    expect(valueOf(container, 'status')).toBe('停用');
  });

  it('renders the history tab through the list renderer with the route params', async () => {
    const calls = stubFetch({
      'GET /api/spv/detail/5': { code: 200, data: record },
      'GET /api/updateRecord/page': {
        code: 200,
        data: { list: [{ id: 'h1', fieldName: 'SPV名称', oldValue: '旧主体', newValue: '深圳金主体' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } },
      },
    });
    renderDetail();
    expect(await screen.findByRole('tab', { name: '修改记录' })).toBeTruthy();
    expect(await screen.findByText('旧主体')).toBeTruthy();
    const [list] = gets(calls, '/api/updateRecord/page');
    expect(list.url.searchParams.get('entityType')).toBe('spv');
    expect(list.url.searchParams.get('entityId')).toBe('5');
  });

  it('edits the record in the form dialog, then reloads the record and the history', async () => {
    let name = '深圳金主体';
    const calls = stubFetch({
      'GET /api/spv/detail/5': () => ({ code: 200, data: { ...record, name } }),
      'POST /api/spv/edit': (call: Call) => {
        name = String(bodyOf(call).name);
        return { code: 200, msg: '修改成功', data: null };
      },
      'GET /api/updateRecord/page': EMPTY_PAGE,
    });
    const { container, user } = renderDetail();
    await waitFor(() => expect(valueOf(container, 'name')).toBe('深圳金主体'));
    await waitFor(() => expect(gets(calls, '/api/updateRecord/page')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: '编 辑' }));
    expect(await screen.findByText('编辑SPV')).toBeTruthy();
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('.ant-modal [data-field="name"] input');
      if (!found?.value) throw new Error('form not loaded yet');
      return found;
    });
    expect(input.value).toBe('深圳金主体');
    await user.clear(input);
    await user.type(input, '广州金主体');
    await user.click(screen.getByRole('button', { name: '确 定' }));

    await waitFor(() => expect(valueOf(container, 'name')).toBe('广州金主体'));
    expect(bodyOf(calls.find((c) => c.method === 'POST')!)).toEqual({ name: '广州金主体', id: '5', version: 2 });
    await waitFor(() => expect(gets(calls, '/api/updateRecord/page')).toHaveLength(2));
  });

  it('hides an action whose permission the user lacks', async () => {
    grant([]);
    stubFetch({ 'GET /api/spv/detail/5': { code: 200, data: record }, 'GET /api/updateRecord/page': EMPTY_PAGE });
    const { container } = renderDetail();
    await waitFor(() => expect(valueOf(container, 'name')).toBe('深圳金主体'));
    expect(screen.queryByRole('button', { name: '编 辑' })).toBeNull();
  });

  it('shows a missing record with the reply message and a back button', async () => {
    stubFetch({ 'GET /api/spv/detail/404': { code: 404, msg: 'SPV不存在或已删除' } });
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { user, container } = renderDetail(detail, { id: '404' });
    await waitFor(() => expect(container.querySelector('.ant-result-title')?.textContent).toBe('SPV不存在或已删除'));
    await user.click(screen.getByRole('button', { name: '返 回' }));
    expect(back).toHaveBeenCalled();
  });

  it('shows a failed load with a retry', async () => {
    let replies = 0;
    stubFetch({
      'GET /api/spv/detail/5': () => (++replies === 1 ? { code: 500, msg: '服务器繁忙' } : { code: 200, data: record }),
      'GET /api/updateRecord/page': EMPTY_PAGE,
    });
    const { user, container } = renderDetail();
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重 试' }));
    await waitFor(() => expect(valueOf(container, 'name')).toBe('深圳金主体'));
  });
});
