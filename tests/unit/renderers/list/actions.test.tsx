import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setNavigator } from '../../../../runtime/data/navigate';
import { registerSchemas } from '../../../../runtime/renderers/registry';
import { messageTexts, stubFetch, type Call } from '../../data/net';
import { ALL_BUTTONS, grant, listCalls, page, renderList, spvRows, spvSchema, installListTestHooks } from './harness';

const visits: string[] = [];
installListTestHooks(undefined, {
  before: () => {
    visits.length = 0;
    setNavigator((href) => visits.push(href));
  },
  after: () => setNavigator(null),
});

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定|OK/ });
const body = (call: Call) => JSON.parse(String(call.body)) as unknown;

describe('list renderer: permission guards (docs/product.md#permissions)', () => {
  it.each([
    ['btn_add', /新\s*增/],
    ['btn_download', /导\s*出/],
    ['btn_edit', /^编辑$/],
    ['btn_remove', /^删除$/],
  ])('removes the button when %s is missing from the permission list', async (code, name) => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(2)) });
    grant(ALL_BUTTONS.filter((c) => c !== code));
    renderList(spvSchema());
    await screen.findByText('SPV001');
    expect(screen.queryAllByRole('button', { name })).toHaveLength(0);
    // The other guarded buttons are there, so the absence is the guard's doing.
    for (const [other, otherName] of [['btn_add', /新\s*增/], ['btn_download', /导\s*出/], ['btn_edit', /^编辑$/], ['btn_remove', /^删除$/]] as const) {
      if (other !== code) expect(screen.queryAllByRole('button', { name: otherName }).length).toBeGreaterThan(0);
    }
  });

  it('shows no guarded button when the route has no permission entry, but keeps unguarded ones', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    grant([]);
    const schema = spvSchema();
    schema.rowActions!.push({ action: 'history', to: '/gold/spvs/history/{{row.id}}' });
    renderList(schema);
    await screen.findByText('SPV000');
    for (const name of [/新\s*增/, /导\s*出/, /批量删除/, /^编辑$/, /^删除$/, /^详情$/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: '历史' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
    // The name column links to detail, which the user may not open: plain text.
    expect(screen.queryByRole('button', { name: '主体0' })).toBeNull();
    expect(screen.queryAllByRole('checkbox', { name: '选择' })).toHaveLength(0);
  });
});

describe('list renderer: remove', () => {
  it('asks 此操作将永久删除该数据, 是否继续? then sends DELETE with the row id and reloads', async () => {
    const calls = stubFetch({
      'GET /api/spv/page': page(spvRows(2)),
      'DELETE /api/spv/delete': { code: 200, msg: '删除成功' },
    });
    renderList(spvSchema());
    await screen.findByText('SPV001');
    const loads = listCalls(calls).length;
    fireEvent.click(within(rowOf('SPV001')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('此操作将永久删除该数据, 是否继续?')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(body(calls.find((c) => c.method === 'DELETE')!)).toEqual({ ids: ['r1'] });
    await waitFor(() => expect(messageTexts()).toContain('删除成功'));
    await waitFor(() => expect(listCalls(calls).length).toBe(loads + 1));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    renderList(spvSchema());
    await screen.findByText('SPV000');
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消|Cancel/ }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('batch remove needs a selection, then deletes the ticked rows after confirmation', async () => {
    const calls = stubFetch({
      'GET /api/spv/page': page(spvRows(3)),
      'DELETE /api/spv/delete': { code: 200, msg: '删除成功' },
    });
    renderList(spvSchema());
    await screen.findByText('SPV002');
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    await waitFor(() => expect(messageTexts()).toContain('请选择要删除的数据'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(rowOf('SPV000')).getByRole('checkbox', { name: '选择' }));
    fireEvent.click(within(rowOf('SPV002')).getByRole('checkbox', { name: '选择' }));
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('此操作将永久删除该数据, 是否继续?')).toBeTruthy();
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(body(calls.find((c) => c.method === 'DELETE')!)).toEqual({ ids: ['r0', 'r2'] });
  });
});

describe('list renderer: export and navigation', () => {
  it('exports with the current search and shows the loading state until the file arrives', async () => {
    let release: (r: Response) => void = () => {};
    const calls = stubFetch({
      'GET /api/spv/page': page(spvRows(1)),
      'POST /api/spv/export': () => new Response(new Blob(['x']), { headers: { 'Content-Type': 'application/octet-stream' } }),
    });
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/spv/export') ? real(input, init).then((r) => new Promise<Response>((resolve) => { release = () => resolve(r); })) : real(input, init));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    renderList(spvSchema());
    await screen.findByText('SPV000');
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '金' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listCalls(calls).length).toBe(2));

    const button = screen.getByRole('button', { name: /导\s*出/ });
    fireEvent.click(button);
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    const exportCall = calls.find((c) => c.url.pathname === '/api/spv/export')!;
    expect(body(exportCall)).toEqual({ keyword: '金' });
    release(new Response());
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('an empty export shows 文件下载（导出）失败 once', async () => {
    stubFetch({
      'GET /api/spv/page': page(spvRows(1)),
      'POST /api/spv/export': () => new Response(new Blob([]), { headers: { 'Content-Type': 'application/octet-stream' } }),
    });
    renderList(spvSchema());
    await screen.findByText('SPV000');
    const button = screen.getByRole('button', { name: /导\s*出/ });
    fireEvent.click(button);
    await waitFor(() => expect(messageTexts()).toEqual(['文件下载（导出）失败']));
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
  });

  it('a link column and the detail action go to the resolved route', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(2)) });
    renderList(spvSchema());
    await screen.findByText('SPV001');
    fireEvent.click(screen.getByRole('button', { name: '主体1' }));
    expect(visits).toEqual(['/gold/spvs/detail/r1']);
    fireEvent.click(within(rowOf('SPV000')).getByRole('button', { name: '详情' }));
    expect(visits).toEqual(['/gold/spvs/detail/r1', '/gold/spvs/detail/r0']);
  });
});

