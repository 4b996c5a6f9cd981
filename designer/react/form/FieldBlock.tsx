import { memo, type MouseEvent, type PointerEvent } from 'react';
import { BlockOutlined, DeleteOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { FieldSchema } from '../../../schemas/types';
import { useEditorSelector } from '../useEditor';
import { useDesigner } from './context';
import { useIsDragged } from './dropStore';
import { blockWidth, fieldName, isHorizontal } from './labels';
import { WidgetFace } from './WidgetFace';
import { useContainerBody } from './nested';

const stop = (event: MouseEvent | PointerEvent) => event.stopPropagation();

/**
 * One entry on the canvas: its label over its widget (or its container body), selectable, focusable,
 * draggable (the canvas's DragSource) and a drop target. Memoised on the entry object (commands share
 * untouched entries), and it subscribes to "am I selected" and "am I dragged" only: selecting or dragging over
 * another field never re-renders this one.
 */
export const FieldBlock = memo(function FieldBlock({ field, parentKey }: { field: FieldSchema; parentKey: string | null }) {
  const { t } = useLingui();
  const { editor, actions, drops, lang } = useDesigner();
  const id = field.formId as string;
  const selected = useEditorSelector(editor, (s) => s.selection === id);
  const horizontal = isHorizontal(field, parentKey);
  // Dragged through the canvas's DragSource (by its data-form-id), and a drop target by its data-form-id and
  // is-horizontal class (dnd.ts underPointer): no dnd-kit hook here, so dnd-kit's context never re-renders a block.
  // The drop indicator is drawn over the canvas (DropIndicator.tsx), not by the block.
  const dragged = useIsDragged(drops, id);

  const name = fieldName(field, lang);
  const holder = field.children !== undefined;
  const ContainerBody = useContainerBody();
  const pane = field.jnpfKey === 'tabItem' || field.jnpfKey === 'collapseItem';
  const classes = [
    'designer-block',
    holder ? 'designer-block-holder' : 'designer-block-field',
    selected ? 'is-selected' : '',
    dragged ? 'is-dragging' : '',
    horizontal ? 'is-horizontal' : '',
  ].filter(Boolean).join(' ');

  return (
    <div
      className={classes}
      style={{ width: blockWidth(field, parentKey) }}
      tabIndex={0}
      role="group"
      aria-label={name}
      aria-current={selected ? 'true' : undefined}
      data-form-id={id}
      onClick={(event) => {
        event.stopPropagation();
        editor.select(id);
      }}
      onFocus={(event) => {
        // Focus (Tab, a click) selects the field itself, not the holders around it.
        if (event.target === event.currentTarget) editor.select(id);
      }}
    >
      <div className={pane ? 'designer-block-head designer-pane-head' : 'designer-block-head'}>
        {field.required ? <span className="designer-required">*</span> : null}
        <span className="designer-block-label">{name}</span>
        {field.vModel ? <span className="designer-block-key">{field.vModel}</span> : null}
      </div>
      {holder ? <ContainerBody field={field} /> : <WidgetFace field={field} />}
      {selected ? (
        <div className="designer-block-actions" onPointerDown={stop}>
          <button type="button" aria-label={t`复制`} title={t`复制 (Ctrl+D)`} onClick={(event) => { stop(event); actions.duplicate(id); }}>
            <BlockOutlined />
          </button>
          <button type="button" aria-label={t`删除`} title={t`删除 (Delete)`} onClick={(event) => { stop(event); actions.remove(id); }}>
            <DeleteOutlined />
          </button>
        </div>
      ) : null}
    </div>
  );
});
