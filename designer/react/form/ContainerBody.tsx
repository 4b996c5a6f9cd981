import { useEffect, useState } from 'react';
import type { FieldSchema } from '../../../schemas/types';
import { isWithin } from '../../core';
import { useEditorSelector } from '../useEditor';
import { useDesigner } from './context';
import { FieldBlock } from './FieldBlock';
import { FieldList } from './FieldList';
import { fieldName } from './labels';

/** A tab: its pane titles, and the shown pane (the one holding the selection, else the one clicked). */
function TabBody({ field }: { field: FieldSchema }) {
  const { editor, lang } = useDesigner();
  const panes = field.children ?? [];
  const [shown, setShown] = useState(0);
  const holding = useEditorSelector(editor, (s) => {
    const selection = s.selection;
    return selection === null ? -1 : panes.findIndex((pane) => pane.formId !== undefined && isWithin(s.document, selection, pane.formId));
  });
  useEffect(() => {
    if (holding >= 0) setShown(holding);
  }, [holding]);
  const active = panes[Math.min(shown, panes.length - 1)];
  return (
    <div className="designer-tab">
      <div className="designer-tab-bar" role="tablist">
        {panes.map((pane, i) => (
          <button
            key={pane.formId}
            type="button"
            role="tab"
            aria-selected={pane === active}
            className={pane === active ? 'is-active' : undefined}
            onClick={(event) => {
              event.stopPropagation();
              setShown(i);
              editor.select(pane.formId ?? null);
            }}
          >
            {fieldName(pane, lang)}
          </button>
        ))}
      </div>
      {active ? <FieldBlock field={active} parentKey="tab" /> : null}
    </div>
  );
}

/** The inside of a holder: a tab shows one pane at a time; the others list their entries (a sub-table's side by side). */
export function ContainerBody({ field }: { field: FieldSchema }) {
  if (field.jnpfKey === 'tab') return <TabBody field={field} />;
  return <FieldList parentId={field.formId ?? null} parentKey={field.jnpfKey} fields={field.children ?? []} />;
}
