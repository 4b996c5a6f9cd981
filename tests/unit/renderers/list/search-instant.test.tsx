import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../data/net';
import { listCalls, page, params, renderList, spvRows, spvSchema, installListTestHooks } from './harness';
import type { ListSchema } from '../../../../schemas';

installListTestHooks();

/** The SPV list whose first search field is a scan box (type or scan an item number). */
function scanSchema(instant: boolean): ListSchema {
  const base = spvSchema();
  return {
    ...base,
    search: [{ vModel: 'inventoryNumber', jnpfKey: 'scanInput', label: '饰品编号', match: 'like', queryOnly: true, ...(instant ? { instant } : {}) }, ...base.search!],
  };
}

const scanBox = () => document.querySelector<HTMLElement>('.widget-scan-input')!;

describe('list search: instant fields (SearchField `instant`)', () => {
  it('searches as soon as the scan box commits its code (its own query button), with the other search values', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    renderList(scanSchema(true));
    await screen.findByText('SPV000');
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '甲' } });
    fireEvent.change(within(scanBox()).getByRole('textbox'), { target: { value: 'JZ20260105001' } });
    fireEvent.click(within(scanBox()).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(params(listCalls(calls)[1])).toMatchObject({ inventoryNumber: 'JZ20260105001', keyword: '甲', currentPage: '1' });
  });

  it('without instant, the scan box only fills the field: the list searches on 查询 of the form', async () => {
    const calls = stubFetch({ 'GET /api/spv/page': page(spvRows(1)) });
    renderList(scanSchema(false));
    await screen.findByText('SPV000');
    fireEvent.change(within(scanBox()).getByRole('textbox'), { target: { value: 'JZ1' } });
    fireEvent.click(within(scanBox()).getByRole('button', { name: '查询' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(listCalls(calls)).toHaveLength(1);
    fireEvent.click(within(document.querySelector<HTMLElement>('.gl-search-buttons')!).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(params(listCalls(calls)[1])).toMatchObject({ inventoryNumber: 'JZ1' });
  });
});
