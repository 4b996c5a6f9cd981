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
 * One dnd-kit draggable for every entry inside it (the canvas's 200 blocks, the palette's buttons): a
 * press hands dnd-kit the element under it. A draggable per entry made every entry a dnd-kit context
 * reader, so each change of dnd-kit's context during a drag (start, end, the dragged box measured again
 * while the canvas scrolls) re-rendered all of them; now only this element does, and its children are
 * the same elements as before (React skips them).
 */
export function DragSource({ id, pick, children }: DragSourceProps) {
  const box = useMemo<DragBox>(() => ({ drag: null }), []);
  const { setNodeRef, listeners, active } = useDraggable({ id, data: box });
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // While a drag runs the box keeps what is dragged; only the primary button starts one (dnd-kit's PointerSensor).
    if (active !== null || !event.isPrimary || event.button !== 0) return;
    const source = pick(event.target as Element);
    if (!source) return;
    box.drag = source.drag;
    setNodeRef(source.node);
    listeners?.onPointerDown?.(event);
  };
  return (
    <div className="designer-drag-source" onPointerDown={onPointerDown}>
      {children}
    </div>
  );
}
