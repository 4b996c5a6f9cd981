import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListSchema } from '../../../../schemas';
import { stubFetch, type Call } from '../../data/net';
import { installListTestHooks, params, renderList } from './harness';

installListTestHooks();

type Node = Record<string, unknown>;

/** An organisation-like tree list (H5's organisation screen, H6's areas). */
function treeSchema(treeRows: ListSchema['treeRows'], overrides: Partial<ListSchema> = {}): ListSchema {
  return {
    schemaVersion: 1,
    type: 'list',
    id: 'test.org.list',
    title: '组织管理',
    permissions: ['btn_edit'],
    api: { list: { method: 'GET', url: '/api/org' } },
    model: { fields: ['id', 'fullName', 'enCode', 'isLeaf'] },
    search: [{ vModel: 'keyword', jnpfKey: 'comInput', label: '关键词', match: 'like', queryOnly: true }],
    columns: [
      { prop: 'fullName', label: '名称' },
      { prop: 'enCode', label: '编码' },
    ],
    rowActions: [{ action: 'api', name: 'touch', label: '触发', api: { method: 'PUT', url: '/api/org/{{row.id}}' } }],
    treeRows,
    ...overrides,
  };
}

const ORG: Node[] = [
  {
    id: 'c1', fullName: '总公司', enCode: 'HQ',
    children: [
      { id: 'd1', fullName: '财务部', enCode: 'FIN', children: [{ id: 'd11', fullName: '出纳组', enCode: 'CASH' }] },
      { id: 'd2', fullName: '门店部', enCode: 'SHOP', children: [] },
    ],
  },
  { id: 'c2', fullName: '分公司', enCode: 'BR' },
];

const reply = (list: Node[]) => ({ code: 200, msg: 'Success', data: { list } });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const levelOf = (text: string) => rowOf(text).getAttribute('aria-level');
const expander = (text: string) => within(rowOf(text)).queryByRole('button', { name: /展开|收起/ });
const calls = (all: Call[], path: string) => all.filter((c) => c.url.pathname === path);

describe('list renderer: tree rows', () => {
  it('shows the whole tree opened with defaultExpandAll, indented by level, and without a pager', async () => {
    const all = stubFetch({ 'GET /api/org': reply(ORG) });
    renderList(treeSchema({ defaultExpandAll: true }));
    expect(await screen.findByText('出纳组')).toBeTruthy();
    expect(['总公司', '财务部', '出纳组', '门店部', '分公司'].map(levelOf)).toEqual(['1', '2', '3', '2', '1']);
    // Rows in tree order.
    const names = [...document.querySelectorAll('tbody tr.gl-row')].map((tr) => tr.querySelector('td')?.textContent);
    expect(names).toEqual(['总公司', '财务部', '出纳组', '门店部', '分公司']);
    expect(document.querySelector('.gl-tr-cell[data-depth="2"]')!.getAttribute('style')).toContain('padding-left: 40px');
    // Rows without children (none given, or an empty list) have no expander.
    expect(expander('出纳组')).toBeNull();
    expect(expander('门店部')).toBeNull();
    expect(expander('分公司')).toBeNull();
    expect(expander('总公司')!.getAttribute('aria-expanded')).toBe('true');
    // The whole tree in one call: no paging parameters, no pager.
    expect(params(calls(all, '/api/org')[0])).toEqual({});
    expect(document.querySelector('.gl-pager')).toBeNull();
    expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
  });

  it('starts closed without defaultExpandAll; the expander opens and closes a level', async () => {
    stubFetch({ 'GET /api/org': reply(ORG) });
    renderList(treeSchema({}));
    await screen.findByText('总公司');
    expect(screen.queryByText('财务部')).toBeNull();
    fireEvent.click(expander('总公司')!);
    expect(await screen.findByText('财务部')).toBeTruthy();
    expect(screen.queryByText('出纳组')).toBeNull();
    fireEvent.click(expander('财务部')!);
    expect(await screen.findByText('出纳组')).toBeTruthy();
    fireEvent.click(within(rowOf('总公司')).getByRole('button', { name: '收起' }));
    await waitFor(() => expect(screen.queryByText('财务部')).toBeNull());
    expect(screen.queryByText('出纳组')).toBeNull();
    // Opening again shows the level as it was left.
    fireEvent.click(expander('总公司')!);
    expect(await screen.findByText('出纳组')).toBeTruthy();
  });

  it('reads the children under childrenKey, and runs row actions on sub-rows', async () => {
    const rename = (nodes: Node[]): Node[] => nodes.map(({ children, ...n }) => ({ ...n, ...(children ? { subs: rename(children as Node[]) } : {}) }));
    const all = stubFetch({ 'GET /api/org': reply(rename(ORG)), 'PUT /api/org/d11': { code: 200, msg: '已触发' } });
    renderList(treeSchema({ childrenKey: 'subs', defaultExpandAll: true }));
    await screen.findByText('出纳组');
    fireEvent.click(within(rowOf('出纳组')).getByRole('button', { name: '触发' }));
    await waitFor(() => expect(calls(all, '/api/org/d11')).toHaveLength(1));
  });

  it('a search reloads the tree from the root with the search parameters', async () => {
    const all = stubFetch({
      'GET /api/org': (call: Call) => (call.url.searchParams.get('keyword') ? reply([{ id: 'c2', fullName: '分公司', enCode: 'BR' }]) : reply(ORG)),
    });
    renderList(treeSchema({ defaultExpandAll: true }));
    await screen.findByText('出纳组');
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '分' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByText('总公司')).toBeNull());
    expect(screen.getByText('分公司')).toBeTruthy();
    expect(params(calls(all, '/api/org')[1])).toEqual({ keyword: '分' });
  });
});

