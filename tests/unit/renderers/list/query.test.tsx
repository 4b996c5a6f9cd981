import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type Call } from '../../data/net';
import { listCalls, page, params, renderList, spvRows, spvSchema, installListTestHooks } from './harness';

installListTestHooks();

/** Waits for a list request with exactly these parameters. */
async function requested(calls: Call[], expected: Record<string, string>) {
  await waitFor(() => expect(listCalls(calls).map(params)).toContainEqual(expected));
}

/** The page-size select of the pager (its label follows the antd locale). */
const sizeChanger = () => document.querySelector('.ant-pagination-options [role=combobox]')!;

const last = (calls: Call[]) => params(listCalls(calls).at(-1)!);

describe('list renderer: loading and search', () => {
  it('loads page 1 with the schema page size and shows rows, option labels and the total', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(3), 45) });
    renderList(spvSchema());
    expect(await screen.findByText('SPV002')).toBeTruthy();
    expect(params(listCalls(calls)[0])).toEqual({ currentPage: '1', pageSize: '20' });
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(screen.getAllByText('启用')).toHaveLength(1);
    expect(screen.getAllByText('停用')).toHaveLength(2);
  });

  it('sends the search values and goes back to page 1', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(20), 45) });
    renderList(spvSchema());
    await screen.findByText('SPV019');
    fireEvent.click(screen.getByTitle('2'));
    await requested(calls, { currentPage: '2', pageSize: '20' });

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 金 ' } });
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: 'SPV001' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await requested(calls, { currentPage: '1', pageSize: '20', keyword: '金', code: 'SPV001' });
  });

  it('submits on Enter in a search field', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(2)) });
    renderList(spvSchema());
    await screen.findByText('SPV001');
    await userEvent.type(screen.getByLabelText('关键词'), '黄金{Enter}');
    await requested(calls, { currentPage: '1', pageSize: '20', keyword: '黄金' });
  });

  it('sends a number range under its range keys, and 重置 clears the search', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(2)) });
    renderList(spvSchema());
    await screen.findByText('SPV001');
    fireEvent.change(screen.getByPlaceholderText('最小值'), { target: { value: '100' } });
    fireEvent.change(screen.getByPlaceholderText('最大值'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await requested(calls, { currentPage: '1', pageSize: '20', minLimit: '100', maxLimit: '500' });

    const before = listCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
    expect(last(calls)).toEqual({ currentPage: '1', pageSize: '20' });
    expect((screen.getByPlaceholderText('最小值') as HTMLInputElement).value).toBe('');
  });

  it('shows the first 3 search fields and the rest after 展开', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    renderList(spvSchema());
    await screen.findByText('SPV000');
    expect(screen.getByLabelText('关键词')).toBeTruthy();
    expect(screen.getByLabelText('授信额度')).toBeTruthy();
    expect(screen.queryByLabelText('联系人')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /展开/ }));
    expect(screen.getByLabelText('联系人')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /收起/ }));
    expect(screen.queryByLabelText('联系人')).toBeNull();
  });

  it('has no expand link with 3 fields or fewer', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    renderList(spvSchema({ search: spvSchema().search!.slice(0, 3) }));
    await screen.findByText('SPV000');
    expect(screen.queryByRole('button', { name: /展开/ })).toBeNull();
  });
});

describe('list renderer: paging and sorting', () => {
  it('pages, and a new page size goes back to page 1', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(20), 120) });
    renderList(spvSchema());
    await screen.findByText('SPV019');
    expect(screen.getByText('共 120 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    await requested(calls, { currentPage: '3', pageSize: '20' });

    fireEvent.mouseDown(sizeChanger());
    fireEvent.click(await screen.findByRole('option', { name: /^50\s/ }));
    await requested(calls, { currentPage: '1', pageSize: '50' });
    expect(last(calls)).toEqual({ currentPage: '1', pageSize: '50' });
  });

  it('offers the schema page sizes', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    renderList(spvSchema({ pagination: { pageSize: 50, pageSizes: [50, 200] } }));
    await screen.findByText('SPV000');
    fireEvent.mouseDown(sizeChanger());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringMatching(/^50/), expect.stringMatching(/^200/)]);
  });

  it('sends no paging without pagination', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': { code: 200, data: { list: spvRows(2) } } });
    renderList(spvSchema({ pagination: false }));
    await screen.findByText('SPV001');
    expect(params(listCalls(calls)[0])).toEqual({});
    expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
  });

  it('sorts on the server: a sortable header cycles asc, desc, none', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(2)) });
    renderList(spvSchema());
    await screen.findByText('SPV001');
    expect(screen.queryByRole('button', { name: '名称' })).toBeNull();
    const header = screen.getByRole('button', { name: '编码' });
    fireEvent.click(header);
    await requested(calls, { currentPage: '1', pageSize: '20', sidx: 'code', sort: 'asc' });
    expect(header.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    await requested(calls, { currentPage: '1', pageSize: '20', sidx: 'code', sort: 'desc' });
    const count = listCalls(calls).length;
    fireEvent.click(header);
    await waitFor(() => expect(listCalls(calls).length).toBe(count + 1));
    expect(last(calls)).toEqual({ currentPage: '1', pageSize: '20' });
  });

  it('starts with the schema default sort', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    renderList(spvSchema({ defaultSort: { prop: 'code', order: 'desc' } }));
    await screen.findByText('SPV000');
    expect(params(listCalls(calls)[0])).toEqual({ currentPage: '1', pageSize: '20', sidx: 'code', sort: 'desc' });
  });
});

describe('list renderer: left tree and route params', () => {
  it('filters by the clicked tree node, back on page 1', async () => {
    const calls = stubFetch({
      'GET /api/spv/page': page(spvRows(20), 45),
      'GET /api/area/tree': { code: 200, data: { list: [{ id: 'a1', fullName: '华东', children: [{ id: 'a2', fullName: '上海' }] }] } },
    });
    renderList(spvSchema({ tree: { title: '区域', api: { method: 'GET', url: '/api/area/tree' }, queryKey: 'areaId' } }));
    await screen.findByText('SPV019');
    expect(screen.getByText('区域')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await requested(calls, { currentPage: '2', pageSize: '20' });
    fireEvent.click(await screen.findByText('上海'));
    await requested(calls, { currentPage: '1', pageSize: '20', areaId: 'a2' });
  });

  it('resolves route placeholders of a declared query and still pages', async () => {
    const calls = stubFetch({ 'GET /api/shop/page': page(spvRows(1)) });
    const schema = spvSchema({ api: { list: { method: 'GET', url: '/api/shop/page', query: { spvId: '{{route.id}}' } } } });
    renderList(schema, { routeParams: { id: 's9' }, embedded: true });
    await screen.findByText('SPV000');
    expect(params(listCalls(calls, '/api/shop/page')[0])).toEqual({ currentPage: '1', pageSize: '20', spvId: 's9' });
    expect(screen.queryByText('SPV管理')).toBeNull();
  });
});
