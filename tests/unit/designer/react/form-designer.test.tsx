import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DesignEditor, blankDocument, findField } from '../../../../designer/core';
import { FormDesigner } from '../../../../designer/react/form/FormDesigner';
import { appState } from '../../../../runtime/state/app';
import { renderUi } from './harness';

/** A blank design in the form designer; the editor is the test's handle on the document. */
function open() {
  const editor = new DesignEditor(blankDocument('designer.ui'));
  renderUi(<FormDesigner editor={editor} />);
  return editor;
}

const paletteButton = (key: string) => document.querySelector<HTMLButtonElement>(`[data-palette-key="${key}"]`)!;
const block = (id: string) => document.querySelector<HTMLElement>(`[data-form-id="${id}"]`)!;
const canvas = () => document.querySelector<HTMLElement>('[data-designer-canvas]')!;
const topKeys = (editor: DesignEditor) => editor.document.form.fields.map((f) => f.jnpfKey);

/** A palette button pressed with the keyboard: Enter on a focused button clicks it. */
function pressPalette(key: string) {
  const button = paletteButton(key);
  button.focus();
  fireEvent.keyDown(button, { key: 'Enter' });
  fireEvent.click(button);
}

beforeEach(() => {
  appState.language = 'zh';
});

// Whole designer renders under happy-dom are slow on a busy machine; the limit catches hangs only.
describe('form designer', { timeout: 90_000 }, () => {
  it('inserts palette entries after the selection and shows them on the canvas, selected', () => {
    const editor = open();
    pressPalette('comInput');
    const first = editor.getSnapshot().selection!;
    expect(topKeys(editor)).toEqual(['comInput']);
    expect(block(first).getAttribute('aria-current')).toBe('true');
    expect(within(canvas()).getByText('单行输入')).toBeTruthy();

    pressPalette('numInput');
    const second = editor.getSnapshot().selection!;
    // Select the first field, then insert: the new entry goes right after it.
    fireEvent.click(block(first));
    expect(editor.getSnapshot().selection).toBe(first);
    expect(block(second).getAttribute('aria-current')).toBeNull();
    pressPalette('select');
    expect(topKeys(editor)).toEqual(['comInput', 'select', 'numInput']);
  });

  it('inserts into a selected empty container, or into a pane where a field may not stand beside it', () => {
    const editor = open();
    pressPalette('tab');
    const tab = findField(editor.document, editor.getSnapshot().selection!)!;
    const pane = tab.children![0].formId!;
    fireEvent.click(block(pane));
    pressPalette('comInput');
    expect(findField(editor.document, pane)!.children!.map((f) => f.jnpfKey)).toEqual(['comInput']);
    // A new card is empty: the next entry goes inside; the one after goes beside that one.
    fireEvent.click(block(tab.formId!));
    pressPalette('card');
    const card = editor.getSnapshot().selection!;
    pressPalette('numInput');
    pressPalette('textarea');
    expect(findField(editor.document, card)!.children!.map((f) => f.jnpfKey)).toEqual(['numInput', 'textarea']);
    expect(topKeys(editor)).toEqual(['tab', 'card']);
  });

  it('refuses a layout container inside a sub-table and changes nothing', async () => {
    const editor = open();
    pressPalette('table');
    pressPalette('comInput');
    const column = editor.getSnapshot().selection!;
    expect(findField(editor.document, editor.document.form.fields[0].formId!)!.children!.map((f) => f.formId)).toEqual([column]);
    const before = editor.document;
    pressPalette('card');
    expect(editor.document).toBe(before);
    expect(await screen.findByText('子表中不能放布局容器')).toBeTruthy();
  });

  it('moves the selection with the arrows, the field with Alt+arrows, and deletes with Delete', () => {
    const editor = open();
    pressPalette('comInput');
    pressPalette('numInput');
    pressPalette('textarea');
    const [a, b, c] = editor.document.form.fields.map((f) => f.formId!);
    block(c).focus();
    expect(editor.getSnapshot().selection).toBe(c);
    fireEvent.keyDown(block(c), { key: 'ArrowUp' });
    expect(editor.getSnapshot().selection).toBe(b);
    fireEvent.keyDown(block(b), { key: 'ArrowUp', altKey: true });
    expect(editor.document.form.fields.map((f) => f.formId)).toEqual([b, a, c]);
    fireEvent.keyDown(block(b), { key: 'Delete' });
    expect(editor.document.form.fields.map((f) => f.formId)).toEqual([a, c]);
    expect(document.querySelector(`[data-form-id="${b}"]`)).toBeNull();
  });

  it('undoes and redoes with the keyboard and the toolbar, restoring the document exactly', () => {
    const editor = open();
    pressPalette('comInput');
    pressPalette('numInput');
    const withTwo = editor.document;
    const id = editor.getSnapshot().selection!;
    fireEvent.keyDown(block(id), { key: 'Delete' });
    expect(editor.document.form.fields).toHaveLength(1);

    fireEvent.keyDown(canvas(), { key: 'z', ctrlKey: true });
    expect(editor.document).toEqual(withTwo);
    expect(block(id)).toBeTruthy();
    fireEvent.keyDown(canvas(), { key: 'z', ctrlKey: true, shiftKey: true });
    expect(editor.document.form.fields).toHaveLength(1);
    fireEvent.keyDown(canvas(), { key: 'z', metaKey: true });
    expect(editor.document).toEqual(withTwo);

    const undo = screen.getByRole('button', { name: '撤销' }) as HTMLButtonElement;
    const redo = screen.getByRole('button', { name: '重做' }) as HTMLButtonElement;
    expect(redo.disabled).toBe(false);
    fireEvent.click(redo);
    expect(editor.document.form.fields).toHaveLength(1);
    expect(redo.disabled).toBe(true);
    fireEvent.click(undo);
    fireEvent.click(undo);
    fireEvent.click(undo);
    expect(editor.document.form.fields).toHaveLength(0);
    expect(undo.disabled).toBe(true);
  });

  it('ignores the shortcuts while typing in an input', () => {
    const editor = open();
    pressPalette('comInput');
    const search = screen.getByRole('searchbox', { name: '搜索组件' });
    fireEvent.keyDown(search, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(search, { key: 'Delete' });
    expect(editor.document.form.fields).toHaveLength(1);
  });

  it('copies, pastes and duplicates with the shortcuts, with new keys', () => {
    const editor = open();
    pressPalette('comInput');
    const id = editor.getSnapshot().selection!;
    fireEvent.keyDown(block(id), { key: 'c', ctrlKey: true });
    fireEvent.keyDown(block(id), { key: 'v', ctrlKey: true });
    fireEvent.keyDown(canvas(), { key: 'd', ctrlKey: true });
    const fields = editor.document.form.fields;
    expect(fields).toHaveLength(3);
    expect(new Set(fields.map((f) => f.vModel)).size).toBe(3);
  });

  it('jumps through the history list', async () => {
    const editor = open();
    pressPalette('comInput');
    pressPalette('numInput');
    pressPalette('textarea');
    fireEvent.click(screen.getByRole('button', { name: '历史记录' }));
    const list = await screen.findByRole('list', { name: '历史记录' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(['打开时', '添加 单行输入', '添加 数字输入', '添加 多行输入']);
    fireEvent.click(items[1]);
    expect(topKeys(editor)).toEqual(['comInput']);
    expect(editor.getSnapshot().history.position).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '历史记录' }));
    const again = await screen.findByRole('list', { name: '历史记录' });
    fireEvent.click(within(again).getAllByRole('button')[3]);
    expect(topKeys(editor)).toEqual(['comInput', 'numInput', 'textarea']);
  });

  it('filters the palette by a search in any language or by key', () => {
    open();
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索组件' }), { target: { value: 'number' } });
    expect(paletteButton('numInput')).toBeTruthy();
    expect(paletteButton('comInput')).toBeNull();
  });

  it('lists the problems and selects the field of one on click', async () => {
    const editor = open();
    pressPalette('comInput');
    pressPalette('numInput');
    const [a, b] = editor.document.form.fields;
    // A repeated key: the lint CI runs reports it on the second field.
    editor.execute({ command: { type: 'setField', id: b.formId!, path: ['vModel'], value: a.vModel }, label: { action: 'setField' } });
    editor.select(null);
    const button = await screen.findByRole('button', { name: '问题' });
    await waitFor(() => expect(document.querySelector('.ant-badge-count')?.textContent).not.toBe(''));
    fireEvent.click(button);
    const problem = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>('.designer-problems button:not([disabled])');
      if (!found) throw new Error('no problem listed');
      return found;
    });
    fireEvent.click(problem);
    expect([a.formId, b.formId]).toContain(editor.getSnapshot().selection);
  });
});
