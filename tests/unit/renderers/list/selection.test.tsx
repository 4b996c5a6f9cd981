import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerSchemas } from '../../../../runtime/renderers/registry';
import { messageTexts, stubFetch, type Call } from '../../data/net';
import { ALL_BUTTONS, grant, page, renderList, spvRows, spvSchema, installListTestHooks } from './harness';
import type { ListSchema } from '../../../../schemas';

installListTestHooks([...ALL_BUTTONS, 'btn_out']);

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定|OK/ });
const body = (call: Call) => JSON.parse(String(call.body)) as unknown;

/** A form whose save sends the ids it was opened with (an outbound of ticked rows). */
registerSchemas({
  'gold.spv.out': async () => ({
    schemaVersion: 1, type: 'form', id: 'gold.spv.out', title: '出库',
    api: { save: { method: 'POST', url: '/api/spv/out', body: { ids: '{{ids}}', reason: '{{values.reason}}' } } },
    fields: [{ vModel: 'reason', jnpfKey: 'comInput', label: '原因' }],
  }),
});

/** The SPV list with an outbound of the ticked rows (toolbar), of one row (row action) and an api action on the ticked rows. */
function selectionSchema(): ListSchema {
  const base = spvSchema();
  return {
    ...base,
    permissions: [...base.permissions!, 'btn_out'],
    toolbar: [
      { action: 'form', name: 'out', label: '出库', permission: 'btn_out', form: 'gold.spv.out', selection: true },
      { action: 'api', name: 'lock', label: '锁定', permission: 'btn_out', selection: true, api: { method: 'POST', url: '/api/spv/lock', body: { ids: '{{ids}}' } } },
    ],
    rowActions: [
      { action: 'form', name: 'outOne', label: '单件出库', permission: 'btn_out', form: 'gold.spv.out' },
      { action: 'remove', permission: 'btn_remove', confirm: { zh: '删除后饰品退回库存，是否继续？', en: 'Back to stock?' } },
    ],
  };
}

async function fillAndSave(text: string) {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('.ant-modal [data-field="reason"] input');
    if (!found) throw new Error('no form input yet');
    return found;
  });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
}

describe('list renderer: actions on the ticked rows (action `selection`)', () => {
  it('a toolbar form action warns without ticked rows, else opens its form (titled as the action, not 新建) and saves with {{ids}}', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(3)), 'POST /api/spv/out': { code: 200, msg: '出库成功' } });
    renderList(selectionSchema());
    await screen.findByText('SPV002');
    fireEvent.click(screen.getByRole('button', { name: /^出\s*库$/ }));
    await waitFor(() => expect(messageTexts()).toContain('请选择数据'));
    expect(document.querySelector('.ant-modal')).toBeNull();

    fireEvent.click(within(rowOf('SPV000')).getByRole('checkbox', { name: '选择' }));
    fireEvent.click(within(rowOf('SPV002')).getByRole('checkbox', { name: '选择' }));
    fireEvent.click(screen.getByRole('button', { name: /^出\s*库$/ }));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe('出库'));
    await fillAndSave('退回');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/spv/out')).toBe(true));
    expect(body(calls.find((c) => c.url.pathname === '/api/spv/out')!)).toEqual({ ids: ['r0', 'r2'], reason: '退回' });
    // The page reloads after the save; the ticks belonged to the old rows.
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/spv/page')).toHaveLength(2));
  });

  it('a row form action gets {{ids}} of its own row', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(2)), 'POST /api/spv/out': { code: 200, msg: '出库成功' } });
    renderList(selectionSchema());
    await screen.findByText('SPV001');
    fireEvent.click(within(rowOf('SPV001')).getByRole('button', { name: '单件出库' }));
    await fillAndSave('调拨');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/spv/out')).toBe(true));
    expect(body(calls.find((c) => c.url.pathname === '/api/spv/out')!)).toEqual({ ids: ['r1'], reason: '调拨' });
  });

  it('a toolbar api action with selection sends the ticked ids', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(2)), 'POST /api/spv/lock': { code: 200, msg: '已锁定' } });
    renderList(selectionSchema());
    await screen.findByText('SPV001');
    fireEvent.click(within(rowOf('SPV001')).getByRole('checkbox', { name: '选择' }));
    fireEvent.click(screen.getByRole('button', { name: /锁\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/spv/lock')).toBe(true));
    expect(body(calls.find((c) => c.url.pathname === '/api/spv/lock')!)).toEqual({ ids: ['r1'] });
  });

  it('shows the checkbox column only when the user may run an action on ticked rows', async () => {
    stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    grant(ALL_BUTTONS);
    renderList(selectionSchema());
    await screen.findByText('SPV000');
    expect(screen.queryAllByRole('checkbox', { name: '选择' })).toHaveLength(0);
  });
});

describe('list renderer: remove with its own confirmation text', () => {
  it('asks the action confirm text instead of the default, then deletes', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(1)), 'DELETE /api/spv/delete': { code: 200, msg: '删除成功' } });
    renderList(selectionSchema());
    await screen.findByText('SPV000');
    fireEvent.click(within(rowOf('SPV000')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('删除后饰品退回库存，是否继续？')).toBeTruthy();
    expect(within(dialog).queryByText('此操作将永久删除该数据, 是否继续?')).toBeNull();
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(body(calls.find((c) => c.method === 'DELETE')!)).toEqual({ ids: ['r0'] });
  });
});