describe('list renderer: lazy tree rows', () => {
  const lazy = { method: 'GET' as const, url: '/api/area/{{row.id}}' };
  const ROOTS: Node[] = [
    { id: '11', fullName: '北京市', enCode: 'BJ', isLeaf: false },
    { id: '31', fullName: '上海市', enCode: 'SH', isLeaf: false },
    { id: '81', fullName: '香港', enCode: 'HK', isLeaf: true },
  ];
  const CHILDREN: Record<string, Node[]> = {
    '/api/area/11': [{ id: '1101', fullName: '东城区', enCode: 'DC', isLeaf: false }],
    '/api/area/1101': [{ id: '110101', fullName: '东华门街道', enCode: 'DHM', isLeaf: true }],
    '/api/area/31': [],
  };
  const children = (call: Call) => reply(CHILDREN[call.url.pathname] ?? []);

  it('loads the children of an expanded row once, with a loading indicator, and only rows that are not leaves expand', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const all = stubFetch({
      'GET /api/org': reply(ROOTS),
      'GET /api/area/11': children,
      'GET /api/area/1101': children,
      'GET /api/area/31': children,
    });
    // Beijing's children wait for the gate, so the row's loading state can be seen.
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/area/11?')) await gate;
      return answer(input, init);
    });
    renderList(treeSchema({ lazy }));
    await screen.findByText('北京市');
    expect(expander('香港')).toBeNull();
    expect(expander('上海市')).toBeTruthy();
    expect(all.filter((c) => c.url.pathname.startsWith('/api/area'))).toHaveLength(0);

    fireEvent.click(expander('北京市')!);
    expect(await within(rowOf('北京市')).findByRole('status', { name: '加载中' })).toBeTruthy();
    release();
    expect(await screen.findByText('东城区')).toBeTruthy();
    expect(levelOf('东城区')).toBe('2');
    expect(within(rowOf('北京市')).queryByRole('status')).toBeNull();
    expect(calls(all, '/api/area/11')).toHaveLength(1);

    // Deeper levels load the same way.
    fireEvent.click(expander('东城区')!);
    expect(await screen.findByText('东华门街道')).toBeTruthy();
    expect(levelOf('东华门街道')).toBe('3');

    // Closed and opened again: no new call.
    fireEvent.click(within(rowOf('北京市')).getByRole('button', { name: '收起' }));
    await waitFor(() => expect(screen.queryByText('东城区')).toBeNull());
    fireEvent.click(expander('北京市')!);
    expect(await screen.findByText('东华门街道')).toBeTruthy();
    expect(calls(all, '/api/area/11')).toHaveLength(1);
    expect(calls(all, '/api/area/1101')).toHaveLength(1);

    // A row whose children turn out to be none loses its expander.
    fireEvent.click(expander('上海市')!);
    await waitFor(() => expect(expander('上海市')).toBeNull());
    expect(calls(all, '/api/area/31')).toHaveLength(1);
  });

  it('shows the failure on the row and tries again when the row is expanded again', async () => {
    let fail = true;
    const all = stubFetch({
      'GET /api/org': reply(ROOTS),
      'GET /api/area/11': (call: Call) => (fail ? { code: 500, msg: '区域服务不可用' } : children(call)),
    });
    renderList(treeSchema({ lazy }));
    await screen.findByText('北京市');
    fireEvent.click(expander('北京市')!);
    const alert = await within(rowOf('北京市')).findByRole('alert');
    expect(alert.textContent).toContain('加载失败');
    expect(alert.textContent).toContain('区域服务不可用');
    expect(expander('北京市')!.getAttribute('aria-expanded')).toBe('false');
    expect(calls(all, '/api/area/11')).toHaveLength(1);

    fail = false;
    fireEvent.click(expander('北京市')!);
    expect(await screen.findByText('东城区')).toBeTruthy();
    expect(within(rowOf('北京市')).queryByRole('alert')).toBeNull();
    expect(calls(all, '/api/area/11')).toHaveLength(2);
  });

  it('refresh reloads from the root and loads the children of the rows still open', async () => {
    const all = stubFetch({ 'GET /api/org': reply(ROOTS), 'GET /api/area/11': children });
    renderList(treeSchema({ lazy }));
    await screen.findByText('北京市');
    fireEvent.click(expander('北京市')!);
    await screen.findByText('东城区');
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(calls(all, '/api/org')).toHaveLength(2));
    await waitFor(() => expect(calls(all, '/api/area/11')).toHaveLength(2));
    expect(await screen.findByText('东城区')).toBeTruthy();
  });

  it('with defaultExpandAll opens what came with children and asks nothing until a row is expanded', async () => {
    const all = stubFetch({
      'GET /api/org': reply([{ id: '11', fullName: '北京市', enCode: 'BJ', children: [{ id: '1101', fullName: '东城区', enCode: 'DC' }] }, ROOTS[1]]),
      'GET /api/area/1101': children,
    });
    renderList(treeSchema({ lazy, defaultExpandAll: true }));
    expect(await screen.findByText('东城区')).toBeTruthy();
    expect(expander('上海市')!.getAttribute('aria-expanded')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(all.filter((c) => c.url.pathname.startsWith('/api/area'))).toHaveLength(0);
  });
});

