import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FieldSchema } from '../../../schemas/types';
import { WIDGETS, widgetFor } from '../../../widgets/registry';
import { registerCellLookup } from '../../../widgets/cells';
import { FormScopeContext, createMemoryScope, useScopeValue } from '../../../widgets/form-scope';
import type { WidgetDefinition, WidgetProps } from '../../../widgets/types';
import { tableWidget } from '../../../widgets/table';
import { tableColumns } from '../../../widgets/table/columns';
import { totals } from '../../../widgets/table/totals';
import { Providers, lastValue, makeServices, renderDisplay, renderWidget } from './harness';

// Until the coordinator registers it (and the registry hands over its lookup), do it here.
Object.assign(WIDGETS, { [tableWidget.key]: tableWidget });
registerCellLookup(widgetFor);

const name: FieldSchema = { jnpfKey: 'comInput', vModel: 'name', label: '品名', required: true };
const qty: FieldSchema = { jnpfKey: 'numInput', vModel: 'qty', label: '数量' };
const price: FieldSchema = { jnpfKey: 'amount', vModel: 'price', label: '单价', props: { showChinese: false } };
const weight: FieldSchema = { jnpfKey: 'slider', vModel: 'weight', label: '成色' };
const lineTotal: FieldSchema = { jnpfKey: 'calculate', vModel: 'lineTotal', label: '小计', props: { expression: 'items.price * qty', precision: 2 } };

const items = (children: FieldSchema[], props: Record<string, unknown> = {}): Partial<FieldSchema> => ({ vModel: 'items', label: '明细', children, props });
type Rows = Array<Record<string, unknown>>;

const rowsOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('tbody tr.widget-table-row')];
const cellOf = (container: HTMLElement, row: number, column: string) => rowsOf(container)[row].querySelector<HTMLElement>(`td[data-column="${column}"]`)!;
const inputIn = (element: HTMLElement) => element.querySelector('input')!;
/** What a calculated cell shows: the calculate widget's read-only input. */
const shown = (element: HTMLElement) => element.querySelector('input')?.value ?? element.textContent;
const summary = (container: HTMLElement, column: string) => container.querySelector(`tfoot td[data-column="${column}"]`)?.textContent;

