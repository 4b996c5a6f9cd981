import { useLayoutEffect } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useDesigner } from './context';
import { CANVAS_DRAG_ID, CANVAS_DROP_ID, type DragData } from './dnd';
import { useDragSource } from './DragSource';

/** A press on a block drags that block (the innermost one: a column, not its sub-table). */
function pickBlock(target: Element): { node: HTMLElement; drag: DragData } | null {
  const node = target.closest<HTMLElement>('[data-form-id]');
  const id = node?.getAttribute('data-form-id');
  return node && id ? { node, drag: { kind: 'field', id } } : null;
}

/**
 * The canvas's part in dnd-kit, rendered inside DndContext while the canvas itself is not (canvasBridge.ts):
 * the draggable for its blocks and the canvas as the one droppable. Renders nothing; re-rendering it on
 * every pointer move is all a move costs React.
 */
export function CanvasDnd() {
  const { bridge } = useDesigner();
  const pointerDown = useDragSource(CANVAS_DRAG_ID, pickBlock);
  const { setNodeRef } = useDroppable({ id: CANVAS_DROP_ID });
  useLayoutEffect(() => bridge.onNode(setNodeRef), [bridge, setNodeRef]);
  useLayoutEffect(() => {
    bridge.pointerDown = pointerDown;
  });
  useLayoutEffect(() => () => {
    bridge.pointerDown = null;
  }, [bridge]);
  return null;
}
