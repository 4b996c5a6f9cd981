import { useRef, useSyncExternalStore, type CSSProperties } from 'react';
import { useDesigner } from './context';
import { dropMark, type DropMark } from './dropMark';
import type { Box } from './dropStore';

/** A mark's place and size; a mark not in use keeps its last size, hidden, so showing it again draws nothing new. */
function markStyle(mark: DropMark | null, last: { current: DropMark | null }): CSSProperties {
  if (mark) last.current = mark;
  const at = last.current;
  if (!at) return { opacity: 0 };
  return { width: at.width, height: at.height, transform: `translate(${at.x}px, ${at.y}px)`, opacity: mark ? 1 : 0 };
}

/**
 * Where a drag would land, drawn over the canvas (designer/README.md, drag and drop): a line on a block's edge, or a
 * box around the list whose end it would go to, each an element in a layer of its own. Drawn by the blocks
 * themselves (a class per block), every move repainted the blocks it left and entered and the end of the top list
 * outlined the whole form: the canvas was rasterised again on most moves. The marks move by transform and show or
 * hide by opacity, so a move draws only the marks' own small layers, if anything. The layer covers the canvas's
 * scroller and clips the marks to it.
 */
export function DropIndicator() {
  const { drops } = useDesigner();
  const target = useSyncExternalStore(drops.subscribe, drops.get, drops.get);
  const layer = useRef<HTMLDivElement>(null);
  const lastLine = useRef<DropMark | null>(null);
  const lastBox = useRef<DropMark | null>(null);
  // The layer's box, read once per drag (when a target first shows): a read on every move would lay out the page
  // again after the move's render.
  const origin = useRef<Box | null>(null);
  if (target === null) origin.current = null;
  else if (origin.current === null && layer.current) origin.current = layer.current.getBoundingClientRect();
  const mark = target && origin.current ? dropMark(target, origin.current) : null;
  const refused = mark?.refused ? ' is-refused' : '';
  return (
    <div ref={layer} className="designer-drop-layer" aria-hidden="true">
      <div className={`designer-drop-mark is-line${refused}`} style={markStyle(mark?.kind === 'line' ? mark : null, lastLine)} />
      <div className={`designer-drop-mark is-box${refused}`} style={markStyle(mark?.kind === 'box' ? mark : null, lastBox)} />
    </div>
  );
}