describe('list renderer: large trees', () => {
  it('virtualises the visible rows once there are more than 100', async () => {
    const big: Node[] = Array.from({ length: 30 }, (_, i) => ({
      id: `p${i}`, fullName: `上级${i}`, enCode: `P${i}`,
      children: Array.from({ length: 5 }, (__, j) => ({ id: `p${i}c${j}`, fullName: `下级${i}-${j}`, enCode: `C${i}${j}` })),
    }));
    stubFetch({ 'GET /api/org': reply(big) });
    renderList(treeSchema({ defaultExpandAll: true }));
    // 30 root rows, 180 rows in view once opened: the flattened rows decide.
    await waitFor(() => expect(document.querySelector('.gl-table-box')!.getAttribute('data-row-count')).toBe('180'));
    expect(document.querySelector('.gl-table-scroll-virtual')).toBeTruthy();
    expect(document.querySelectorAll('tbody tr.gl-row').length).toBeLessThan(180);
  });

  it('renders every row of a closed tree with 100 rows or fewer in view', async () => {
    const big: Node[] = Array.from({ length: 30 }, (_, i) => ({
      id: `p${i}`, fullName: `上级${i}`, enCode: `P${i}`, children: [{ id: `p${i}c`, fullName: `下级${i}`, enCode: `C${i}` }],
    }));
    stubFetch({ 'GET /api/org': reply(big) });
    renderList(treeSchema({}));
    await screen.findByText('上级29');
    expect(document.querySelector('.gl-table-scroll-virtual')).toBeNull();
    expect(document.querySelectorAll('tbody tr.gl-row')).toHaveLength(30);
  });
});
