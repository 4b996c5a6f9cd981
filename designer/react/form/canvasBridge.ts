import type { PointerEvent } from 'react';

/**
 * How the canvas reaches dnd-kit without sitting inside its context. dnd-kit's context changes on every
 * pointer move of a drag, and React then walks every fiber below the provider looking for its readers:
 * with the canvas (200 blocks) below it that walk was most of a drag frame. So DndContext wraps only the
 * palette, the overlay and CanvasDnd, which hands the canvas its press handler and takes the canvas's
 * element as the droppable through this bridge (one per designer, a stable object).
 */
export class CanvasBridge {
  private node: HTMLElement | null = null;
  private nodeListener: ((node: HTMLElement | null) => void) | null = null;
  /** Set by CanvasDnd while mounted: starts a drag of the block under a press. */
  pointerDown: ((event: PointerEvent<HTMLElement>) => void) | null = null;

  /** The canvas element (its ref callback). */
  setNode = (node: HTMLElement | null): void => {
    this.node = node;
    this.nodeListener?.(node);
  };

  /** CanvasDnd's droppable follows the canvas element; returns the unsubscribe. */
  onNode(listener: (node: HTMLElement | null) => void): () => void {
    this.nodeListener = listener;
    listener(this.node);
    return () => {
      if (this.nodeListener === listener) this.nodeListener = null;
    };
  }
}
