import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ListSchema } from '../../../../schemas';
import { stubFetch } from '../../data/net';
import { installListTestHooks, listCalls, page, params, renderList, spvRows, spvSchema } from './harness';

installListTestHooks();

const TREE_REPLY = { code: 200, data: { list: [{ id: 't1', fullName: '性别', children: [{ id: 't11', fullName: '男女' }] }, { id: 't2', fullName: '民族' }] } };
const tree = (extra: Partial<NonNullable<ListSchema['tree']>> = {}): ListSchema['tree'] =>
  ({ title: '字典分类', api: { method: 'GET', url: '/api/types' }, queryKey: 'typeId', ...extra });
const selectedTitles = () => [...document.querySelectorAll('.ant-tree-node-selected')].map((n) => n.textContent);

describe('list renderer: left tree selectFirst (issue 19 item 6, the dictionary page)', () => {
  it('selects the first node once the tree loads and lists its rows', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(2)), 'GET /api/types': TREE_REPLY });
    renderList(spvSchema({ tree: tree({ selectFirst: true }) }));
    await waitFor(() => expect(listCalls(calls).map(params).at(-1)).toEqual({ currentPage: '1', pageSize: '20', typeId: 't1' }));
    expect(selectedTitles()).toEqual(['性别']);
    // Another node still filters, and clicking the selected one again clears the filter.
    fireEvent.click(screen.getByText('民族'));
    await waitFor(() => expect(params(listCalls(calls).at(-1)!)).toEqual({ currentPage: '1', pageSize: '20', typeId: 't2' }));
    expect(selectedTitles()).toEqual(['民族']);
    fireEvent.click(screen.getByText('民族'));
    await waitFor(() => expect(params(listCalls(calls).at(-1)!)).toEqual({ currentPage: '1', pageSize: '20' }));
    expect(selectedTitles()).toEqual([]);
  });

  it('selects nothing without selectFirst', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(2)), 'GET /api/types': TREE_REPLY });
    renderList(spvSchema({ tree: tree() }));
    await screen.findByText('民族');
    await screen.findByText('SPV001');
    expect(selectedTitles()).toEqual([]);
    expect(listCalls(calls).map(params).some((p) => 'typeId' in p)).toBe(false);
  });
});
