import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DesignEditor, blankDocument } from '../../../../designer/core';
import { DesignActions } from '../../../../designer/react/form/actions';
import { CanvasBridge } from '../../../../designer/react/form/canvasBridge';
import { DesignerContext } from '../../../../designer/react/form/context';
import { DragLabel } from '../../../../designer/react/form/DragLabel';
import { DropIndicator } from '../../../../designer/react/form/DropIndicator';
import { DropStore, type DropTarget } from '../../../../designer/react/form/dropStore';
import { renderUi } from './harness';

const target = (over: Partial<DropTarget>): DropTarget => ({
  overId: 'f:a', side: 'before', box: { left: 40, top: 60, width: 200, height: 50 }, horizontal: false, parentId: null, index: 0, ...over,
});

function setup() {
  const editor = new DesignEditor(blankDocument('designer.drop'));
  const drops = new DropStore();
  const value = { editor, actions: new DesignActions(editor, () => undefined), drops, lang: 'zh' as const, bridge: new CanvasBridge() };
  const view = renderUi(
    <DesignerContext.Provider value={value}>
      <DropIndicator />
      <DragLabel drops={drops} text="单行输入" />
    </DesignerContext.Provider>,
  );
  const line = view.container.querySelector<HTMLElement>('.designer-drop-mark.is-line')!;
  const box = view.container.querySelector<HTMLElement>('.designer-drop-mark.is-box')!;
  const set = (next: DropTarget | null) => act(() => drops.set(next));
  return { view, line, box, set };
}

describe('the drop indicator', () => {
  it('shows nothing until a drag has a target', () => {
    const { line, box } = setup();
    expect(line.style.opacity).toBe('0');
    expect(box.style.opacity).toBe('0');
  });

  it('moves one line to the side of the block the entry goes to, and hides it when the target goes', () => {
    const { line, box, set } = setup();
    set(target({ side: 'after' }));
    expect(line.style.opacity).toBe('1');
    expect(line.style.transform).toBe('translate(40px, 107px)');
    expect(line.style.width).toBe('200px');
    expect(box.style.opacity).toBe('0');
    set(target({ overId: 'f:b', side: 'before', box: { left: 40, top: 120, width: 100, height: 50 } }));
    expect(line.style.transform).toBe('translate(40px, 120px)');
    expect(line.style.width).toBe('100px');
    set(null);
    expect(line.style.opacity).toBe('0');
  });

  it('boxes a list whose end the entry goes to, and turns the marks and the dragged label red where the drop is refused', () => {
    const { view, line, box, set } = setup();
    set(target({ overId: 'l:root', side: 'inside', refusal: 'containerInTable' }));
    expect(box.style.opacity).toBe('1');
    expect(line.style.opacity).toBe('0');
    expect(box.classList.contains('is-refused')).toBe(true);
    expect(view.container.querySelector('.designer-overlay')?.classList.contains('is-refused')).toBe(true);
    set(target({}));
    expect(line.classList.contains('is-refused')).toBe(false);
    expect(view.container.querySelector('.designer-overlay')?.classList.contains('is-refused')).toBe(false);
  });
});
