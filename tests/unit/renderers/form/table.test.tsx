import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { FieldSchema } from '../../../../schemas';
import { WIDGETS, widgetFor } from '../../../../widgets/registry';
import { registerCellLookup } from '../../../../widgets/cells';
import { tableWidget } from '../../../../widgets/table';
import { DetailFields } from '../../../../runtime/renderers/detail/DetailFields';
import { stubFetch, type Call } from '../../data/net';
import { Wrap, bodyOf, cell, errorOf, formSchema, renderSchemaForm } from './harness';

// Until the coordinator registers it (and the registry hands over its lookup), do it here.
Object.assign(WIDGETS, { [tableWidget.key]: tableWidget });
registerCellLookup(widgetFor);

afterEach(() => {
  vi.unstubAllGlobals();
});

const items: FieldSchema = {
  jnpfKey: 'table',
  vModel: 'items',
  label: { zh: '明细', en: 'Items' },
  defaultValue: [],
  children: [
    { jnpfKey: 'comInput', vModel: 'name', label: { zh: '品名', en: 'Item' }, required: true },
    { jnpfKey: 'numInput', vModel: 'qty', label: { zh: '数量', en: 'Qty' }, required: true },
    { jnpfKey: 'amount', vModel: 'price', label: { zh: '单价', en: 'Price' }, props: { showChinese: false } },
  ],
};
const remark: FieldSchema = { jnpfKey: 'comInput', vModel: 'remark', label: '备注' };

const ok = { code: 200, msg: '保存成功', data: null };
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const submitButton = () => screen.getByRole('button', { name: /确\s?定/ });
const addButton = () => screen.getByRole('button', { name: /添\s?加/ });
const cellInput = (container: HTMLElement, row: number, column: string) =>
  cell(container, 'items')!.querySelectorAll('tbody tr.widget-table-row')[row].querySelector<HTMLInputElement>(`td[data-column="${column}"] input`)!;
const redCells = (container: HTMLElement) =>
  [...cell(container, 'items')!.querySelectorAll('tbody [class*="-status-error"]')].map((node) => node.closest('td')!.getAttribute('data-column'));
const cellErrors = (container: HTMLElement) => [...cell(container, 'items')!.querySelectorAll('.widget-table-error')].map((node) => node.closest('td')!.getAttribute('data-column'));

describe('a sub-table in a form', () => {
  it('does not flag the cells of a new row before the first submit', async () => {
    const { container, user } = renderSchemaForm(formSchema([items, remark]));
    await waitFor(() => expect(cell(container, 'items')).not.toBeNull());
    await user.click(addButton());
    await user.type(cellInput(container, 0, 'price'), '5');
    expect(errorOf(container, 'items')).toBe('');
    expect(cellErrors(container)).toEqual([]);
  });

  it('blocks the submit while a required cell is empty, shows 不能为空 in it, and clears once filled', async () => {
    const calls = stubFetch({ 'POST /api/spv/edit': ok });
    const { container, user, onSaved } = renderSchemaForm(formSchema([items, remark]));
    await waitFor(() => expect(cell(container, 'items')).not.toBeNull());
    await user.click(addButton());
    await user.click(addButton());
    await user.type(cellInput(container, 0, 'name'), '金条');
    await user.type(cellInput(container, 0, 'qty'), '2');
    await user.type(cellInput(container, 1, 'name'), '金币');

    await user.click(submitButton());
    await waitFor(() => expect(errorOf(container, 'items')).toBe('明细: 第2行 数量 不能为空'));
    expect(cellErrors(container)).toEqual(['qty']);
    // Only that cell is red: the form item's error status does not spill into the filled cells.
    expect(redCells(container)).toEqual(['qty']);
    expect(posts(calls)).toHaveLength(0);

    await user.type(cellInput(container, 1, 'qty'), '1');
    await waitFor(() => expect(errorOf(container, 'items')).toBe(''));
    expect(cellErrors(container)).toEqual([]);
    await user.type(cellInput(container, 1, 'price'), '88.8');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodyOf(posts(calls)[0])).toEqual({
      items: [
        { name: '金条', qty: 2, price: null },
        { name: '金币', qty: 1, price: '88.80' },
      ],
    });
  });

  it('submits an empty table as [] and an edited record with its rows', async () => {
    const calls = stubFetch({
      'GET /api/spv/detail/7': { code: 200, msg: '', data: { items: [{ id: 'r1', name: '金条', qty: 1, price: '10.00' }], remark: 'x' } },
      'POST /api/spv/edit': ok,
    });
    const empty = renderSchemaForm(formSchema([items]));
    await waitFor(() => expect(cell(empty.container, 'items')).not.toBeNull());
    await empty.user.click(submitButton());
    await waitFor(() => expect(empty.onSaved).toHaveBeenCalledTimes(1));
    expect(bodyOf(posts(calls)[0])).toEqual({ items: [] });
    empty.unmount();

    const edit = renderSchemaForm(formSchema([items, remark]), { recordId: '7' });
    await waitFor(() => expect(cellInput(edit.container, 0, 'name').value).toBe('金条'));
    await edit.user.clear(cellInput(edit.container, 0, 'qty'));
    await edit.user.type(cellInput(edit.container, 0, 'qty'), '4');
    await edit.user.click(submitButton());
    await waitFor(() => expect(edit.onSaved).toHaveBeenCalledTimes(1));
    // Keys of the stored row the table does not show (the row id) travel back unchanged.
    expect(bodyOf(posts(calls)[1])).toEqual({ id: '7', items: [{ id: 'r1', name: '金条', qty: 4, price: '10.00' }], remark: 'x' });
  });
});

describe('a sub-table on a detail page', () => {
  it('shows its Display with the 合计 row', () => {
    const record = { items: [{ name: '金条', qty: 2, price: '0.1' }, { name: '金币', qty: 3, price: '0.2' }] };
    const { container } = render(
      <Wrap>
        <DetailFields fields={[items]} record={record} route={{}} lang="zh" />
      </Wrap>,
    );
    const table = container.querySelector('[data-field="items"] table')!;
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(table.querySelector('tfoot')?.textContent).toBe('合计50.30');
  });
});
