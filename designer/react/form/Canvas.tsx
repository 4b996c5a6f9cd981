import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { WidgetServicesContext } from '../../../widgets/services';
import { useEditorSelector } from '../useEditor';
import { useDesigner } from './context';
import { designServices } from './designServices';
import { FieldList } from './FieldList';
import { ContainerBody } from './ContainerBody';
import { ContainerBodyContext } from './nested';
import { DropIndicator } from './DropIndicator';

/**
 * The form being designed, outside dnd-kit's context (canvasBridge.ts). It re-renders when the top list changes; every block below is memoised on
 * its entry. A click on the empty canvas clears the selection; the selected block is kept in view.
 * `dragging`: a drag is on (blocks show no hover border then: the drop indicator says where it lands).
 */
export const Canvas = memo(function Canvas({ dragging }: { dragging: boolean }) {
  const { editor, lang, bridge } = useDesigner();
  const fields = useEditorSelector(editor, (s) => s.document.form.fields);
  const platform = useEditorSelector(editor, (s) => s.document.settings.platform);
  const selection = useEditorSelector(editor, (s) => s.selection);
  const services = useMemo(() => designServices(lang), [lang]);
  const root = useRef<HTMLDivElement>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    root.current = node;
    bridge.setNode(node);
  }, [bridge]);

  useEffect(() => {
    if (selection === null) return;
    const node = root.current?.querySelector<HTMLElement>(`[data-form-id="${CSS.escape(selection)}"]`);
    // A block selected by a click or Tab holds the focus and is in view already (scrolling to it would
    // only lay the page out once more before the panel paints); one selected elsewhere is scrolled to.
    if (!node || node.contains(document.activeElement)) return;
    node.scrollIntoView?.({ block: 'nearest' });
  }, [selection]);

  return (
    <WidgetServicesContext.Provider value={services}>
      <div className="designer-canvas-frame">
        <div className="designer-canvas-scroll" onClick={() => editor.select(null)}>
          <div ref={ref} className={['designer-canvas', platform === 'app' ? 'designer-canvas-app' : '', dragging ? 'is-drag-on' : ''].filter(Boolean).join(' ')} data-designer-canvas="">
            {/* Drags start here through dnd-kit outside this tree (CanvasDnd, canvasBridge.ts). */}
            <div className="designer-drag-source" onPointerDown={(event) => bridge.pointerDown?.(event)}>
              <ContainerBodyContext.Provider value={ContainerBody}>
                <FieldList parentId={null} parentKey={null} fields={fields} />
              </ContainerBodyContext.Provider>
            </div>
          </div>
        </div>
        <DropIndicator />
      </div>
    </WidgetServicesContext.Provider>
  );
});
