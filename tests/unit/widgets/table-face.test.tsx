import { describe, expect, it } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import type { FieldSchema } from '../../../schemas/types';
import { WIDGETS, widgetFor } from '../../../widgets/registry';
import { registerCellLookup } from '../../../widgets/cells';
import { tableWidget } from '../../../widgets/table';
import { fits } from '../../../widgets/table/Face';
import { lastValue, renderWidget } from './harness';

Object.assign(WIDGETS, { [tableWidget.key]: tableWidget });
registerCellLookup(widgetFor);

const name: FieldSchema = { jnpfKey: 'comInput', vModel: 'name', label: '品名', required: true };
const qty: FieldSchema = { jnpfKey: 'numInput', vModel: 'qty', label: '数量', props: { precision: 2 } };
const price: FieldSchema = { jnpfKey: 'amount', vModel: 'price', label: '单价', props: { showChinese: false } };
const big: FieldSchema = { jnpfKey: 'amount', vModel: 'big', label: '金额' };
const code: FieldSchema = { jnpfKey: 'comInput', vModel: 'code', label: '编码', props: { prepend: 'NO.' } };
const items = (children: FieldSchema[]): Partial<FieldSchema> => ({ vModel: 'items', label: '明细', children });
type Rows = Array<Record<string, unknown>>;

const cellOf = (container: HTMLElement, row: number, column: string) =>
  container.querySelectorAll('tbody tr.widget-table-row')[row].querySelector<HTMLElement>(`td[data-column="${column}"]`)!;
const faceOf = (cell: HTMLElement) => cell.querySelector<HTMLElement>('.widget-table-face [role="textbox"]');
const shows = (element: Element | null) => !!element && (element as HTMLElement).style.display !== 'none' && !element.closest('[style*="display: none"]');

describe('sub-table cells at rest (faces)', () => {
  it('paints a resting cell as the text its box shows, the placeholder when empty, and keeps the widget mounted but hidden', () => {
    const { container } = renderWidget('table', {
      field: items([name, qty, price, big]),
      value: [{ name: '足金手镯', qty: 1.5, price: '12.5', big: '3' }, { name: '', qty: null, price: null, big: null }],
    });
    const texts = ['name', 'qty', 'price', 'big'].map((column) => faceOf(cellOf(container, 0, column))!.textContent);
    expect(texts).toEqual(['足金手镯', '1.50', '12.50', '3.00']);
    // 大写 shows under the amount's face as under its box.
    expect(cellOf(container, 0, 'big').querySelector('.widget-table-face .widget-amount-chinese')?.textContent).toContain('叁元整');
    expect(faceOf(cellOf(container, 1, 'name'))!.textContent).toBe('请输入');
    expect(faceOf(cellOf(container, 1, 'qty'))!.textContent).toBe('请输入');

    const input = cellOf(container, 0, 'qty').querySelector('input')!;
    expect(input.value).toBe('1.50');
    expect(shows(input)).toBe(false);
    expect(faceOf(cellOf(container, 0, 'qty'))!.getAttribute('aria-label')).toBe('数量');
  });

  it('shows the widget instead of the face while the pointer is over the cell', async () => {
    const { user, container } = renderWidget('table', { field: items([qty]), value: [{ qty: 2 }] });
    const cell = cellOf(container, 0, 'qty');
    await user.hover(cell);
    expect(shows(faceOf(cell))).toBe(false);
    expect(shows(cell.querySelector('input'))).toBe(true);
    await user.unhover(cell);
    expect(shows(faceOf(cell))).toBe(true);
    expect(shows(cell.querySelector('input'))).toBe(false);
  });

  it('hands keyboard focus from a face to its widget with the text selected, so typing replaces it', async () => {
    const { user, container, onChange } = renderWidget('table', { field: items([name, qty]), value: [{ name: 'a', qty: 12 }] });
    const cell = cellOf(container, 0, 'qty');
    act(() => faceOf(cell)!.focus());
    const input = cell.querySelector('input')!;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5]);
    expect(shows(input)).toBe(true);
    await user.keyboard('7');
    expect((lastValue(onChange) as Rows)[0].qty).toBe(7);

    // Leaving the cell puts it back to rest, showing the new value.
    act(() => faceOf(cellOf(container, 0, 'name'))!.focus());
    expect(document.activeElement).toBe(cellOf(container, 0, 'name').querySelector('input'));
    expect(faceOf(cell)!.textContent).toBe('7.00');
    expect(shows(faceOf(cell))).toBe(true);
  });

  it('a press on a face focuses the widget with the caret at the end', () => {
    const { container } = renderWidget('table', { field: items([name]), value: [{ name: '足金' }] });
    const cell = cellOf(container, 0, 'name');
    const pressed = fireEvent.mouseDown(faceOf(cell)!);
    expect(pressed).toBe(false); // the face itself never takes the focus
    const input = cell.querySelector('input')!;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
  });

  it('a disabled table has faces that cannot take the focus', () => {
    const disabled = renderWidget('table', { field: items([name]), value: [{ name: 'x' }], disabled: true });
    expect(faceOf(cellOf(disabled.container, 0, 'name'))!.hasAttribute('tabindex')).toBe(false);
    expect(faceOf(cellOf(disabled.container, 0, 'name'))!.getAttribute('aria-disabled')).toBe('true');
    disabled.unmount();

    const editable = renderWidget('table', { field: items([name]), value: [{ name: 'x' }] });
    expect(faceOf(cellOf(editable.container, 0, 'name'))!.getAttribute('tabindex')).toBe('0');
  });

  it('a required cell emptied and left shows as invalid at rest, with 不能为空 under it', async () => {
    const { user, container } = renderWidget('table', { field: items([name, qty]), value: [{ name: 'x', qty: 1 }] });
    const cell = cellOf(container, 0, 'name');
    act(() => faceOf(cell)!.focus());
    await user.clear(cell.querySelector('input')!);
    act(() => faceOf(cellOf(container, 0, 'qty'))!.focus());
    expect(shows(faceOf(cell))).toBe(true);
    expect(faceOf(cell)!.getAttribute('aria-invalid')).toBe('true');
    expect(faceOf(cell)!.style.borderColor).not.toBe(faceOf(cellOf(container, 0, 'qty'))!.style.borderColor);
    expect(cell.textContent).toContain('不能为空');
  });

  it('leaves cells whose box holds more than text (an addon) as live widgets', () => {
    const { container } = renderWidget('table', { field: items([code]), value: [{ code: '7' }] });
    const cell = cellOf(container, 0, 'code');
    expect(faceOf(cell)).toBeNull();
    expect(shows(cell.querySelector('input'))).toBe(true);
    expect(cell.textContent).toContain('NO.');
  });

  it('clips a face only when its text may not fit the column', () => {
    const metrics = { chrome: 24, fontSize: 14 };
    // 110 px column less the cell's 18: 92 px, less the box's 24: 68 px for text.
    expect(fits('1234', 92, metrics)).toBe(true);
    expect(fits('足金手镯', 92, metrics)).toBe(true);
    expect(fits('足金手镯足', 92, metrics)).toBe(false);
    const { container } = renderWidget('table', {
      field: items([{ ...name, columnWidth: 110 }]),
      value: [{ name: 'ab' }, { name: '一个很长很长的品名' }],
    });
    expect(faceOf(cellOf(container, 0, 'name'))!.style.overflow).toBe('');
    expect(faceOf(cellOf(container, 1, 'name'))!.style.overflow).toBe('hidden');
  });
});
