import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { JsonView } from '../../../../designer/react/json/JsonView';
import { designForm, editorOf, renderInApp } from './panel-harness';

const name = { jnpfKey: 'comInput', vModel: 'name', label: '名称', formId: '1' };

function setText(value: unknown) {
  fireEvent.change(screen.getByLabelText('表单 JSON'), { target: { value: typeof value === 'string' ? value : JSON.stringify(value) } });
}

/** The panel mounts antd and rjsf in happy-dom: on a busy machine a test takes seconds (the limit catches hangs). */
const SLOW = 60_000;

describe('JSON view', () => {
  it('shows the form as formatted JSON', async () => {
    const editor = editorOf([name]);
    renderInApp(<JsonView editor={editor} open onClose={vi.fn()} />);
    const area = (await screen.findByLabelText('表单 JSON')) as HTMLTextAreaElement;
    expect(JSON.parse(area.value)).toEqual(editor.document.form);
    expect(area.value).toContain('\n  "type": "form"');
  }, SLOW);

  it('refuses an invalid document with its problems, and nothing changes', async () => {
    const editor = editorOf([name]);
    const before = editor.document;
    const onClose = vi.fn();
    const { user } = renderInApp(<JsonView editor={editor} open onClose={onClose} />);
    await screen.findByLabelText('表单 JSON');
    setText(designForm([{ jnpfKey: 'noSuchWidget', vModel: 'x', formId: '1' }, { jnpfKey: 'comInput', vModel: '9bad', formId: '2' }]));
    await user.click(screen.getByRole('button', { name: /应\s*用/ }));
    const problems = await screen.findByTestId('json-problems');
    expect(problems.textContent).toMatch(/vModel/);
    expect(editor.document).toBe(before);
    expect(onClose).not.toHaveBeenCalled();

    setText('{ not json');
    await user.click(screen.getByRole('button', { name: /应\s*用/ }));
    await waitFor(() => expect(screen.getByTestId('json-problems').textContent).toMatch(/JSON/));
    expect(editor.document).toBe(before);

    setText(designForm([{ jnpfKey: 'noSuchWidget', vModel: 'x', formId: '1' }]));
    await user.click(screen.getByRole('button', { name: /应\s*用/ }));
    await waitFor(() => expect(screen.getByTestId('json-problems').textContent).toContain("unknown widget key 'noSuchWidget'"));
    expect(editor.document).toBe(before);
  }, SLOW);

  it('applies a valid document as one step that undo takes back', async () => {
    const editor = editorOf([name]);
    const before = editor.document;
    const onClose = vi.fn();
    const { user } = renderInApp(<JsonView editor={editor} open onClose={onClose} />);
    await screen.findByLabelText('表单 JSON');
    setText(designForm([name, { jnpfKey: 'numInput', vModel: 'qty', label: '数量', formId: '2' }], { labelWidth: 120 }));
    await user.click(screen.getByRole('button', { name: /应\s*用/ }));
    expect(onClose).toHaveBeenCalled();
    expect(editor.document.form.fields.map((field) => field.vModel)).toEqual(['name', 'qty']);
    expect(editor.document.form.labelWidth).toBe(120);
    expect(editor.historyList().labels).toHaveLength(1);
    act(() => {
      editor.undo();
    });
    expect(editor.document.form).toEqual(before.form);
  }, SLOW);

  it('imports a JNPF designer form into the text with the importer warnings', async () => {
    const editor = editorOf([name]);
    renderInApp(<JsonView editor={editor} open onClose={vi.fn()} />);
    await screen.findByLabelText('表单 JSON');
    const jnpf = {
      formRef: 'formRef', labelWidth: 100, labelPosition: 'right', popupType: 'general',
      fields: [
        { __config__: { jnpfKey: 'comInput', label: '客户', formId: 101, span: 24 }, __vModel__: 'customer' },
        { __config__: { jnpfKey: 'noSuchJnpfWidget', label: '怪', formId: 102 }, __vModel__: 'odd' },
      ],
    };
    const file = new File([JSON.stringify(jnpf)], 'jnpf.json', { type: 'application/json' });
    fireEvent.change(screen.getByTestId('json-import'), { target: { files: [file] } });
    await waitFor(() => expect((screen.getByLabelText('表单 JSON') as HTMLTextAreaElement).value).toContain('"customer"'));
    const imported = JSON.parse((screen.getByLabelText('表单 JSON') as HTMLTextAreaElement).value) as { id: string };
    expect(imported.id).toBe('designer.test.form');
    expect((await screen.findByTestId('json-warnings')).textContent).toMatch(/noSuchJnpfWidget/);
  }, SLOW);
});
