import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import FundRegisterDialog from '../../../../business-screens/gold/fund/FundRegisterDialog';
import { allocationProblem, allocationTotal, allocationsBlocker, allocationsToSave, type OpenSettlement } from '../../../../business-screens/gold/fund/allocations';
import { stubFetch } from '../../data/net';
import { installListTestHooks, params, renderInApp } from '../../renderers/list/harness';

// antd's selects, tables and modals render slowly under happy-dom; on a busy machine the default is too short.
configure({ asyncUtilTimeout: 10_000 });
const SLOW = 90_000;
installListTestHooks(['btn_add']);

const OPEN: OpenSettlement[] = [
  { id: 'st1', code: 'JS001', settlementDate: '2026-10-31', payableAmount: '5000.00', allocatedAmount: '1000.00', outstanding: '4000.00' },
  { id: 'st2', code: 'JS002', settlementDate: '2026-11-15', payableAmount: '800.10', allocatedAmount: '0.00', outstanding: '800.10' },
];

describe('payment allocations', () => {
  it('totals the valid amounts in decimal and sends only those above zero, to the fen', () => {
    expect(allocationTotal({ st1: '0.1', st2: '0.2' })).toBe('0.30');
    expect(allocationTotal({ st1: '12.345', st2: '1' })).toBe('1.00');
    expect(allocationsToSave(OPEN, { st1: '0', st2: '800.1' })).toEqual([{ settlementId: 'st2', amount: '800.10' }]);
  });

  it('refuses more than a settlement has outstanding, a bad amount, and a payment allocating nothing', () => {
    expect(allocationProblem('4000', '4000.00')).toBeNull();
    expect(allocationProblem('4000.01', '4000.00')).toBe('amountOver');
    expect(allocationProblem('1.001', '4000.00')).toBe('amountInvalid');
    expect(allocationsBlocker(OPEN, {})).toBe('nothingAllocated');
    expect(allocationsBlocker(OPEN, { st1: '10', st2: '900' })).toBe('amountOver');
    expect(allocationsBlocker(OPEN, { st1: '10' })).toBeNull();
  });
});

const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;
const registerButton = () => within(dialog()).getByRole('button', { name: /^登\s*记$/ }) as HTMLButtonElement;

async function pick(control: HTMLElement, label: string) {
  fireEvent.mouseDown(control);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')]
      .find((node) => node.textContent === label);
    if (!found) throw new Error(`no option ${label}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

describe('登记付款 dialog', () => {
  it('allocates to the shop\'s outstanding settlements, shows the total, refuses more than outstanding and posts the payment', async () => {
    const calls = stubFetch({
      'GET /api/shop/list': { code: 200, data: { list: [{ id: 's1', name: '一号店' }] } },
      'GET /api/system/DictionaryData/paymentMethod/Data/Selector': { code: 200, data: { list: [{ id: 'p1', enCode: 'transfer', fullName: '银行转账' }] } },
      'GET /api/shopFund/listCanSaveFund': { code: 200, data: { list: OPEN } },
      'GET /api/shopFund/fundBatchPage': { code: 200, data: { list: [], pagination: { currentPage: 1, pageSize: 50, total: 0 } } },
      'POST /api/shopFund/save': { code: 200, msg: '新建成功', data: { id: 'f1', batchId: 'b1', batchCode: 'ZJ001' } },
    });
    const onDone = vi.fn();
    renderInApp(<FundRegisterDialog onClose={vi.fn()} onDone={onDone} />);
    await pick(await within(dialog()).findByLabelText('门店'), '一号店');
    const first = await within(dialog()).findByLabelText('本次付款(元) JS001');
    expect(params(calls.find((c) => c.url.pathname === '/api/shopFund/listCanSaveFund')!)).toEqual({ shopId: 's1' });

    fireEvent.change(first, { target: { value: '4000.01' } });
    expect(within(dialog()).getByText('超过未分配金额 4,000.00')).toBeTruthy();
    fireEvent.click(registerButton());
    await waitFor(() => expect(registerButton().disabled).toBe(true));
    expect(within(dialog()).getByText('付款方式不能为空')).toBeTruthy();

    fireEvent.change(first, { target: { value: '1000' } });
    fireEvent.click(within(within(dialog()).getByText('JS002').closest('tr')!).getByRole('button', { name: /全部付清/ }));
    expect(dialog().querySelector('[data-figure="total"]')?.textContent).toBe('1800.10');
    await pick(within(dialog()).getByLabelText('付款方式'), '银行转账');
    fireEvent.change(within(dialog()).getByLabelText('银行流水号'), { target: { value: ' 6222001 ' } });
    await waitFor(() => expect(registerButton().disabled).toBe(false));

    fireEvent.click(registerButton());
    const confirm = await screen.findByText(/确认登记 一号店 的付款 1,800.10 元/);
    fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /^登\s*记$/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = JSON.parse(String(calls.find((c) => c.method === 'POST')!.body)) as Record<string, unknown>;
    expect(body).toEqual({
      shopId: 's1',
      payDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      payMethod: 'transfer',
      bankSerial: '6222001',
      allocations: [{ settlementId: 'st1', amount: '1000.00' }, { settlementId: 'st2', amount: '800.10' }],
    });
  }, SLOW);
});
