import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListSchema } from '../../../../schemas';
import { stubFetch } from '../../data/net';
import { installListTestHooks, page, renderList, spvRows, spvSchema } from './harness';

installListTestHooks();

/** The SPV list grouped by its status (JNPF list type 3). */
const grouped = (overrides: Partial<ListSchema> = {}) => spvSchema({ groupBy: { prop: 'status' }, ...overrides });

/** A published design's List as the OnlineDev server answers a group table: the groups, every one on one page. */
const OD_LIST = '/api/_m/m1/List';
const odSchema = () => grouped({ api: { ...spvSchema().api, list: { method: 'POST', url: OD_LIST } } });
const serverGroups = (total?: number) => {
  const rows = spvRows(5);
  const groups = [
    { top: true, id: 'group:"启用"', code: '启用', children: rows.filter((r) => r.status === 1).map((r) => ({ ...r, status: '启用' })) },
    { top: true, id: 'group:"停用"', code: '停用', children: rows.filter((r) => r.status === 0).map((r) => ({ ...r, status: '停用' })) },
    { top: true, id: 'group:', code: '', children: [{ id: 'rx', code: 'SPVX', name: '无状态', status: null }] },
  ];
  return { code: 200, msg: 'Success', data: { list: groups, pagination: { currentPage: 1, pageSize: 10000, total: total ?? 6 }, ...(total ? { capped: true } : {}) } };
};

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const groupRows = () => [...document.querySelectorAll('tbody tr.gl-row-group')];
const recordRows = () => [...document.querySelectorAll('tbody tr.gl-row:not(.gl-row-group)')];
const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

describe('list renderer: group-by (groupBy)', () => {
  it('shows the server\'s groups as header rows with their text and count, the group column hidden, no pager', async () => {
    stubFetch({ [`POST ${OD_LIST}`]: serverGroups() });
    renderList(odSchema());
    await screen.findByText('SPV001');
    expect(groupRows().map((tr) => tr.textContent)).toEqual(['启用(2)', '停用(3)', '（空）(1)']);
    // One cell across the table: no checkbox, no buttons on a header row.
    for (const tr of groupRows()) {
      expect(tr.querySelectorAll('td')).toHaveLength(1);
      expect(within(tr as HTMLElement).queryByRole('checkbox')).toBeNull();
      expect(within(tr as HTMLElement).queryByText('编辑')).toBeNull();
    }
    expect(headers()).not.toContain('状态');
    expect(headers()).toContain('编码');
    // Records under their group, with their buttons and checkboxes.
    expect(recordRows().map((tr) => tr.querySelector('td:nth-child(2)')?.textContent)).toEqual(['SPV001', 'SPV003', 'SPV000', 'SPV002', 'SPV004', 'SPVX']);
    expect(within(rowOf('SPV001')).getByText('编辑')).toBeTruthy();
    expect(within(rowOf('SPV001')).getByRole('checkbox', { name: '选择' })).toBeTruthy();
    expect(rowOf('SPV001').getAttribute('aria-level')).toBe('2');
    expect(document.querySelector('.gl-pager')).toBeNull();
    expect(document.querySelector('.gl-group-note')).toBeNull();
  });

  it('collapses and expands a group, and all groups at once', async () => {
    stubFetch({ [`POST ${OD_LIST}`]: serverGroups() });
    renderList(odSchema());
    await screen.findByText('SPV001');
    fireEvent.click(within(groupRows()[0] as HTMLElement).getByRole('button', { name: '收起' }));
    await waitFor(() => expect(screen.queryByText('SPV001')).toBeNull());
    expect(screen.getByText('SPV000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /折叠全部/ }));
    await waitFor(() => expect(recordRows()).toHaveLength(0));
    expect(groupRows()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: /展开全部/ }));
    await waitFor(() => expect(recordRows()).toHaveLength(6));
  });

  it('ticking all ticks the records, never a header row', async () => {
    stubFetch({ [`POST ${OD_LIST}`]: serverGroups() });
    renderList(odSchema());
    await screen.findByText('SPV001');
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(recordRows().every((tr) => tr.classList.contains('gl-row-selected'))).toBe(true));
    expect(groupRows().some((tr) => tr.classList.contains('gl-row-selected'))).toBe(false);
    expect((screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when the server grouped only the first records', async () => {
    stubFetch({ [`POST ${OD_LIST}`]: serverGroups(12000) });
    renderList(odSchema());
    await screen.findByText('SPV001');
    expect(document.querySelector('.gl-group-note')?.textContent).toContain('仅分组显示前 6 条，共 12000 条');
  });

  it('groups a page that came back flat (a hand-written list) by the column\'s option labels, keeping the pager', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(4), 30) });
    renderList(grouped());
    await screen.findByText('SPV001');
    expect(groupRows().map((tr) => tr.textContent)).toEqual(['停用(2)', '启用(2)']);
    expect(recordRows().map((tr) => tr.querySelector('td:nth-child(2)')?.textContent)).toEqual(['SPV000', 'SPV002', 'SPV001', 'SPV003']);
    expect(headers()).not.toContain('状态');
    expect(document.querySelector('.gl-pager')).toBeTruthy();
    expect(screen.getByText('共 30 条')).toBeTruthy();
  });

  it('a list without groupBy shows plain rows', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(2)) });
    renderList(spvSchema());
    await screen.findByText('SPV001');
    expect(groupRows()).toHaveLength(0);
    expect(headers()).toContain('状态');
    expect(screen.queryByRole('button', { name: /展开全部/ })).toBeNull();
  });
});
