import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { findField } from '../../../../designer/core';
import { PropertyPanel } from '../../../../designer/react/panel/PropertyPanel';
import { rulesFor } from '../../../../designer/react/panel/rules';
import { WIDGETS } from '../../../../widgets/registry';
import { editorOf, renderInApp } from './panel-harness';

const name = { jnpfKey: 'comInput', vModel: 'name', label: '名称', formId: '1', props: { jnpfExtra: 'kept' } };
const kind = {
  jnpfKey: 'select', vModel: 'kind', label: '类型', formId: '2',
  options: [{ label: { zh: '甲', en: 'A' }, value: 1 }],
};

/** The panel mounts antd and rjsf in happy-dom: on a busy machine a test takes seconds (the limit catches hangs). */
const SLOW = 60_000;

describe('property panel: widget props, options and rules', () => {
  it('edits the widget propsSchema through rjsf as one step, and selecting records nothing', async () => {
    const editor = editorOf([name, kind]);
    editor.select('1');
    renderInApp(<PropertyPanel editor={editor} />);
    const maxlength = await waitFor(() => {
      const box = document.getElementById('props-comInput_maxlength');
      if (!box) throw new Error('no maxlength box yet');
      return box;
    });
    expect(editor.historyList().labels).toHaveLength(0);
    fireEvent.change(maxlength, { target: { value: '2' } });
    fireEvent.change(maxlength, { target: { value: '20' } });
    await waitFor(() => expect(findField(editor.document, '1')?.props).toEqual({ jnpfExtra: 'kept', maxlength: 20 }));
    expect(editor.historyList().labels).toHaveLength(1);
    act(() => editor.select('2'));
    act(() => editor.select('1'));
    expect(editor.historyList().labels).toHaveLength(1);
  }, SLOW);

  it('keeps a kind\'s props form (hidden) for the next field of that kind, which it then shows and edits', async () => {
    const other = { jnpfKey: 'comInput', vModel: 'other', label: '其他', formId: '3', props: { maxlength: 5 } };
    const editor = editorOf([name, kind, other]);
    editor.select('1');
    renderInApp(<PropertyPanel editor={editor} />);
    const box = await waitFor(() => {
      const found = document.getElementById('props-comInput_maxlength') as HTMLInputElement | null;
      if (!found) throw new Error('no maxlength box yet');
      return found;
    });
    act(() => editor.select('2'));
    await waitFor(() => expect(document.querySelector('[data-widget="select"]')).toBeTruthy());
    // Kept: the same box, hidden while a select is selected.
    expect(document.getElementById('props-comInput_maxlength')).toBe(box);
    expect(box.closest('[hidden]')).not.toBeNull();
    act(() => editor.select('3'));
    await waitFor(() => expect(box.value).toBe('5'));
    expect(box.closest('[hidden]')).toBeNull();
    expect(document.getElementById('props-comInput_maxlength')).toBe(box);
    fireEvent.change(box, { target: { value: '6' } });
    await waitFor(() => expect(findField(editor.document, '3')?.props).toEqual({ maxlength: 6 }));
    expect(findField(editor.document, '1')?.props).toEqual({ jnpfExtra: 'kept' });
  }, SLOW);

  it('edits static options: a label in three languages and a numeric value', async () => {
    const editor = editorOf([name, kind]);
    editor.select('2');
    renderInApp(<PropertyPanel editor={editor} />);
    fireEvent.change(await screen.findByLabelText('选项1 繁体中文'), { target: { value: '甲乙' } });
    fireEvent.change(screen.getByLabelText('选项1的值'), { target: { value: '7' } });
    expect(findField(editor.document, '2')?.options).toEqual([{ label: { zh: '甲', zhtw: '甲乙', en: 'A' }, value: 7 }]);
    fireEvent.click(screen.getByRole('button', { name: /添加选项/ }));
    expect(findField(editor.document, '2')?.options).toHaveLength(2);
  }, SLOW);

  it('offers only the rules that fit the value type and refuses a broken pattern', async () => {
    const editor = editorOf([name, { jnpfKey: 'numInput', vModel: 'qty', label: '数量', formId: '3' }]);
    editor.select('1');
    const { user } = renderInApp(<PropertyPanel editor={editor} />);
    await user.click(await screen.findByRole('tab', { name: '校验' }));
    fireEvent.click(await screen.findByRole('button', { name: /添加正则校验/ }));
    const pattern = await screen.findByLabelText('正则表达式');
    fireEvent.change(pattern, { target: { value: '^[A-Z' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^正则表达式有误：/);
    expect(findField(editor.document, '1')?.rules).toEqual([{ pattern: '^.*$', message: { zh: '格式不正确', zhtw: '格式不正確', en: 'Invalid format' } }]);
    fireEvent.change(pattern, { target: { value: '^[A-Z]+$' } });
    expect(findField(editor.document, '1')?.rules?.[0]).toMatchObject({ pattern: '^[A-Z]+$' });

    expect(rulesFor(WIDGETS.comInput)).toContain('email');
    expect(rulesFor(WIDGETS.numInput)).toContain('positiveInteger');
    expect(rulesFor(WIDGETS.numInput)).not.toContain('email');
    expect(rulesFor(WIDGETS.date)).toEqual([]);
  }, SLOW);
});
