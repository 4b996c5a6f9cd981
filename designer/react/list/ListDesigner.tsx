import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Alert, Button, Tabs, Tooltip } from 'antd';
import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../runtime/data';
import { useLang } from '../../../runtime/renderers/SchemaServices';
import { OUR_WIDGET_KEYS } from '../../../schemas/import/jnpf';
import type { FormSchema, ListSchema } from '../../../schemas/types';
import { ListEditor, addColumn, addSearch, listFields, listProblems, moveItem, openList, type ListStep } from '../../core/list';
import { ListDesignerContext, type ListDesignerContextValue } from './context';
import { FieldPane, type FieldDrag } from './FieldPane';
import { ItemSettings } from './ItemSettings';
import { COLUMNS_DROP, ListPreview, SEARCH_DROP, type ColumnDrag } from './ListPreview';
import { ListSettings } from './ListSettings';
import { LIST_REFUSAL_TEXT } from './texts';
import './list-designer.css';

const WIDGET_KEYS: ReadonlySet<string> = new Set(OUR_WIDGET_KEYS);

/** Keys typed into a box are the box's. */
const typing = (target: EventTarget | null) =>
  target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"], [role="combobox"]') !== null;

/**
 * The list design of a form (issue 17): the form's fields | the list preview | the settings of the selection and of
 * the list. Every change is a command of designer/core/list on one ListEditor (undo, redo, Ctrl+Z / Ctrl+Shift+Z /
 * Ctrl+Y); each new ListSchema goes to `onChange` (the dialog stores it as the design's columnData). `value` is read
 * when the designer opens (null, or a JNPF columnData that is not a list page schema: the form's default list).
 */
export function ListDesigner({ form, value, onChange }: { form: FormSchema; value: ListSchema | null; onChange: (list: ListSchema) => void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const [editor] = useState(() => new ListEditor(openList(form, value?.type === 'list' ? value : null)));
  const snapshot = useSyncExternalStore(editor.subscribe, editor.getSnapshot);
  const list = snapshot.document;
  const fields = useMemo(() => listFields(form), [form]);
  const [tab, setTab] = useState<'item' | 'list'>('list');
  // What the server's save check would refuse (a column naming a field the form no longer has), shown at once.
  const problems = useMemo(() => listProblems(list, form, WIDGET_KEYS), [list, form]);

  const emitted = useRef(list);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (list === emitted.current) return;
    emitted.current = list;
    onChangeRef.current(list);
  }, [list]);

  const context = useMemo<ListDesignerContextValue>(() => {
    const run = (step: ListStep | undefined): boolean => {
      if (!step) return false;
      const result = editor.execute(step);
      if (!result.ok) {
        notify.error(i18n._(LIST_REFUSAL_TEXT[result.refusal.reason]));
        return false;
      }
      if (step.created) editor.select(step.created);
      return true;
    };
    return { editor, fields, lang, run };
  }, [editor, fields, lang, i18n]);

  useEffect(() => {
    if (snapshot.selection) setTab('item');
  }, [snapshot.selection]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const drag = active.data.current as FieldDrag | ColumnDrag | undefined;
    const target = over.data.current as ColumnDrag | undefined;
    const doc = editor.document;
    const columnIndex = target?.kind === 'column' ? doc.columns.findIndex((column) => column.prop === target.prop) : -1;
    if (drag?.kind === 'column') {
      if (columnIndex >= 0 && target?.prop !== drag.prop) context.run(moveItem(doc, 'columns', drag.prop, columnIndex));
    } else if (drag?.kind === 'field') {
      if (over.id === SEARCH_DROP) context.run(addSearch(doc, drag.field));
      else if (over.id === COLUMNS_DROP || columnIndex >= 0) context.run(addColumn(doc, drag.field, columnIndex >= 0 ? columnIndex : doc.columns.length));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (typing(event.target) || !(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    event.preventDefault();
    event.stopPropagation();
    if (key === 'y' || event.shiftKey) editor.redo();
    else editor.undo();
  };

  return (
    <ListDesignerContext.Provider value={context}>
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div className="ld-root" onKeyDown={onKeyDown} tabIndex={-1} data-list-designer>
          <aside className="ld-pane-fields">
            <FieldPane list={list} />
          </aside>
          <main className="ld-pane-main">
            <div className="ld-actions" role="toolbar" aria-label={t`列表设计`}>
              <Tooltip title={t`撤销 (Ctrl+Z)`}>
                <Button type="text" icon={<UndoOutlined />} aria-label={t`撤销`} disabled={!snapshot.canUndo} onClick={() => editor.undo()} />
              </Tooltip>
              <Tooltip title={t`重做 (Ctrl+Shift+Z)`}>
                <Button type="text" icon={<RedoOutlined />} aria-label={t`重做`} disabled={!snapshot.canRedo} onClick={() => editor.redo()} />
              </Tooltip>
            </div>
            {problems.length ? (
              <Alert type="warning" showIcon className="ld-problems" title={t`列表设计有问题，保存会被拒绝`} description={problems.join('; ')} />
            ) : null}
            <ListPreview list={list} selection={snapshot.selection} />
          </main>
          <aside className="ld-pane-settings">
            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(key as 'item' | 'list')}
              items={[
                { key: 'item', label: t`选中项`, children: <ItemSettings list={list} selection={snapshot.selection} /> },
                { key: 'list', label: t`列表设置`, children: <ListSettings list={list} /> },
              ]}
            />
          </aside>
        </div>
      </DndContext>
    </ListDesignerContext.Provider>
  );
}
