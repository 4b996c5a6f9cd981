import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../data/net';
import { installListTestHooks, listCalls, page, params, renderList, spvRows, spvSchema } from './harness';

installListTestHooks();

// The department tree as /api/permission/Organize/Department/Selector answers it: companies carry disabled: true.
const DEPARTMENTS = {
  code: 200,
  data: { list: [{ id: 'c1', fullName: '总公司', disabled: true, children: [{ id: 'd1', fullName: '销售部' }, { id: 'd2', fullName: '财务部' }] }] },
};

describe('list renderer: a left tree of departments (JNPF treeDataSource department)', () => {
  it('shows companies but filters only by a chosen department', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(2)), 'GET /api/permission/Organize/Department/Selector': DEPARTMENTS });
    renderList(spvSchema({ tree: { title: '部门', api: { method: 'GET', url: '/api/permission/Organize/Department/Selector' }, queryKey: 'dept' } }));
    await screen.findByText('销售部');
    await screen.findByText('SPV001');
    expect(document.querySelector('.ant-tree-treenode-disabled')?.textContent).toContain('总公司');
    fireEvent.click(screen.getByText('总公司'));
    fireEvent.click(screen.getByText('财务部'));
    await waitFor(() => expect(params(listCalls(calls).at(-1)!)).toEqual({ currentPage: '1', pageSize: '20', dept: 'd2' }));
    expect(listCalls(calls).map(params).some((p) => p.dept === 'c1')).toBe(false);
  });
});
