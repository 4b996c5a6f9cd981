import { useCallback, useSyncExternalStore } from 'react';
import type { RefusalReason } from '../../core';

/** Where a drag would land: before or after a field, or at the end of a list (`inside`). */
export interface DropTarget {
  /** The droppable under the pointer: `f:<formId>` (a field) or `l:<parentId|root>` (a list). */
  overId: string;
  side: 'before' | 'after' | 'inside';
  parentId: string | null;
  index: number;
  /** Why the drop would be refused there (placement rules); shown on the indicator and on drop. */
  refusal?: RefusalReason;
}

/**
 * The drag in progress, outside React state: the field dragged and the current drop target. A pointer
 * move changes the target, and only the blocks it names (the previous and the new one) re-render
 * through `useDropSide`, never the whole canvas; the dragged block through `useIsDragged`.
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
    if (now && next && now.overId === next.overId && now.side === next.side && now.index === next.index && now.refusal === next.refusal) return;
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

/** The indicator a droppable shows: 'before' | 'after' | 'inside', with ':refused' when the drop would be refused; null when not targeted. */
export function useDropSide(store: DropStore, overId: string): string | null {
  const get = useCallback(() => {
    const target = store.get();
    if (!target || target.overId !== overId) return null;
    return target.refusal ? `${target.side}:refused` : target.side;
  }, [store, overId]);
  return useSyncExternalStore(store.subscribe, get, get);
}

/** True while the field `id` is the one dragged. */
export function useIsDragged(store: DropStore, id: string): boolean {
  const get = useCallback(() => store.draggedId() === id, [store, id]);
  return useSyncExternalStore(store.subscribe, get, get);
}
