import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { findField } from '../../../../designer/core';
import { PropertyPanel } from '../../../../designer/react/panel/PropertyPanel';
import { checkFormula } from '../../../../designer/react/panel/FormulaPad';
import { namesFor } from '../../../../designer/react/panel/scope';
import { editorOf, renderInApp } from './panel-harness';

const price = { jnpfKey: 'amount', vModel: 'price', label: '单价', formId: '2' };
const qty = { jnpfKey: 'numInput', vModel: 'qty', label: '数量', formId: '4' };
const note = { jnpfKey: 'comInput', vModel: 'note', label: '备注', formId: '5' };
const total = (expression: string) => ({ jnpfKey: 'calculate', vModel: 'total', label: '合计', formId: '3', props: { expression } });
const items = {
  jnpfKey: 'table', vModel: 'items', label: '明细', formId: '10',
  children: [
    { jnpfKey: 'numInput', vModel: 'weight', label: '重量', formId: '11' },
    { jnpfKey: 'calculate', vModel: 'lineTotal', label: '小计', formId: '12', props: { expression: '' } },
  ],
};

/** The panel mounts antd and rjsf in happy-dom: on a busy machine a test takes seconds (the limit catches hangs). */
const SLOW = 60_000;

describe('formula pad', () => {
  it('names a field that does not exist as the error', async () => {
    const editor = editorOf([price, total('price * missing')]);
    editor.select('3');
    renderInApp(<PropertyPanel editor={editor} />);
    expect((await screen.findByRole('alert')).textContent).toBe('字段“missing”不存在');
  }, SLOW);

  it('shows a formula that does not parse at once, and applies what is typed', async () => {
    const editor = editorOf([price, total('')]);
    editor.select('3');
    renderInApp(<PropertyPanel editor={editor} />);
    const pad = await screen.findByLabelText('计算公式');
    fireEvent.change(pad, { target: { value: 'price *' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^公式有误：/);
    expect(findField(editor.document, '3')?.props?.expression).toBe('price *');
    fireEvent.change(pad, { target: { value: 'price * 2' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(editor.historyList().labels).toHaveLength(1);
  }, SLOW);

  it('offers the numeric fields to insert at the cursor', async () => {
    const editor = editorOf([price, qty, note, total('')]);
    editor.select('3');
    renderInApp(<PropertyPanel editor={editor} />);
    await screen.findByTestId('formula-pad');
    expect(screen.queryByTitle('note')).toBeNull();
    fireEvent.click(screen.getByTitle('price'));
    fireEvent.click(screen.getByRole('button', { name: '*' }));
    fireEvent.click(screen.getByTitle('qty'));
    expect(findField(editor.document, '3')?.props?.expression).toBe('price * qty');
  }, SLOW);

  it('reads a sub-table column bare inside its row and as table.column outside', () => {
    const editor = editorOf([price, items, total('')]);
    const inside = namesFor(editor.document, '12');
    expect(checkFormula('weight * price', inside)).toEqual({ kind: 'ok' });
    const outside = namesFor(editor.document, '3');
    expect(checkFormula('items.weight * price', outside)).toEqual({ kind: 'ok' });
    expect(checkFormula('weight * price', outside)).toEqual({ kind: 'unknown', name: 'weight' });
  }, SLOW);
});
