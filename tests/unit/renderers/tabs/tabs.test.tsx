import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TabsRenderer } from '../../../../runtime/renderers/tabs';
import { registerSchemas } from '../../../../runtime/renderers/registry';
import type { AppRoute } from '../../../../runtime/state/session';
import type { ListSchema, TabsSchema } from '../../../../schemas';
import { stubFetch } from '../../data/net';
import { MODEL_ID, grant, installListTestHooks, page, renderInApp } from '../list/harness';

installListTestHooks(['btn_add', 'btn_out']);

const route: AppRoute = { path: '/gold/inventory', name: 'gold-inventory', view: 'page', meta: { title: 'inv', zhTitle: '库存管理', modelId: MODEL_ID } };

const list = (id: string, url: string, extra: Partial<ListSchema> = {}): ListSchema => ({
  schemaVersion: 1, type: 'list', id, title: id, api: { list: { method: 'GET', url } }, model: { fields: ['id', 'name'] },
  columns: [{ prop: 'name', label: '名称' }], ...extra,
});

registerSchemas({
  'test.in': async () => list('test.in', '/api/items/page', {
    permissions: ['btn_add'], toolbar: [{ action: 'add', permission: 'btn_add', form: 'test.form' }],
  }),
  'test.out': async () => list('test.out', '/api/items/page', { api: { list: { method: 'GET', url: '/api/items/page', query: { state: 3 } } } }),
  'test.batch': async () => list('test.batch', '/api/items/batchPage'),
});

const TABS: TabsSchema = {
  schemaVersion: 1, type: 'tabs', id: 'test.tabs', title: '库存管理', permissions: ['btn_out', 'btn_secret'],
  tabs: [
    { label: '入库明细', list: 'test.in' },
    { label: { zh: '出库明细', en: 'Outbound' }, list: 'test.out', permission: 'btn_out' },
    { label: '按批次', list: 'test.batch' },
    { label: '机密', list: 'test.batch', permission: 'btn_secret' },
  ],
};

const renderTabs = (schema: TabsSchema = TABS) => renderInApp(<TabsRenderer schema={schema} />, route);

describe('tabs page renderer (page type `tabs`)', () => {
  it('shows the first list, loads another tab’s list when it is opened, and keeps the lists’ own buttons', async () => {
    const calls = stubFetch({
      'GET /api/items/page': (call: { url: URL }) => page([{ id: call.url.searchParams.get('state') ?? 'x', name: call.url.searchParams.get('state') === '3' ? '已出库件' : '在库件' }]),
      'GET /api/items/batchPage': page([{ id: 'b1', name: '批次一' }]),
    });
    renderTabs();
    expect(await screen.findByText('在库件')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    // Tabs not yet opened ask nothing.
    expect(calls.filter((c) => c.url.pathname === '/api/items/batchPage')).toHaveLength(0);
    expect(calls.filter((c) => c.url.searchParams.get('state') === '3')).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: '出库明细' }));
    expect(await screen.findByText('已出库件')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '按批次' }));
    expect(await screen.findByText('批次一')).toBeTruthy();
    // Going back shows the first list as it was, without asking again.
    const before = calls.length;
    fireEvent.click(screen.getByRole('tab', { name: '入库明细' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: '入库明细' }).getAttribute('aria-selected')).toBe('true'));
    expect(calls.length).toBe(before);
  });

  it('leaves out a tab whose permission the user lacks', async () => {
    stubFetch({ 'GET /api/items/page': page([{ id: 'a', name: '在库件' }]) });
    grant(['btn_add']);
    renderTabs();
    await screen.findByText('在库件');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['入库明细', '按批次']);
  });
});
