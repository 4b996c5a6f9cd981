import { pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import type { FieldSchema } from '../../../schemas/types';
import { HOLDER_KEYS, childrenOf, findField, isWithin, locate, placementRefusal, type DesignDocument, type PaletteEntry } from '../../core';
import type { DropTarget } from './dropStore';

/** What is dragged: a palette entry (a new field) or a field of the canvas. */
export type DragData = { kind: 'palette'; entry: PaletteEntry } | { kind: 'field'; id: string };

/** What is under the pointer: a field (drop before or after it) or a list (drop at its end). */
export type DropData = { kind: 'list'; parentId: string | null } | { kind: 'field'; id: string; horizontal: boolean };

export const fieldDropId = (id: string) => `f:${id}`;
export const listDropId = (parentId: string | null) => `l:${parentId ?? 'root'}`;

/**
 * The canvas is dnd-kit's one droppable. With a droppable per block, every change of the block under the
 * pointer changed dnd-kit's context and re-rendered every block (and drag start measured them all); the
 * block or list under the pointer is found by hit-testing the DOM instead (`underPointer`).
 */
export const CANVAS_DROP_ID = 'canvas';
/** The draggables: one for the canvas's blocks and one for the palette (DragSource.tsx). */
export const CANVAS_DRAG_ID = 'canvas-blocks';
export const PALETTE_DRAG_ID = 'palette';

/** The block or list (of any designer surface) an element is in: what a drop lands on. */
export const dropElementAt = (element: Element | null): Element | null => element?.closest('[data-form-id], [data-list-of]') ?? null;

/** A drop element under the pointer and its box, measured by the caller. */
export interface KnownDrop { hit: Element | null; rect: DOMRect | undefined }

/**
 * The innermost block (`data-form-id`) or list (`data-list-of`) of the canvas under the pointer, as dropTarget
 * takes it: the topmost element there and its ancestors (one hit test; the drag overlay lets the pointer through).
 * `known`: the block or list there and its box when the caller measured them already (syncPointerSensor.ts).
 */
export function underPointer(canvas: Element, pointer: { x: number; y: number }, known?: KnownDrop | null): { id: string; data: DropData; rect: DOMRect } | null {
  const hit = known ? known.hit : dropElementAt(document.elementFromPoint(pointer.x, pointer.y));
  if (!hit || !canvas.contains(hit)) return null;
  const rectOf = () => known?.rect ?? hit.getBoundingClientRect();
  const formId = hit.getAttribute('data-form-id');
  if (formId !== null) {
    const data: DropData = { kind: 'field', id: formId, horizontal: hit.classList.contains('is-horizontal') };
    return { id: fieldDropId(formId), data, rect: rectOf() };
  }
  const listOf = hit.getAttribute('data-list-of') as string;
  const parentId = listOf === 'root' ? null : listOf;
  return { id: listDropId(parentId), data: { kind: 'list', parentId }, rect: rectOf() };
}

/** The innermost droppable under the pointer (the smallest one): a field inside a card wins over the card. */
export const innermost: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length < 2) return hits;
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id)).slice(0, 1);
};

/** The entry placement rules look at: a palette entry's key (holders with their children), or the field itself. */
function probeOf(doc: DesignDocument, drag: DragData): FieldSchema | undefined {
  if (drag.kind === 'field') return findField(doc, drag.id);
  return { jnpfKey: drag.entry.key, ...(HOLDER_KEYS.has(drag.entry.key) ? { children: [] } : {}) };
}

const keyOf = (doc: DesignDocument, parentId: string | null): string | null => (parentId === null ? null : (findField(doc, parentId)?.jnpfKey ?? null));

/**
 * Where the dragged thing would land with the pointer at (x, y) over `over`: before or after a field
 * (by the half of its box the pointer is in: left/right for fields laid side by side), or at the end
 * of a list. A field moved within its own list counts its index once it has left its place (the move
 * command's contract). Null when nothing would happen (the field over itself or its own inside).
 */
export function dropTarget(
  doc: DesignDocument,
  drag: DragData,
  over: { id: string; data: DropData; rect: { left: number; top: number; width: number; height: number } },
  pointer: { x: number; y: number },
): DropTarget | null {
  const probe = probeOf(doc, drag);
  if (!probe) return null;
  let parentId: string | null;
  let index: number;
  let side: DropTarget['side'];
  if (over.data.kind === 'list') {
    parentId = over.data.parentId;
    const list = childrenOf(doc, parentId);
    if (!list) return null;
    index = list.length;
    side = 'inside';
  } else {
    const at = locate(doc, over.data.id);
    if (!at) return null;
    const { rect } = over;
    const after = over.data.horizontal ? pointer.x > rect.left + rect.width / 2 : pointer.y > rect.top + rect.height / 2;
    parentId = at.parentId;
    index = at.index + (after ? 1 : 0);
    side = after ? 'after' : 'before';
  }
  if (drag.kind === 'field') {
    // Over the dragged entry's own place (itself or its inside): nothing to do there.
    if (over.data.kind === 'field' ? isWithin(doc, over.data.id, drag.id) : parentId !== null && isWithin(doc, parentId, drag.id)) return null;
    const from = locate(doc, drag.id);
    if (from && from.parentId === parentId && from.index < index) index -= 1;
    if (from && from.parentId === parentId && from.index === index) return null;
  }
  const refusal = placementRefusal(probe, keyOf(doc, parentId));
  const { left, top, width, height } = over.rect;
  const horizontal = over.data.kind === 'field' && over.data.horizontal;
  return { overId: over.id, side, box: { left, top, width, height }, horizontal, parentId, index, ...(refusal ? { refusal } : {}) };
}
