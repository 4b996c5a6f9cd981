import { flushSync } from 'react-dom';
import { PointerSensor } from '@dnd-kit/core';

/**
 * dnd-kit's pointer sensor whose every move renders within its pointer event (flushSync): the drag overlay and
 * the drop line of a move show in the frame right after the move. dnd-kit's own sensor leaves the render to
 * React's scheduler, a task after the event, which a frame may run before: the overlay then trailed the pointer
 * by a frame (issue 17's drag-frame figure, designer/README.md).
 */
export class SyncPointerSensor extends PointerSensor {}

/** The mouse move being handled: its target is the element under the pointer, hit-tested by the browser already. */
let moving: { target: Element; x: number; y: number } | null = null;

/**
 * The element under `pointer` when it is where the mouse move being handled is (a move dnd-kit reports for a
 * scroll of the canvas has none): the caller then needs no `elementFromPoint`, which forced a style and layout
 * update in every move's handler. Touch and pen pointers are captured by the element pressed, so their
 * targets are not the element under them.
 */
export function elementUnderMove(pointer: { x: number; y: number }): Element | null {
  if (moving === null || Math.abs(moving.x - pointer.x) > 0.5 || Math.abs(moving.y - pointer.y) > 0.5) return null;
  return moving.target;
}

// handleMove is private in dnd-kit's types; the constructor binds `this.handleMove`, so the prototype's one is used.
const move = (PointerSensor.prototype as unknown as { handleMove: (event: Event) => void }).handleMove;
// Writable, as a method is: the constructor assigns the bound copy to the instance.
Object.defineProperty(SyncPointerSensor.prototype, 'handleMove', {
  value(this: PointerSensor, event: Event) {
    const mouse = event instanceof PointerEvent && event.pointerType === 'mouse' && event.target instanceof Element;
    moving = mouse ? { target: event.target as Element, x: (event as PointerEvent).clientX, y: (event as PointerEvent).clientY } : null;
    try {
      flushSync(() => move.call(this, event));
    } finally {
      moving = null;
    }
  },
  writable: true,
  configurable: true,
});
