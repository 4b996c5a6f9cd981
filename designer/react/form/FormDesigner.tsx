import { memo, useEffect, useMemo, useState } from 'react';
import { DndContext, DragOverlay, useSensor, useSensors, type DragEndEvent, type DragMoveEvent, type DragStartEvent } from '@dnd-kit/core';
import { SyncPointerSensor, dropUnderMove } from './syncPointerSensor';
import { i18n } from '@lingui/core';
import { notify } from '../../../runtime/data';
import { useLang } from '../../../runtime/renderers/SchemaServices';
import { findField, insertFromPalette, moveField, type DesignEditor, type RefusalReason } from '../../core';
import { PropertyPanel } from '../panel/PropertyPanel';
import { REFUSAL_TEXT } from '../texts';
import { DesignActions } from './actions';
import { Canvas } from './Canvas';
import { CanvasBridge } from './canvasBridge';
import { CanvasDnd } from './CanvasDnd';
import { DesignerContext, type DesignerContextValue } from './context';
import { CANVAS_DROP_ID, dropTarget, innermost, underPointer, type DragData } from './dnd';
import { DragLabel } from './DragLabel';
import { dragOf } from './DragSource';
import { DropStore } from './dropStore';
import { designerKeys } from './keyboard';
import { fieldName } from './labels';
import { Palette } from './Palette';
import { Toolbar } from './Toolbar';
import './designer.css';

// The pointer goes through the overlay to the block under it (dnd.ts underPointer hit-tests once).
const OVERLAY_STYLE = { pointerEvents: 'none' } as const;
// The canvas scrolls when the pointer comes within a tenth of its edge (dnd-kit's default, a fifth, scrolled
// while the pointer was still over the blocks one meant to drop on).
const AUTO_SCROLL = { threshold: { x: 0.1, y: 0.1 } };

const refuse = (reason: RefusalReason) => notify.warning(i18n._(REFUSAL_TEXT[reason]));

/** The pointer now: where the drag started plus how far it went. */
function pointerOf(event: DragMoveEvent): { x: number; y: number } | null {
  const start = event.activatorEvent as { clientX?: number; clientY?: number } | null;
  if (typeof start?.clientX !== 'number' || typeof start.clientY !== 'number') return null;
  return { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
}

/**
 * The form tab of the designer: palette | toolbar over the canvas | property panel, with drag and drop
 * (dnd-kit) and the keyboard shortcuts. A pointer move only updates the drop store; the drop is one
 * editor step (insert from the palette, or move).
 */
export const FormDesigner = memo(function FormDesigner({ editor }: { editor: DesignEditor }) {
  const lang = useLang();
  const drops = useMemo(() => new DropStore(), []);
  const actions = useMemo(() => new DesignActions(editor, refuse), [editor]);
  const bridge = useMemo(() => new CanvasBridge(), []);
  const value = useMemo<DesignerContextValue>(() => ({ editor, actions, drops, lang, bridge }), [editor, actions, drops, lang, bridge]);
  const sensors = useSensors(useSensor(SyncPointerSensor, { activationConstraint: { distance: 5 } }));
  const [dragging, setDragging] = useState<DragData | null>(null);

  const onDragStart = (event: DragStartEvent) => setDragging(dragOf(event.active));
  // The dragged block dims once the drag has rendered (a store update renders at once: not in dnd-kit's pointer move).
  const draggedId = dragging?.kind === 'field' ? dragging.id : null;
  useEffect(() => drops.setDragged(draggedId), [drops, draggedId]);
  const onDragMove = (event: DragMoveEvent) => {
    const drag = dragOf(event.active);
    const pointer = pointerOf(event);
    const canvas = event.over?.id === CANVAS_DROP_ID ? document.querySelector('[data-designer-canvas]') : null;
    const over = canvas && pointer ? underPointer(canvas, pointer, dropUnderMove(pointer)) : null;
    if (!drag || !over || !pointer) return drops.set(null);
    drops.set(dropTarget(editor.document, drag, over, pointer));
  };
  const finish = () => {
    drops.set(null);
    setDragging(null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    const drag = dragOf(event.active);
    const target = drops.get();
    finish();
    if (!drag || !target) return;
    if (target.refusal) return refuse(target.refusal);
    const step = drag.kind === 'palette'
      ? insertFromPalette(editor.document, drag.entry, target.parentId, target.index, editor.nextId)
      : moveField(editor.document, drag.id, target.parentId, target.index);
    const result = editor.execute(step);
    if (!result.ok) return refuse(result.refusal.reason);
    editor.select(step.created ?? (drag.kind === 'field' ? drag.id : null));
  };

  const overlay = dragging === null ? null : dragging.kind === 'palette'
    ? fieldName({ jnpfKey: dragging.entry.key, label: dragging.entry.label }, lang)
    : fieldName(findField(editor.document, dragging.id) ?? { jnpfKey: '?' }, lang);

  return (
    <DesignerContext.Provider value={value}>
      <div className="designer-form" onKeyDown={(event) => designerKeys(event, actions)}>
        {/* dnd-kit's context around the palette, the canvas's dnd part and the overlay only: not the canvas (canvasBridge.ts). */}
        <DndContext sensors={sensors} collisionDetection={innermost} onDragStart={onDragStart} onDragMove={onDragMove} onDragEnd={onDragEnd} onDragCancel={finish} autoScroll={AUTO_SCROLL}>
          <aside className="designer-form-palette">
            <Palette />
          </aside>
          <CanvasDnd />
          <DragOverlay dropAnimation={null} style={OVERLAY_STYLE}>{overlay === null ? null : <DragLabel drops={drops} text={overlay} />}</DragOverlay>
        </DndContext>
        <main className="designer-form-main">
          <Toolbar />
          <Canvas dragging={dragging !== null} />
        </main>
        <aside className="designer-form-panel">
          <PropertyPanel editor={editor} />
        </aside>
      </div>
    </DesignerContext.Provider>
  );
});
