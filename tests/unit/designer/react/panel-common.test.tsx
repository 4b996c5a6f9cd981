import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { findField } from '../../../../designer/core';
import { PropertyPanel } from '../../../../designer/react/panel/PropertyPanel';
import { editorOf, renderInApp } from './panel-harness';

const name = { jnpfKey: 'comInput', vModel: 'name', label: { zh: '名称', en: 'Name' }, formId: '1' };
const price = { jnpfKey: 'amount', vModel: 'price', label: '单价', formId: '2' };
const total = { jnpfKey: 'calculate', vModel: 'total', label: '合计', formId: '3', props: { expression: 'price * 2', precision: 2 } };

/** The panel mounts antd and rjsf in happy-dom: on a busy machine a test takes seconds (the limit catches hangs). */
const SLOW = 60_000;

describe('property panel: common settings', () => {
  it('shows the form settings when nothing is selected', async () => {
    const editor = editorOf([name]);
    renderInApp(<PropertyPanel editor={editor} />);
    expect(await screen.findByTestId('form-settings')).toBeTruthy();
    expect(screen.getByLabelText('标题宽度')).toBeTruthy();
  }, SLOW);

  it('typing a label is one undoable step', async () => {
    const editor = editorOf([name]);
    editor.select('1');
    renderInApp(<PropertyPanel editor={editor} />);
    const zh = await screen.findByLabelText('标题 简体中文');
    // Two keystrokes of one burst.
    fireEvent.change(zh, { target: { value: '品' } });
    fireEvent.change(zh, { target: { value: '品名' } });
    fireEvent.blur(zh);
    expect(findField(editor.document, '1')?.label).toEqual({ zh: '品名', en: 'Name' });
    expect(editor.historyList().labels).toHaveLength(1);
    act(() => {
      editor.undo();
    });
    expect(findField(editor.document, '1')?.label).toEqual({ zh: '名称', en: 'Name' });
    await waitFor(() => expect((screen.getByLabelText('标题 简体中文') as HTMLInputElement).value).toBe('名称'));
  }, SLOW);

  it('refuses an invalid or taken key with the reason, and nothing changes', async () => {
    const editor = editorOf([name, price]);
    editor.select('1');
    renderInApp(<PropertyPanel editor={editor} />);
    const key = await screen.findByLabelText('字段名');
    fireEvent.change(key, { target: { value: '1st' } });
    expect((await screen.findByRole('alert')).textContent).toBe('字段名只能包含英文字母和数字，且以字母开头');
    fireEvent.blur(key);
    // Publishing names a column after the key: an underscore would be refused there, so it is refused here.
    fireEvent.change(key, { target: { value: 'unit_price' } });
    expect(screen.getByRole('alert').textContent).toBe('字段名只能包含英文字母和数字，且以字母开头');
    fireEvent.blur(key);
    fireEvent.change(key, { target: { value: 'price' } });
    expect(screen.getByRole('alert').textContent).toBe('字段名“price”已被其他字段使用');
    fireEvent.keyDown(key, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(key);
    expect(findField(editor.document, '1')?.vModel).toBe('name');
    expect(editor.historyList().labels).toHaveLength(0);
  }, SLOW);

  it('a rename follows into the formulas that read the field, in one step', async () => {
    const editor = editorOf([price, total]);
    editor.select('2');
    renderInApp(<PropertyPanel editor={editor} />);
    const key = await screen.findByLabelText('字段名');
    fireEvent.change(key, { target: { value: 'unitPrice' } });
    fireEvent.keyDown(key, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(key);
    expect(findField(editor.document, '2')?.vModel).toBe('unitPrice');
    expect(findField(editor.document, '3')?.props?.expression).toBe('unitPrice * 2');
    expect(editor.historyList().labels).toHaveLength(1);
    act(() => {
      editor.undo();
    });
    expect(findField(editor.document, '2')?.vModel).toBe('price');
    expect(findField(editor.document, '3')?.props?.expression).toBe('price * 2');
  }, SLOW);

  it('shows a condition that does not parse or names a missing field at once', async () => {
    const editor = editorOf([name, price]);
    editor.select('1');
    const { user } = renderInApp(<PropertyPanel editor={editor} />);
    await user.click(await screen.findByRole('tab', { name: '高级' }));
    const visible = await screen.findByLabelText('显示条件');
    fireEvent.change(visible, { target: { value: 'price > 100' } });
    expect(findField(editor.document, '1')?.visibleOn).toBe('price > 100');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(visible, { target: { value: 'price > 100 and' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^表达式有误：/);
    expect(findField(editor.document, '1')?.visibleOn).toBe('price > 100');
    fireEvent.change(visible, { target: { value: 'price > 100 and nope' } });
    expect(screen.getByRole('alert').textContent).toBe('字段“nope”不存在');
  }, SLOW);

  it('moving to another field shows that field\'s own options source, key and default, never what was picked or typed on the last one', async () => {
    const colour = { jnpfKey: 'select', vModel: 'colour', label: '颜色', formId: '4', options: [{ label: '红', value: 'red' }] };
    const size = { jnpfKey: 'select', vModel: 'size', label: '尺码', formId: '5', options: [{ label: '大', value: 'L' }], defaultValue: 'L' };
    const editor = editorOf([colour, size]);
    editor.select('4');
    renderInApp(<PropertyPanel editor={editor} />);
    // On 颜色: pick the data-interface source (nothing written until a code is typed) and start typing a key.
    fireEvent.click(await screen.findByRole('radio', { name: '数据接口' }));
    expect(screen.getByRole('textbox', { name: '数据接口' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('字段名'), { target: { value: 'colourDraft' } });
    act(() => editor.select('5'));
    await waitFor(() => expect((screen.getByLabelText('字段名') as HTMLInputElement).value).toBe('size'));
    expect((screen.getByRole('radio', { name: '静态数据' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: '数据接口' })).toBeNull();
    expect(screen.getByTestId('default-value').textContent).toContain('大');
    // Back on 颜色: its stored source is still the static list, its key unchanged, and nothing was written.
    act(() => editor.select('4'));
    await waitFor(() => expect((screen.getByLabelText('字段名') as HTMLInputElement).value).toBe('colour'));
    expect((screen.getByRole('radio', { name: '静态数据' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('default-value').textContent).not.toContain('大');
    expect(findField(editor.document, '4')?.options).toEqual(colour.options);
    expect(editor.historyList().labels).toHaveLength(0);
  }, SLOW);
});
