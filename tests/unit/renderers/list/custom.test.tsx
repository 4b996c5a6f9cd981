import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerScreens, type CustomDialogProps } from '../../../../runtime/views/screens';
import { messageTexts, stubFetch } from '../../data/net';
import { ALL_BUTTONS, grant, listCalls, page, renderList, spvRows, spvSchema, installListTestHooks } from './harness';

installListTestHooks();

/** What the test dialog was given, by opening. */
const opened: CustomDialogProps[] = [];

function TestDialog(props: CustomDialogProps) {
  opened.push(props);
  return (
    <div role="dialog" aria-label="测试对话框">
      <span>对象：{String(props.row?.name ?? '无')}</span>
      <span>路由：{props.route?.id ?? '无'}</span>
      <button type="button" onClick={props.onDone}>完成</button>
      <button type="button" onClick={props.onClose}>关闭</button>
    </div>
  );
}

const loadDialog = vi.fn(() => Promise.resolve({ default: TestDialog }));
registerScreens({ schemas: {}, pages: {}, fixed: [], dialogs: { 'test.authorize': loadDialog } });

function customSchema() {
  const schema = spvSchema({ permissions: [...spvSchema().permissions!, 'btn_authorize'] });
  schema.toolbar!.push({ action: 'custom', name: 'batch', label: '批量授权', component: 'test.authorize', permission: 'btn_authorize' });
  schema.rowActions!.push({ action: 'custom', name: 'grant', label: '权限', component: 'test.authorize', permission: 'btn_authorize', visibleOn: 'status == 1' });
  return schema;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

/** A row's actions: the inline ones, then those behind its 更多 menu (a row shows three at most). */
async function rowActions(row: HTMLElement): Promise<string[]> {
  const inline = within(row).queryAllByRole('button').map((b) => b.textContent ?? '');
  const more = within(row).queryByRole('button', { name: '更多' });
  if (!more) return inline;
  fireEvent.click(more);
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent ?? '');
  fireEvent.keyDown(menu, { key: 'Escape' });
  return [...inline.filter((text) => text !== '更多'), ...items];
}

describe('list renderer: custom actions', () => {
  it('opens the registered dialog for a row, loads its code once, and a change reloads the list', async () => {
    opened.length = 0;
    loadDialog.mockClear();
    grant([...ALL_BUTTONS, 'btn_authorize']);
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(2)) });
    renderList(customSchema(), { routeParams: { id: 'r-route' } });
    await screen.findByText('SPV001');
    // visibleOn applies as for other row actions.
    expect(await rowActions(rowOf('SPV000'))).not.toContain('权限');
    expect(await rowActions(rowOf('SPV001'))).toContain('权限');
    expect(loadDialog).not.toHaveBeenCalled();

    fireEvent.click(within(rowOf('SPV001')).getByRole('button', { name: '更多' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '权限' }));
    const dialog = await screen.findByRole('dialog', { name: '测试对话框' });
    expect(within(dialog).getByText('对象：主体1')).toBeTruthy();
    expect(within(dialog).getByText('路由：r-route')).toBeTruthy();
    const loads = listCalls(calls).length;

    fireEvent.click(within(dialog).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '测试对话框' })).toBeNull());
    await waitFor(() => expect(listCalls(calls).length).toBe(loads + 1));

    // The toolbar action opens it without a row; closing without a change does not reload.
    fireEvent.click(screen.getByRole('button', { name: /批量授权/ }));
    const again = await screen.findByRole('dialog', { name: '测试对话框' });
    expect(within(again).getByText('对象：无')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '测试对话框' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls(calls).length).toBe(loads + 1);
    expect(loadDialog).toHaveBeenCalledTimes(1);
    expect(opened.at(-1)?.row).toBeUndefined();
  });

  it('removes custom actions whose permission code is not granted', async () => {
    grant(ALL_BUTTONS);
    stubFetch({ 'GET /api/spv/page': page(spvRows(2)) });
    renderList(customSchema());
    await screen.findByText('SPV001');
    expect(screen.queryByRole('button', { name: /批量授权/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '权限' })).toBeNull();
    // The other guarded buttons are there.
    expect(screen.getAllByRole('button', { name: '编辑' }).length).toBeGreaterThan(0);
  });

  it('says so when no dialog is registered under the name', async () => {
    grant([...ALL_BUTTONS, 'btn_authorize']);
    stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    const schema = customSchema();
    schema.toolbar![3].component = 'test.missing';
    renderList(schema);
    await screen.findByText('SPV000');
    fireEvent.click(screen.getByRole('button', { name: /批量授权/ }));
    await waitFor(() => expect(messageTexts()).toContain('未找到对话框组件：test.missing'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
