import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WIDGETS } from '../../../../widgets/registry';
import type { WidgetDefinition } from '../../../../widgets/types';
import { messageTexts, stubFetch } from '../../data/net';
import { grant, page, renderList, spvRows, spvSchema, installListTestHooks } from './harness';

installListTestHooks();

/** The list's own alert (antd's message popups are alerts too). */
const listAlert = () => screen.queryAllByRole('alert').find((a) => a.closest('.gl-list')) ?? null;

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());

describe('list renderer: empty, error and loading states', () => {
  it('shows 暂无数据 for an empty page', async () => {
    stubFetch({ 'GET /api/spv/page': page([]) });
    renderList(spvSchema());
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.getByText('共 0 条')).toBeTruthy();
  });

  it('shows the error with a retry button (the message popup only once) and recovers on retry', async () => {
    let fail = true;
    const calls = stubFetch({ 'GET /api/spv/page': () => (fail ? { code: 500, msg: '服务器繁忙' } : page(spvRows(1))) });
    renderList(spvSchema());
    await waitFor(() => expect(listAlert()).not.toBeNull());
    const alert = listAlert()!;
    expect(alert.textContent).toContain('服务器繁忙');
    await waitFor(() => expect(messageTexts()).toEqual(['服务器繁忙']));
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('SPV000')).toBeTruthy();
    expect(listAlert()).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('keeps the previous rows under a spinner while the next page loads', async () => {
    let release: () => void = () => {};
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const current = Number(url.searchParams.get('currentPage'));
      if (current > 1) await new Promise<void>((resolve) => { release = resolve; });
      return new Response(JSON.stringify(page(spvRows(20, (current - 1) * 20), 60)), { headers: { 'Content-Type': 'application/json' } });
    });
    renderList(spvSchema());
    await screen.findByText('SPV019');
    await waitFor(() => expect(screen.queryByTestId('list-loading')).toBeNull());
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByTestId('list-loading')).toBeTruthy();
    expect(screen.getByText('SPV019')).toBeTruthy();
    release();
    expect(await screen.findByText('SPV039')).toBeTruthy();
    expect(screen.queryByText('SPV019')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('list-loading')).toBeNull());
  });
});

describe('list renderer: columns', () => {
  it('shows the schema columns in order with the action column; hidden columns start off', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    renderList(spvSchema());
    await screen.findByText('SPV000');
    expect(headers()).toEqual(['', '编码', '名称', '状态', '操作']);
    expect(screen.queryByText('备注0')).toBeNull();
  });

  it('with column permission shows only the columns the permission list holds', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    grant(['btn_edit'], ['code', 'status']);
    renderList(spvSchema({ columnPermission: true }));
    await screen.findByText('SPV000');
    expect(headers()).toEqual(['编码', '状态', '操作']);
    expect(screen.queryByText('主体0')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    expect(await screen.findByRole('checkbox', { name: '编码' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '状态' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '名称' })).toBeNull();
  });

  it('column settings hide and show columns, remembered per schema', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(2)) });
    const view = renderList(spvSchema());
    await screen.findByText('SPV001');
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const name = await screen.findByRole('checkbox', { name: '名称' });
    const remark = screen.getByRole('checkbox', { name: '备注' });
    expect((name as HTMLInputElement).checked).toBe(true);
    expect((remark as HTMLInputElement).checked).toBe(false);

    fireEvent.click(name);
    await waitFor(() => expect(headers()).not.toContain('名称'));
    expect(screen.queryByText('主体1')).toBeNull();
    fireEvent.click(remark);
    await waitFor(() => expect(headers()).toContain('备注'));
    expect(screen.getByText('备注1')).toBeTruthy();

    view.unmount();
    renderList(spvSchema());
    await screen.findByText('SPV001');
    expect(headers()).toEqual(['', '编码', '状态', '备注', '操作']);

    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    await waitFor(() => expect(document.querySelector('.gl-column-settings')).not.toBeNull());
    fireEvent.click(within(document.querySelector<HTMLElement>('.gl-column-settings')!).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(headers()).toEqual(['', '编码', '名称', '状态', '操作']));
  });

  it('renders a cell with its widget Display, and plain text for an unregistered widget', async () => {
    const display: WidgetDefinition = {
      key: 'testMoney', label: '金额', group: 'basic', valueType: 'decimal', trigger: 'blur',
      propsSchema: { type: 'object', properties: {} }, defaults: {},
      Component: () => null,
      Display: ({ value, inCell }) => <b data-testid="money">{inCell ? `¥${String(value)}` : ''}</b>,
    };
    WIDGETS.testMoney = display;
    try {
      stubFetch({ 'GET /api/spv/page': page([{ id: 'r1', code: 'A', amount: '12.50', note: 'n1' }]) });
      renderList(spvSchema({
        columns: [
          { prop: 'code', label: '编码' },
          { prop: 'amount', label: '金额', jnpfKey: 'testMoney', align: 'right' },
          { prop: 'note', label: '说明', jnpfKey: 'notRegistered' },
        ],
      }));
      expect((await screen.findByTestId('money')).textContent).toBe('¥12.50');
      expect(screen.getByTestId('money').closest('td')!.style.textAlign).toBe('right');
      expect(screen.getByText('n1')).toBeTruthy();
    } finally {
      delete WIDGETS.testMoney;
    }
  });

  it('renders only the rows in view for a page of 500', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    stubFetch({ 'GET /api/spv/page': page(spvRows(500), 500) });
    const { container } = renderList(spvSchema({ pagination: { pageSize: 500, pageSizes: [20, 500] } }));
    expect(await screen.findByText('SPV000')).toBeTruthy();
    const rendered = container.querySelectorAll('tr.gl-row').length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(100);
    expect(screen.queryByText('SPV499')).toBeNull();
  });
});