describe('list renderer: visibleOn and api actions', () => {
  const freezable = () => spvSchema({
    rowActions: [
      { action: 'edit', permission: 'btn_edit', form: 'gold.spv.form', visibleOn: 'row.status != 1' },
      { action: 'api', name: 'freeze', label: { zh: '冻结', en: 'Freeze' }, api: { method: 'POST', url: '/api/spv/{{row.id}}/freeze' }, visibleOn: 'status == 1', confirm: { zh: '确定冻结该主体吗?' } },
    ],
  });

  it('shows a row action only on rows where its visibleOn holds', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(2)) });
    renderList(freezable());
    await screen.findByText('SPV001');
    // r0 has status 0, r1 status 1.
    expect(within(rowOf('SPV000')).queryByRole('button', { name: '冻结' })).toBeNull();
    expect(within(rowOf('SPV000')).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(rowOf('SPV001')).getByRole('button', { name: '冻结' })).toBeTruthy();
    expect(within(rowOf('SPV001')).queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('an api action confirms, calls its API for the row, shows the reply message and reloads', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(2)), 'POST /api/spv/r1/freeze': { code: 200, msg: '已冻结' } });
    renderList(freezable());
    await screen.findByText('SPV001');
    fireEvent.click(screen.getByRole('button', { name: '冻结' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定冻结该主体吗?')).toBeTruthy();
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(messageTexts()).toContain('已冻结'));
    expect(calls.filter((c) => c.url.pathname === '/api/spv/r1/freeze')).toHaveLength(1);
    await waitFor(() => expect(listCalls(calls).length).toBe(2));
  });
});

describe('list renderer: form dialog', () => {
  const formInput = () =>
    waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('.ant-modal [data-field="name"] input');
      if (!input) throw new Error('no form input yet');
      return input;
    });
  const registerForm = (api: Record<string, unknown>) =>
    registerSchemas({
      'gold.spv.form': async () => ({
        schemaVersion: 1, type: 'form', id: 'gold.spv.form', title: 'SPV', api,
        fields: [{ vModel: 'name', jnpfKey: 'comInput', label: '名称' }],
      }),
    });

  it('edit opens the form for the row; a save closes it and reloads the page', async () => {
    registerForm({ get: { method: 'GET', url: '/api/spv/detail/{{id}}' }, save: { method: 'POST', url: '/api/spv/edit' } });
    const calls = stubFetch({
      'GET /api/spv/page': page(spvRows(2)),
      'GET /api/spv/detail/r1': { code: 200, data: { id: 'r1', name: '主体1' } },
      'POST /api/spv/edit': { code: 200, msg: '保存成功' },
    });
    renderList(spvSchema());
    await screen.findByText('SPV001');
    fireEvent.click(within(rowOf('SPV001')).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('编辑SPV')).toBeTruthy();
    await waitFor(async () => expect((await formInput()).value).toBe('主体1'));
    expect(listCalls(calls)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/spv/edit')).toBe(true));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });

  it('add opens an empty form; a cancelled form does not reload the page', async () => {
    registerForm({ save: { method: 'POST', url: '/api/spv/add' } });
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    renderList(spvSchema());
    await screen.findByText('SPV000');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    expect(await screen.findByText('新建SPV')).toBeTruthy();
    expect((await formInput()).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await new Promise((r) => setTimeout(r, 50));
    expect(listCalls(calls)).toHaveLength(1);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
