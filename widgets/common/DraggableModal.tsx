import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { Modal, type ModalProps } from 'antd';

interface Offset {
  x: number;
  y: number;
}

interface Drag {
  startX: number;
  startY: number;
  base: Offset;
  /** How far the dialog may move each way and stay inside the viewport. */
  min: Offset;
  max: Offset;
}

const ORIGIN: Offset = { x: 0, y: 0 };
const titleStyle = { cursor: 'move', userSelect: 'none', width: '100%' } as const;

const clamp = (value: number, min: number, max: number) => (min > max ? value : Math.min(max, Math.max(min, value)));

/**
 * An antd Modal whose title bar drags the dialog (docs/product.md#widgets: draggable dialogs). Dragging moves the panel
 * by a CSS translate, kept inside the viewport; each opening starts centred again.
 */
export function DraggableModal({ title, modalRender, open, ...rest }: ModalProps) {
  const [offset, setOffset] = useState<Offset>(ORIGIN);
  const [wasOpen, setWasOpen] = useState(open);
  const panel = useRef<HTMLDivElement>(null);
  const stop = useRef<(() => void) | null>(null);

  // A new opening forgets where the last one was dragged to.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOffset(ORIGIN);
  }

  useEffect(() => () => stop.current?.(), []);

  const handlePointerDown = useCallback(
    (event: ReactPointerEvent<HTMLDivElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      const rect = panel.current?.getBoundingClientRect();
      const drag: Drag = {
        startX: event.clientX,
        startY: event.clientY,
        base: offset,
        min: { x: offset.x - (rect?.left ?? 0), y: offset.y - (rect?.top ?? 0) },
        max: { x: offset.x + window.innerWidth - (rect?.right ?? 0), y: offset.y + window.innerHeight - (rect?.bottom ?? 0) },
      };
      const move = (e: PointerEvent) => {
        setOffset({
          x: clamp(drag.base.x + e.clientX - drag.startX, drag.min.x, drag.max.x),
          y: clamp(drag.base.y + e.clientY - drag.startY, drag.min.y, drag.max.y),
        });
      };
      const end = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', end);
        stop.current = null;
      };
      stop.current?.();
      // On the window, so a fast pointer that leaves the title keeps dragging.
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
      stop.current = end;
    },
    [offset],
  );

  const render = useCallback(
    (node: ReactNode) => (
      <div ref={panel} className="draggable-modal-panel" style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>
        {modalRender ? modalRender(node) : node}
      </div>
    ),
    [offset, modalRender],
  );

  return (
    <Modal
      {...rest}
      open={open}
      title={
        <div className="draggable-modal-title" style={titleStyle} onPointerDown={handlePointerDown}>
          {title}
        </div>
      }
      modalRender={render}
    />
  );
}
