import { memo, useEffect, useMemo, useRef } from 'react';
import { WidgetServicesContext } from '../../../widgets/services';
import { useEditorSelector } from '../useEditor';
import { useDesigner } from './context';
import { designServices } from './designServices';
import { FieldList } from './FieldList';

/**
 * The form being designed. It re-renders when the top list changes; every block below is memoised on
 * its entry. A click on the empty canvas clears the selection; the selected block is kept in view.
 */
export const Canvas = memo(function Canvas() {
  const { editor, lang } = useDesigner();
  const fields = useEditorSelector(editor, (s) => s.document.form.fields);
  const platform = useEditorSelector(editor, (s) => s.document.settings.platform);
  const selection = useEditorSelector(editor, (s) => s.selection);
  const services = useMemo(() => designServices(lang), [lang]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (selection === null) return;
    const node = root.current?.querySelector<HTMLElement>(`[data-form-id="${CSS.escape(selection)}"]`);
    node?.scrollIntoView?.({ block: 'nearest' });
  }, [selection]);

  return (
    <WidgetServicesContext.Provider value={services}>
      <div className="designer-canvas-scroll" onClick={() => editor.select(null)}>
        <div ref={root} className={platform === 'app' ? 'designer-canvas designer-canvas-app' : 'designer-canvas'} data-designer-canvas="">
          <FieldList parentId={null} parentKey={null} fields={fields} />
        </div>
      </div>
    </WidgetServicesContext.Provider>
  );
});
