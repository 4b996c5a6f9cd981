import { describe, expect, it } from 'vitest';
import { DesignEditor, insertFromPalette, removeField, setFieldProperty, updateSettings, findField, type DesignDocument } from '../../../designer/core';
import { PALETTE, blank } from './palette';

function editorAt(options: { cap?: number } = {}) {
  let now = 1_000_000;
  const clock = { tick: (ms: number) => (now += ms) };
  const editor = new DesignEditor(blank(), { ...options, now: () => now });
  return { editor, clock };
}

const add = (editor: DesignEditor, key = 'comInput', index = 0) => {
  const step = insertFromPalette(editor.document, PALETTE[key], null, index, editor.nextId);
  expect(editor.execute(step)).toEqual({ ok: true });
  return step.created as string;
};

describe('designer history', () => {
  it('undoes and redoes every step, lists them, and jumps to a position', () => {
    const { editor } = editorAt();
    const docs: DesignDocument[] = [editor.document];
    const a = add(editor);
    docs.push(editor.document);
    editor.execute(setFieldProperty(editor.document, a, ['required'], true));
    docs.push(editor.document);
    add(editor, 'numInput', 1);
    docs.push(editor.document);
    expect(editor.historyList()).toEqual({
      position: 3,
      labels: [
        { action: 'insert', field: PALETTE.comInput.label },
        { action: 'setField', field: PALETTE.comInput.label, property: 'required' },
        { action: 'insert', field: PALETTE.numInput.label },
      ],
    });
    for (let i = 2; i >= 0; i--) {
      expect(editor.undo()).toBe(true);
      expect(editor.document).toEqual(docs[i]);
    }
    expect(editor.undo()).toBe(false);
    expect(editor.getSnapshot()).toMatchObject({ canUndo: false, canRedo: true });
    for (let i = 1; i <= 3; i++) {
      expect(editor.redo()).toBe(true);
      expect(editor.document).toEqual(docs[i]);
    }
    expect(editor.redo()).toBe(false);
    expect(editor.jump(1)).toBe(true);
    expect(editor.document).toEqual(docs[1]);
    expect(editor.jump(3)).toBe(true);
    expect(editor.document).toEqual(docs[3]);
    expect(editor.jump(7)).toBe(false);
  });

  it('drops the redo branch when a new step follows an undo', () => {
    const { editor } = editorAt();
    add(editor);
    add(editor);
    editor.undo();
    add(editor, 'date');
    expect(editor.historyList().labels.map((l) => l.field)).toEqual([PALETTE.comInput.label, PALETTE.date.label]);
    expect(editor.getSnapshot().canRedo).toBe(false);
  });

  it('keeps at most `cap` steps (100 by default), dropping the oldest', () => {
    const { editor, clock } = editorAt();
    const first = editor.document;
    const id = add(editor);
    // 120 separate steps (a pause between them, so no typing burst merges them), each a span other than the last.
    for (let i = 0; i < 120; i++) {
      clock.tick(2000);
      editor.execute(setFieldProperty(editor.document, id, ['span'], (i % 23) + 1));
    }
    expect(editor.historyList().labels).toHaveLength(100);
    expect(editor.historyList().position).toBe(100);
    while (editor.undo());
    // The 21 oldest steps (the insert and the first 20 spans) are gone: the field stays, with the 20th span.
    expect(editor.document).not.toEqual(first);
    expect(findField(editor.document, id)?.span).toBe(20);
    const small = editorAt({ cap: 3 }).editor;
    for (let i = 0; i < 5; i++) add(small);
    expect(small.historyList()).toMatchObject({ position: 3 });
    expect(small.historyList().labels).toHaveLength(3);
  });

  it('merges a typing burst on one property into one step, and only that', () => {
    const { editor, clock } = editorAt();
    const id = add(editor);
    const before = editor.document;
    for (const text of ['姓', '姓名', '姓名a']) {
      clock.tick(200);
      editor.execute(setFieldProperty(editor.document, id, ['label'], text));
    }
    expect(editor.historyList().labels).toHaveLength(2);
    expect(findField(editor.document, id)?.label).toBe('姓名a');
    editor.undo();
    expect(editor.document).toEqual(before);
    editor.redo();
    expect(findField(editor.document, id)?.label).toBe('姓名a');
    // A pause, another property, an undo or a seal each start a new step.
    clock.tick(5000);
    editor.execute(setFieldProperty(editor.document, id, ['label'], 'x'));
    clock.tick(100);
    editor.execute(setFieldProperty(editor.document, id, ['props', 'placeholder'], 'p'));
    clock.tick(100);
    editor.execute(setFieldProperty(editor.document, id, ['props', 'placeholder'], 'pq'));
    editor.seal();
    clock.tick(100);
    editor.execute(setFieldProperty(editor.document, id, ['props', 'placeholder'], 'pqr'));
    expect(editor.historyList().labels.map((l) => l.property)).toEqual([undefined, 'label', 'label', 'props.placeholder', 'props.placeholder']);
    // Settings typed in a burst merge too.
    editor.execute(updateSettings({ labelWidth: 1 }));
    clock.tick(100);
    editor.execute(updateSettings({ labelWidth: 12 }));
    expect(editor.historyList().labels).toHaveLength(6);
    editor.undo();
    expect(editor.document.form.labelWidth).toBeUndefined();
  });

  it('keeps the selection through undo while the field exists, and drops it when it does not', () => {
    const { editor } = editorAt();
    const a = add(editor);
    const b = add(editor);
    editor.select(b);
    editor.execute(setFieldProperty(editor.document, b, ['label'], 'B'));
    editor.undo();
    expect(editor.getSnapshot().selection).toBe(b);
    editor.undo();
    expect(editor.getSnapshot().selection).toBeNull();
    editor.redo();
    expect(editor.getSnapshot().selection).toBeNull();
    editor.select(a);
    editor.execute(removeField(editor.document, a));
    expect(editor.getSnapshot().selection).toBeNull();
    editor.select('nope');
    expect(editor.getSnapshot().selection).toBeNull();
  });

  it('never gives an id twice, even after undo', () => {
    const { editor } = editorAt();
    const a = add(editor);
    editor.undo();
    const b = add(editor);
    expect(b).not.toBe(a);
  });

  it('tells subscribers, with a new snapshot per change, and records nothing for a refused or empty step', () => {
    const { editor } = editorAt();
    const seen: unknown[] = [];
    const off = editor.subscribe(() => seen.push(editor.getSnapshot()));
    const id = add(editor);
    expect(editor.execute(removeField(editor.document, 'nope'))).toEqual({ ok: false, refusal: { reason: 'notFound' } });
    editor.execute(setFieldProperty(editor.document, id, ['label'], PALETTE.comInput.label));
    expect(seen).toHaveLength(1);
    expect(editor.historyList().labels).toHaveLength(1);
    off();
    add(editor);
    expect(seen).toHaveLength(1);
  });
});
