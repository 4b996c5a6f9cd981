import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FieldSchema } from '../../../schemas/types';
import { WIDGETS } from '../../../widgets/registry';
import { popupSelectWidget } from '../../../widgets/popupSelect';
import { popupAttrWidget } from '../../../widgets/popupAttr';
import { lastValue, makeServices, renderDisplay, renderPickerWithAttribute } from './harness';

Object.assign(WIDGETS, { [popupSelectWidget.key]: popupSelectWidget, [popupAttrWidget.key]: popupAttrWidget });

const shopField = (props: Record<string, unknown> = {}): FieldSchema => ({
  jnpfKey: 'popupSelect',
  vModel: 'shop',
  label: '门店',
  props: { interfaceId: 'api-shops', propsValue: 'code', relationField: 'name', hasPage: false, columnOptions: [{ value: 'name', label: '门店' }], ...props },
});
const codeAttr: FieldSchema = { jnpfKey: 'popupAttr', label: '城市', props: { relationField: 'shop', showField: 'city' } };

const renderForm = ({ value, props, services }: { value?: string; props?: Record<string, unknown>; services?: ReturnType<typeof makeServices> } = {}) =>
  renderPickerWithAttribute({ picker: shopField(props), attribute: codeAttr, value: value as string | undefined, services });

const dialog = () => screen.getByRole('dialog');
const input = () => document.getElementById('w') as HTMLInputElement;
const attr = () => screen.getByTestId('attr').textContent;

describe('popupSelect', () => {
  it('opens an 800 px dialog titled 选择数据 by default, stores propsValue and shows relationField', async () => {
    const { user, onChange, services } = renderForm();
    await user.click(screen.getByRole('button', { name: '选择数据' }));
    await screen.findByRole('dialog');
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('800px');
    // Without paging every row comes in one request and no pager shows.
    expect(services.dataInterfaceRows).toHaveBeenCalledWith('api-shops', { keyword: undefined, currentPage: 1, pageSize: 10000 });
    const row = await within(dialog()).findByText('周大生福田店');
    expect(dialog().querySelector('.ant-pagination')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: /确\s*定/ })).toHaveProperty('disabled', true);
    await user.click(row);
    await user.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    expect(lastValue(onChange)).toBe('S002');
    expect(input().value).toBe('周大生福田店');
    await waitFor(() => expect(attr()).toBe('深圳'));
    expect(services.dataInterfaceRecords).toHaveBeenCalledWith('api-shops', 'code', ['S002']);
  });

  it('takes its own title and width, and searches the data interface by keyword', async () => {
    const { user, services } = renderForm({ props: { popupTitle: { zh: '选择门店', en: 'Shops' }, popupWidth: '60%' } });
    await user.click(screen.getByRole('button', { name: '选择门店' }));
    await screen.findByRole('dialog');
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('60%');
    await user.type(within(dialog()).getByRole('textbox', { name: '请输入关键词查询' }), '广州{Enter}');
    expect(services.dataInterfaceRows).toHaveBeenLastCalledWith('api-shops', { keyword: '广州', currentPage: 1, pageSize: 10000 });
    await waitFor(() => expect(dialog().querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1));
  });

  it('shows the stored row on mount and in Display', async () => {
    renderForm({ value: 'S001' });
    await waitFor(() => expect(input().value).toBe('周大生南山店'));
    await waitFor(() => expect(attr()).toBe('深圳'));
    const view = renderDisplay('popupSelect', { value: 'S003', field: shopField() });
    await waitFor(() => expect(view.container.textContent).toBe('金源天河店'));
  });

  it('Display shows a dash when empty or when the row is gone', async () => {
    expect(renderDisplay('popupSelect', { value: null, field: shopField() }).container.textContent).toBe('—');
    const gone = renderDisplay('popupSelect', { value: 'S999', field: shopField() });
    await waitFor(() => expect(gone.container.querySelector('[aria-busy]')).toBeNull());
    expect(gone.container.textContent).toBe('—');
  });
});
