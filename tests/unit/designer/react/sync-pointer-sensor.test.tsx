import { describe, expect, it } from 'vitest';
import { DesignEditor, blankDocument, insertFromPalette } from '../../../../designer/core';
import { FormDesigner } from '../../../../designer/react/form/FormDesigner';
import { PALETTE_BY_KEY } from '../../../../designer/react/palette';
import { appState } from '../../../../runtime/state/app';
import { renderUi } from './harness';

const pointer = (type: string, x: number, y: number) =>
  new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0, buttons: 1, isPrimary: true, pointerId: 1, pointerType: 'mouse' });

// designer/react/form/syncPointerSensor.ts: a move renders within its pointer event, not in a later scheduler task.
describe('the designer drag sensor', { timeout: 60_000 }, () => {
  it('shows the drag overlay within the pointer move that starts the drag', () => {
    appState.language = 'zh';
    const editor = new DesignEditor(blankDocument('designer.ui'));
    const step = insertFromPalette(editor.document, PALETTE_BY_KEY.get('comInput')!, null, 0, editor.nextId);
    editor.execute(step);
    renderUi(<FormDesigner editor={editor} />);
    const head = document.querySelector<HTMLElement>(`[data-form-id="${step.created}"] .designer-block-head`)!;
    head.dispatchEvent(pointer('pointerdown', 10, 10));
    expect(document.querySelector('.designer-overlay')).toBeNull();
    // Past dnd-kit's activation distance (5 px): the drag starts and the overlay is in the page when dispatch returns.
    document.dispatchEvent(pointer('pointermove', 40, 30));
    expect(document.querySelector('.designer-overlay')?.textContent).toBe('单行输入');
    document.dispatchEvent(pointer('pointerup', 40, 30));
  });
});
