import type { Box, DropTarget } from './dropStore';

/** The drop line's thickness, in pixels. */
export const LINE_PX = 3;

/** What the drop indicator draws: a line on a block's edge, or a box around a list; in the indicator layer's coordinates. */
export interface DropMark { kind: 'line' | 'box'; x: number; y: number; width: number; height: number; refused: boolean }

/**
 * The mark of `target` in a layer whose box is `layer` (both in viewport coordinates): a line on the side of the block the
 * entry would go (its top or bottom edge; its left or right edge for blocks laid side by side), or, for the end of a
 * list, the list's box cut to the layer (a list taller than the canvas keeps its outline in view).
 */
export function dropMark(target: DropTarget, layer: Box): DropMark {
  const refused = target.refusal !== undefined;
  const { box } = target;
  const x = box.left - layer.left;
  const y = box.top - layer.top;
  if (target.side === 'inside') {
    const left = Math.max(x, 0);
    const top = Math.max(y, 0);
    const right = Math.min(x + box.width, layer.width);
    const bottom = Math.min(y + box.height, layer.height);
    return { kind: 'box', x: left, y: top, width: Math.max(right - left, 0), height: Math.max(bottom - top, 0), refused };
  }
  const after = target.side === 'after';
  if (target.horizontal) return { kind: 'line', x: after ? x + box.width - LINE_PX : x, y, width: LINE_PX, height: box.height, refused };
  return { kind: 'line', x, y: after ? y + box.height - LINE_PX : y, width: box.width, height: LINE_PX, refused };
}
