import { useCallback, useSyncExternalStore } from 'react';
import type { RefusalReason } from '../../core';

/** A box in the page's viewport coordinates (as getBoundingClientRect gives it). */
export interface Box { left: number; top: number; width: number; height: number }

/** Where a drag would land: before or after a field, or at the end of a list (`inside`). */
export interface DropTarget {
  /** The droppable under the pointer: `f:<formId>` (a field) or `l:<parentId|root>` (a list). */
  overId: string;
  side: 'before' | 'after' | 'inside';
  /** The box of the block or list `overId` names, read at the move: where the indicator is drawn (DropIndicator.tsx). */
  box: Box;
  /** The block is laid side by side with its neighbours: the line goes on its left or right edge. */
  horizontal: boolean;
  parentId: string | null;
  index: number;
  /** Why the drop would be refused there (placement rules); shown on the indicator and on drop. */
  refusal?: RefusalReason;
}

const sameBox = (a: Box, b: Box) => a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;

/**
 * The drag in progress, outside React state: the field dragged and the current drop target. A pointer
 * move changes the target, which only the drop indicator draws (DropIndicator.tsx): no block re-renders or
 * repaints during a drag; the dragged block re-renders through `useIsDragged` when the drag starts and ends.
 */
export class DropStore {
  private target: DropTarget | null = null;
  private dragged: string | null = null;
  private readonly listeners = new Set<() => void>();

  get = (): DropTarget | null => this.target;

  /** The formId of the field being dragged (null: none, or a palette entry). */
  draggedId = (): string | null => this.dragged;

  setDragged(id: string | null): void {
    if (this.dragged === id) return;
    this.dragged = id;
    this.emit();
  }

  set(next: DropTarget | null): void {
    const now = this.target;
    if (now === next) return;
    if (now && next && now.overId === next.overId && now.side === next.side && now.index === next.index && now.refusal === next.refusal && sameBox(now.box, next.box)) return;
    this.target = next;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** True while the field `id` is the one dragged. */
export function useIsDragged(store: DropStore, id: string): boolean {
  const get = useCallback(() => store.draggedId() === id, [store, id]);
  return useSyncExternalStore(store.subscribe, get, get);
}
