import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldSchema } from '../../../schemas/types';
import { WIDGETS } from '../../../widgets/registry';
import { relationFormWidget } from '../../../widgets/relationForm';
import { relationFormAttrWidget } from '../../../widgets/relationFormAttr';
import { lastValue, makeServices, renderDisplay, renderPickerWithAttribute } from './harness';

Object.assign(WIDGETS, { [relationFormWidget.key]: relationFormWidget, [relationFormAttrWidget.key]: relationFormAttrWidget });

const customerField = (props: Record<string, unknown> = {}): FieldSchema => ({
  jnpfKey: 'relationForm',
  vModel: 'customer',
  label: '客户',
  props: {
    modelId: 'm-customers',
    relationField: 'name',
    columnOptions: [
      { value: 'name', label: '名称' },
      { value: 'code', label: '编码' },
    ],
    ...props,
  },
});
const cityField: FieldSchema = { jnpfKey: 'relationFormAttr', label: '城市', props: { relationField: 'customer', showField: 'city' } };

const renderForm = ({ value, props, services }: { value?: unknown; props?: Record<string, unknown>; services?: ReturnType<typeof makeServices> } = {}) =>
  renderPickerWithAttribute({ picker: customerField(props), attribute: cityField, value: value as string | undefined, services });

type User = ReturnType<typeof userEvent.setup>;

const input = () => document.getElementById('w') as HTMLInputElement;
const attr = () => screen.getByTestId('attr').textContent;
const dialog = () => screen.getByRole('dialog');
const okButton = () => within(dialog()).getByRole('button', { name: /确\s*定/ });
const rowNames = () => [...dialog().querySelectorAll('tbody tr.ant-table-row')].map((row) => row.querySelector('td:nth-child(2)')?.textContent);

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: '选择数据' }));
  await screen.findByRole('dialog');
  await waitFor(() => expect(rowNames().length).toBeGreaterThan(0));
}

async function chooseRow(user: User, name: string) {
  const row = [...dialog().querySelectorAll('tbody tr.ant-table-row')].find((tr) => tr.textContent?.includes(name))!;
  await user.click(within(row as HTMLElement).getByRole('radio'));
}

describe('relationForm', () => {
  it("opens the 700 px 'select data' dialog; confirm waits for a chosen row, then stores its id and shares the record", async () => {
    const { user, onChange, scope, services } = renderForm();
    expect(attr()).toBe('用于展示关联表单的属性，且数据不会保存');
    await openDialog(user);
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('700px');
    expect(dialog().querySelector('.draggable-modal-title')?.textContent).toBe('选择数据');
    expect([...dialog().querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(expect.arrayContaining(['名称', '编码']));
    expect(rowNames()).toEqual(['周大生南山店', '周大生福田店', '金源天河店']);
    expect(services.relationRows).toHaveBeenCalledWith('m-customers', { keyword: undefined, currentPage: 1, pageSize: 20 });
    expect(okButton()).toHaveProperty('disabled', true);

    await chooseRow(user, '金源天河店');
    expect(okButton()).toHaveProperty('disabled', false);
    await user.click(okButton());
    expect(lastValue(onChange)).toBe('r3');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input().value).toBe('金源天河店');
    await waitFor(() => expect(attr()).toBe('广州'));
    expect(services.relationRecord).toHaveBeenCalledWith('m-customers', 'r3');
    expect((scope.values().$related as Record<string, unknown>).customer).toMatchObject({ id: 'r3', code: 'S003' });
    // The attribute never emits a value.
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('searches by keyword, resets and refreshes', async () => {
    const { user, services } = renderForm();
    await openDialog(user);
    const keyword = within(dialog()).getByRole('textbox', { name: '请输入关键词查询' });
    await user.type(keyword, '深圳');
    await user.click(within(dialog()).getByRole('button', { name: /查\s*询/ }));
    expect(services.relationRows).toHaveBeenLastCalledWith('m-customers', { keyword: '深圳', currentPage: 1, pageSize: 20 });
    await waitFor(() => expect(rowNames()).toEqual(['周大生南山店', '周大生福田店']));

    const calls = services.relationRows.mock.calls.length;
    await user.click(within(dialog()).getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(services.relationRows.mock.calls.length).toBe(calls + 1));
    expect(services.relationRows).toHaveBeenLastCalledWith('m-customers', { keyword: '深圳', currentPage: 1, pageSize: 20 });

    await user.click(within(dialog()).getByRole('button', { name: /重\s*置/ }));
    expect(keyword).toHaveProperty('value', '');
    expect(services.relationRows).toHaveBeenLastCalledWith('m-customers', { keyword: undefined, currentPage: 1, pageSize: 20 });
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  });

  it('pages the table with the designed page size', async () => {
    const { user, services } = renderForm({ props: { pageSize: 2 } });
    await openDialog(user);
    expect(rowNames()).toEqual(['周大生南山店', '周大生福田店']);
    await user.click(within(dialog()).getByTitle('2'));
    expect(services.relationRows).toHaveBeenLastCalledWith('m-customers', { keyword: undefined, currentPage: 2, pageSize: 2 });
    await waitFor(() => expect(rowNames()).toEqual(['金源天河店']));
  });

  it('loads the stored record on mount, so the input and attributes show when editing', async () => {
    const { services } = renderForm({ value: 'r1' });
    await waitFor(() => expect(input().value).toBe('周大生南山店'));
    await waitFor(() => expect(attr()).toBe('深圳'));
    expect(services.relationRecord).toHaveBeenCalledWith('m-customers', 'r1');
  });

  it('keeps the value on cancel, clears to null and forgets the record', async () => {
    const { user, onChange } = renderForm({ value: 'r2' });
    await waitFor(() => expect(attr()).toBe('深圳'));
    await openDialog(user);
    // The stored row is chosen when the dialog opens.
    expect(okButton()).toHaveProperty('disabled', false);
    await chooseRow(user, '金源天河店');
    await user.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
    expect(onChange).not.toHaveBeenCalled();
    expect(input().value).toBe('周大生福田店');
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(lastValue(onChange)).toBeNull();
    expect(input().value).toBe('');
    await waitFor(() => expect(attr()).toBe('用于展示关联表单的属性，且数据不会保存'));
  });

  it('Display shows the related record’s relationField, a dash when empty', async () => {
    const view = renderDisplay('relationForm', { value: 'r2', field: customerField() });
    await waitFor(() => expect(view.container.textContent).toBe('周大生福田店'));
    view.unmount();
    expect(renderDisplay('relationForm', { value: '', field: customerField() }).container.textContent).toBe('—');
  });
});