describe('table (sub-table)', () => {
  it('adds rows with the action text and emits every cell edit as the whole rows array', async () => {
    const { user, onChange, container } = renderWidget('table', { field: items([name, qty], { actionText: '新增明细' }), value: [] });
    expect(screen.getByText('暂无数据')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /新增明细/ }));
    expect(lastValue(onChange)).toEqual([{ name: null, qty: null }]);
    await user.click(screen.getByRole('button', { name: /新增明细/ }));
    expect(rowsOf(container)).toHaveLength(2);

    await user.type(inputIn(cellOf(container, 1, 'name')), '金条');
    expect(lastValue(onChange)).toEqual([{ name: null, qty: null }, { name: '金条', qty: null }]);
    await user.type(inputIn(cellOf(container, 0, 'qty')), '3');
    expect(lastValue(onChange)).toEqual([{ name: null, qty: 3 }, { name: '金条', qty: null }]);
  });

  it('normalises amount cells to two decimals on each change', async () => {
    const { user, onChange, container } = renderWidget('table', { field: items([price, name]), value: [{ price: null, name: 'a' }] });
    await user.type(inputIn(cellOf(container, 0, 'price')), '12.5');
    expect((lastValue(onChange) as Rows)[0].price).toBe('12.50');

    // An amount stored as a number (an old record) goes out as a 2-decimal string when its row changes.
    const old = renderWidget('table', { field: items([price, name]), value: [{ price: 88, name: 'a' }] });
    await old.user.type(inputIn(cellOf(old.container, 0, 'name')), 'b');
    expect(lastValue(old.onChange)).toEqual([{ price: '88.00', name: 'ab' }]);
  });

  it('deletes a row only after the confirmation', async () => {
    const value = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];
    const { user, onChange, container } = renderWidget('table', { field: items([name]), value });
    await user.click(within(rowsOf(container)[1]).getByRole('button', { name: /删\s?除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('此操作将永久删除该数据, 是否继续?');
    await user.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    expect(onChange).not.toHaveBeenCalled();

    await user.click(within(rowsOf(container)[1]).getByRole('button', { name: /删\s?除/ }));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(again).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(lastValue(onChange)).toEqual([{ name: 'A' }, { name: 'C' }]));
    expect(rowsOf(container).map((row) => row.querySelector<HTMLInputElement>('td[data-column="name"] input')!.value)).toEqual(['A', 'C']);
  });

  it('totals amount, number and slider columns exactly in the 合计 row', () => {
    const value = [
      { price: '0.10', qty: 0.1, weight: 10 },
      { price: '0.20', qty: 0.2, weight: 20 },
      { price: null, qty: null, weight: null },
    ];
    const { container } = renderWidget('table', { field: items([price, qty, weight]), value });
    expect(container.querySelector('tfoot td')?.textContent).toBe('合计');
    expect(summary(container, 'price')).toBe('0.30');
    expect(summary(container, 'qty')).toBe('0.3');
    expect(summary(container, 'weight')).toBe('30');
    // Decimal sums, never floats (0.1 + 0.2 is 0.30000000000000004 in JavaScript).
    expect(totals([{ a: 0.1 }, { a: 0.2 }], tableColumns([{ jnpfKey: 'amount', vModel: 'a' }]))).toEqual({ a: '0.30' });
  });

  it('totals only the summaryField columns, and hides the row when showSummary is off', () => {
    const value = [{ price: '1.00', qty: 2 }];
    const only = renderWidget('table', { field: items([price, qty], { summaryField: ['qty'] }), value });
    expect(summary(only.container, 'qty')).toBe('2');
    expect(summary(only.container, 'price')).toBe('');
    const off = renderWidget('table', { field: items([price, qty], { showSummary: false }), value });
    expect(off.container.querySelector('tfoot')).toBeNull();
    const none = renderWidget('table', { field: items([name]), value: [{ name: 'x' }] });
    expect(none.container.querySelector('tfoot')).toBeNull();
  });

  it('marks required columns and shows 不能为空 under an empty required cell once it was touched', async () => {
    const { user, container } = renderWidget('table', { field: items([name, qty]), value: [{ name: null, qty: null }, { name: null, qty: null }] });
    expect(container.querySelector('th[data-column="name"] .widget-table-required')).not.toBeNull();
    expect(container.querySelector('th[data-column="qty"] .widget-table-required')).toBeNull();
    expect(screen.queryByText('不能为空')).toBeNull();

    await user.type(inputIn(cellOf(container, 0, 'name')), 'a');
    await user.clear(inputIn(cellOf(container, 0, 'name')));
    expect(cellOf(container, 0, 'name').textContent).toContain('不能为空');
    expect(cellOf(container, 1, 'name').textContent).not.toContain('不能为空');
    await user.type(inputIn(cellOf(container, 0, 'name')), 'b');
    expect(cellOf(container, 0, 'name').textContent).not.toContain('不能为空');
  });

  it('shows 不能为空 in every empty required cell when the form marks the table invalid', () => {
    const field: FieldSchema = { jnpfKey: 'table', ...items([name, qty]) };
    render(
      <Providers services={makeServices()}>
        <tableWidget.Component value={[{ name: 'ok', qty: null }, { name: '', qty: null }, { name: null, qty: 1 }]} onChange={() => {}} field={field} status="error" />
      </Providers>,
    );
    expect(screen.getAllByText('不能为空')).toHaveLength(2);
  });

  it('puts one-line cells in a box of the control height (the error line added), contained while the cell is edited', async () => {
    const chinesePrice: FieldSchema = { jnpfKey: 'amount', vModel: 'big', label: '金额' };
    const tags: FieldSchema = { jnpfKey: 'select', vModel: 'tags', label: '标签', props: { multiple: true, options: [{ label: 'a', value: 'a' }] } };
    const { user, container } = renderWidget('table', { field: items([name, qty, price, chinesePrice, tags, lineTotal]), value: [{ name: 'x', qty: 1, price: '2.00' }] });
    const box = (column: string) => cellOf(container, 0, column).firstElementChild as HTMLElement;
    for (const column of ['name', 'qty', 'price', 'lineTotal']) expect(box(column).style.height, column).toBe('32px');
    // At rest nothing in a cell changes: no containment (each would be a paint layer); a calculated
    // cell changes with its row, so it keeps it.
    for (const column of ['name', 'qty', 'price']) expect(box(column).style.getPropertyValue('contain'), column).toBe('');
    expect(box('lineTotal').style.getPropertyValue('contain')).toBe('size layout style');
    await user.hover(cellOf(container, 0, 'name'));
    expect(box('name').style.getPropertyValue('contain')).toBe('size layout style');
    // 大写 under an amount and the tags of a multiple select make their own height: no fixed box.
    expect(box('big').style.getPropertyValue('contain')).toBe('');
    expect(box('big').style.height).toBe('');
    expect(box('tags').style.getPropertyValue('contain')).toBe('');

    await user.clear(inputIn(cellOf(container, 0, 'name')));
    expect(box('name').textContent).toContain('不能为空');
    expect(box('name').style.height).toBe('52px');
  });

  it("shows a number cell's step buttons only under the pointer or while it has the focus", async () => {
    const { user, container, onChange } = renderWidget('table', { field: items([qty, name]), value: [{ qty: 1, name: 'a' }, { qty: 2, name: 'b' }] });
    const steps = (row: number) => cellOf(container, row, 'qty').querySelectorAll('.ant-input-number-actions').length;
    expect([steps(0), steps(1)]).toEqual([0, 0]);
    await user.hover(cellOf(container, 1, 'qty'));
    expect([steps(0), steps(1)]).toEqual([0, 1]);
    await user.unhover(cellOf(container, 1, 'qty'));
    expect(steps(1)).toBe(0);

    // Keyboard focus keeps the box focused while its buttons appear, and typing goes on in it.
    act(() => inputIn(cellOf(container, 0, 'qty')).focus());
    expect(steps(0)).toBe(1);
    await user.keyboard('5');
    expect(document.activeElement).toBe(inputIn(cellOf(container, 0, 'qty')));
    expect((lastValue(onChange) as Rows)[0].qty).toBe(15);
    act(() => inputIn(cellOf(container, 0, 'name')).focus());
    expect(steps(0)).toBe(0);
  });

  it('shows each total in the 合计 row on one line, the whole figure in its title', () => {
    const { container } = renderWidget('table', { field: items([price]), value: [{ price: '123456789012.50' }, { price: '0.50' }] });
    const total = container.querySelector<HTMLElement>('tfoot td[data-column="price"] > div')!;
    expect(total.textContent).toBe('123,456,789,013.00');
    expect(total.title).toBe('123,456,789,013.00');
    expect(total.style.whiteSpace).toBe('nowrap');
    expect(total.style.height).toBe('22px');
  });

  it('renders radio and checkbox columns as selects, a checkbox keeping its array value', async () => {
    const options = [
      { label: '足金', value: 1 },
      { label: '铂金', value: 2 },
    ];
    const radio: FieldSchema = { jnpfKey: 'radio', vModel: 'kind', label: '类别', options };
    const checkbox: FieldSchema = { jnpfKey: 'checkbox', vModel: 'tags', label: '标签', options };
    const { user, onChange, container } = renderWidget('table', { field: items([radio, checkbox]), value: [{ kind: null, tags: [] }] });
    expect(cellOf(container, 0, 'kind').querySelector('[role="combobox"]')).not.toBeNull();
    expect(container.querySelector('input[type="radio"], input[type="checkbox"]')).toBeNull();

    const choose = async (column: string, label: string) => {
      await user.click(cellOf(container, 0, column).querySelector('[role="combobox"]')!);
      const option = (await screen.findAllByText(label, { selector: '.ant-select-item-option-content' })).at(-1)!;
      await user.click(option);
    };
    await choose('kind', '铂金');
    expect((lastValue(onChange) as Rows)[0].kind).toBe(2);
    await choose('tags', '足金');
    expect((lastValue(onChange) as Rows)[0].tags).toEqual([1]);
  });

  it('computes a calculated column per row and stores it with the row it edits', async () => {
    const value = [
      { price: '2.50', qty: 4, lineTotal: null },
      { price: '1.00', qty: 1, lineTotal: null },
    ];
    const { user, onChange, container } = renderWidget('table', { field: items([price, qty, lineTotal]), value });
    expect(shown(cellOf(container, 0, 'lineTotal'))).toBe('10.00');
    expect(shown(cellOf(container, 1, 'lineTotal'))).toBe('1.00');
    await user.clear(inputIn(cellOf(container, 1, 'qty')));
    await user.type(inputIn(cellOf(container, 1, 'qty')), '3');
    expect(lastValue(onChange)).toEqual([value[0], { price: '1.00', qty: 3, lineTotal: '3.00' }]);
    expect(shown(cellOf(container, 1, 'lineTotal'))).toBe('3.00');
    expect(shown(cellOf(container, 0, 'lineTotal'))).toBe('10.00');
  });

  it('gives row widgets a scope where table.column is their own row, and calculated cells the fields outside', () => {
    const seen: unknown[] = [];
    const probe: WidgetDefinition = {
      ...widgetFor('comInput')!,
      key: 'rowProbe',
      Component: function RowProbe() {
        seen.push(useScopeValue('items.name'));
        return null;
      },
    };
    Object.assign(WIDGETS, { rowProbe: probe });
    const scaled: FieldSchema = { jnpfKey: 'calculate', vModel: 'scaled', label: '折算', props: { expression: 'rate * qty' } };
    const scope = createMemoryScope({ rate: 2 });
    const field: FieldSchema = { jnpfKey: 'table', ...items([name, qty, scaled, { jnpfKey: 'rowProbe', vModel: 'probe', label: 'p' }]) };
    const { container } = render(
      <Providers services={makeServices()}>
        <FormScopeContext.Provider value={scope}>
          <tableWidget.Component value={[{ name: '甲', qty: 1 }, { name: '乙', qty: 5 }]} onChange={() => {}} field={field} />
        </FormScopeContext.Provider>
      </Providers>,
    );
    expect(seen.slice(0, 2)).toEqual(['甲', '乙']);
    // `qty` is the row's own column, `rate` a field of the form outside the table.
    expect(shown(cellOf(container, 1, 'scaled'))).toBe('10.00');
    act(() => scope.set('rate', 3));
    expect(shown(cellOf(container, 0, 'scaled'))).toBe('3.00');
    expect(shown(cellOf(container, 1, 'scaled'))).toBe('15.00');
  });

  it('re-renders only the edited cell when typing in a large table', async () => {
    let renders = 0;
    const counting: WidgetDefinition = {
      ...widgetFor('comInput')!,
      key: 'countingInput',
      Component: function CountingInput(props: WidgetProps) {
        renders += 1;
        const Input = widgetFor('comInput')!.Component;
        return <Input {...props} />;
      },
    };
    Object.assign(WIDGETS, { countingInput: counting });
    const columns: FieldSchema[] = ['a', 'b', 'c', 'd'].map((vModel) => ({ jnpfKey: 'countingInput', vModel, label: vModel }));
    const value = Array.from({ length: 100 }, () => ({ a: '', b: '', c: '', d: '' }));
    const field: FieldSchema = { jnpfKey: 'table', ...items(columns) };
    function Host() {
      const [rows, setRows] = useState<unknown>(value);
      return <tableWidget.Component value={rows as Rows} onChange={setRows} field={field} />;
    }
    const user = userEvent.setup();
    const { container } = render(
      <Providers services={makeServices()}>
        <Host />
      </Providers>,
    );
    expect(renders).toBe(400);
    renders = 0;
    await user.type(inputIn(cellOf(container, 50, 'c')), 'xyz');
    expect(inputIn(cellOf(container, 50, 'c')).value).toBe('xyz');
    // One render per keystroke of the edited cell (React may render it twice per commit at most).
    expect(renders).toBeGreaterThanOrEqual(3);
    expect(renders).toBeLessThanOrEqual(6);
  });

  it('Display shows the rows with the columns’ Displays and the 合计 row; a list cell shows the row count', () => {
    const value = [
      { name: '金条', qty: 2, price: '1234.5', lineTotal: '2469.00' },
      { name: '金币', qty: 1, price: '0.5', lineTotal: null },
    ];
    const { container } = renderDisplay('table', { field: items([name, qty, price, lineTotal]), value });
    expect(container.querySelector('button')).toBeNull();
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['序号', '*品名', '数量', '单价', '小计']);
    expect(cellOf(container, 0, 'price').textContent).toBe('1,234.50');
    expect(cellOf(container, 1, 'name').textContent).toBe('金币');
    // A calculated cell stored empty is computed from its row.
    expect(shown(cellOf(container, 1, 'lineTotal'))).toBe('0.50');
    expect(container.querySelector('tfoot td')?.textContent).toBe('合计');
    expect(summary(container, 'price')).toBe('1,235.00');
    expect(summary(container, 'qty')).toBe('3');

    expect(renderDisplay('table', { field: items([name]), value, inCell: true }).container.textContent).toBe('2 行');
    expect(renderDisplay('table', { field: items([name]), value: [] }).container.textContent).toBe('—');
  });
});
