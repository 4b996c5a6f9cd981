import { flushSync } from 'react-dom';
import { PointerSensor } from '@dnd-kit/core';
import { dropElementAt, type KnownDrop } from './dnd';

/**
 * dnd-kit's pointer sensor whose every move renders within its pointer event (flushSync): the drag overlay and
 * the drop line of a move show in the frame right after the move. dnd-kit's own sensor leaves the render to
 * React's scheduler, a task after the event, which a frame may run before: the overlay then trailed the pointer
 * by a frame (issue 17's drag-frame figure, designer/README.md).
 */
export class SyncPointerSensor extends PointerSensor {}

/**
 * The mouse move being handled: the block or list under it (its target, hit-tested by the browser already) and that
 * element's box, measured before the move renders, while the page's layout is still the painted one.
 */
let moving: ({ x: number; y: number } & KnownDrop) | null = null;

/**
 * The drop element under `pointer` and its box, when `pointer` is where the mouse move being handled is (a move
 * dnd-kit reports for a scroll of the canvas has none): the caller then needs no `elementFromPoint` nor a box read
 * after the move's render, each of which forced a style and layout update in every move's handler. Touch and pen
 * pointers are captured by the element pressed, so their targets are not the element under them.
 */
export function dropUnderMove(pointer: { x: number; y: number }): KnownDrop | null {
  if (moving === null || Math.abs(moving.x - pointer.x) > 0.5 || Math.abs(moving.y - pointer.y) > 0.5) return null;
  return moving;
}

// handleMove is private in dnd-kit's types; the constructor binds `this.handleMove`, so the prototype's one is used.
const move = (PointerSensor.prototype as unknown as { handleMove: (event: Event) => void }).handleMove;
// Writable, as a method is: the constructor assigns the bound copy to the instance.
Object.defineProperty(SyncPointerSensor.prototype, 'handleMove', {
  value(this: PointerSensor, event: Event) {
    const mouse = event instanceof PointerEvent && event.pointerType === 'mouse' && event.target instanceof Element;
    const hit = mouse ? dropElementAt(event.target as Element) : null;
    moving = mouse ? { x: (event as PointerEvent).clientX, y: (event as PointerEvent).clientY, hit, rect: hit?.getBoundingClientRect() } : null;
    try {
      flushSync(() => move.call(this, event));
    } finally {
      moving = null;
    }
  },
  writable: true,
  configurable: true,
});
