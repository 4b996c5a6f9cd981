import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DesignEditor, blankDocument, insertFromPalette, type PaletteEntry } from '../../../../designer/core';
import { FormDesigner } from '../../../../designer/react/form/FormDesigner';
import { PALETTE_BY_KEY } from '../../../../designer/react/palette';
import { renderUi } from './harness';

// The property panel (its own figures, tests/unit/designer/react/panel-*) is left out: this measures the canvas.
vi.mock('../../../../designer/react/panel/PropertyPanel', () => ({ PropertyPanel: () => null }));

const KEYS = ['comInput', 'numInput', 'select', 'date', 'textarea', 'switch', 'radio', 'checkbox'];

/** A design of `n` fields at the top of the form. */
function bigDesign(n: number): DesignEditor {
  const editor = new DesignEditor(blankDocument('designer.big'));
  for (let i = 0; i < n; i++) {
    const step = insertFromPalette(editor.document, PALETTE_BY_KEY.get(KEYS[i % KEYS.length]) as PaletteEntry, null, i, editor.nextId);
    expect(editor.execute(step).ok).toBe(true);
  }
  return editor;
}

/**
 * The figures need a change to re-render only what changed: the blocks are memoised on their
 * (immutable) entries and subscribe to their own selection. Measured as React's own render time of a
 * selection change and of an undo, against the first render of a 200-field design.
 */
describe('canvas render isolation', { timeout: 120_000 }, () => {
  it('selecting a field or undoing a step renders a small part of the canvas', () => {
    const editor = bigDesign(200);
    const commits: number[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => commits.push(actualDuration);
    renderUi(<Profiler id="designer" onRender={onRender}><FormDesigner editor={editor} /></Profiler>);
    const mount = commits.reduce((a, b) => a + b, 0);
    const ids = editor.document.form.fields.map((f) => f.formId!);

    // Field to field, as a designer works (the first selection also enables the toolbar's field tools).
    fireEvent.click(document.querySelector(`[data-form-id="${ids[10]}"]`)!);
    commits.length = 0;
    fireEvent.click(document.querySelector(`[data-form-id="${ids[150]}"]`)!);
    const select = commits.reduce((a, b) => a + b, 0);
    expect(editor.getSnapshot().selection).toBe(ids[150]);

    commits.length = 0;
    act(() => {
      editor.undo();
    });
    const undo = commits.reduce((a, b) => a + b, 0);
    expect(editor.document.form.fields).toHaveLength(199);
    expect(select).toBeLessThan(mount / 10);
    expect(undo).toBeLessThan(mount / 10);
  });
});
