import { useMemo, type PointerEvent, type ReactNode } from 'react';
import { useDraggable, type Active } from '@dnd-kit/core';
import type { DragData } from './dnd';

/** What a DragSource hands dnd-kit as its data: the entry under the pointer at the last press. */
interface DragBox {
  drag: DragData | null;
}

/** What is dragged (onDragStart, onDragMove, onDragEnd): the entry the press started on. */
export const dragOf = (active: Active | null): DragData | null => (active?.data.current as DragBox | undefined)?.drag ?? null;

export interface DragSourceProps {
  /** dnd-kit's id of this source (one per source, e.g. the canvas or the palette). */
  id: string;
  /** The element the press is on → the element dragged (its box is the overlay's) and what it carries; null: no drag. */
  pick: (target: Element) => { node: HTMLElement; drag: DragData } | null;
  children: ReactNode;
}

/**
 * One dnd-kit draggable for every entry inside an element (the canvas's 200 blocks, the palette's buttons):
 * the returned press handler hands dnd-kit the element under the press. A draggable per entry made every
 * entry a dnd-kit context reader, so each change of dnd-kit's context during a drag re-rendered all of them.
 * Called inside DndContext; the element it serves may be outside it (the canvas: canvasBridge.ts).
 */
export function useDragSource(id: string, pick: DragSourceProps['pick']): (event: PointerEvent<HTMLElement>) => void {
  const box = useMemo<DragBox>(() => ({ drag: null }), []);
  const { setNodeRef, listeners, active } = useDraggable({ id, data: box });
  return (event) => {
    // While a drag runs the box keeps what is dragged; only the primary button starts one (dnd-kit's PointerSensor).
    if (active !== null || !event.isPrimary || event.button !== 0) return;
    const source = pick(event.target as Element);
    if (!source) return;
    box.drag = source.drag;
    setNodeRef(source.node);
    listeners?.onPointerDown?.(event);
  };
}

/** A drag source around its entries (the palette), inside DndContext. */
export function DragSource({ id, pick, children }: DragSourceProps) {
  const onPointerDown = useDragSource(id, pick);
  return (
    <div className="designer-drag-source" onPointerDown={onPointerDown}>
      {children}
    </div>
  );
}
