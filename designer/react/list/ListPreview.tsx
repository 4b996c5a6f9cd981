import type { CSSProperties } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Dropdown } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { pickText } from '../../../schemas/text';
import type { ActionSchema, ColumnSchema, ListSchema } from '../../../schemas/types';
import { ROW_KINDS, TOOLBAR_KINDS, addAction, selectionId, type RowKind, type ToolbarKind } from '../../core/list';
import { useListDesigner } from './context';
import { KIND_TEXT } from './texts';

/** What a column header drag carries (ListDesigner's onDragEnd reads it). */
export interface ColumnDrag {
  kind: 'column';
  prop: string;
}

export const COLUMNS_DROP = 'ld-columns';
export const SEARCH_DROP = 'ld-search';

function ColumnHeader({ column, selected }: { column: ColumnSchema; selected: boolean }) {
  const { lang, editor } = useListDesigner();
  const data: ColumnDrag = { kind: 'column', prop: column.prop };
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: `column:${column.prop}`, data });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.6 : undefined,
    width: column.width,
    minWidth: column.minWidth,
    textAlign: column.align,
  };
  return (
    <th
      ref={setNodeRef}
      style={style}
      {...attributes}
      {...listeners}
      // A header stays a header for assistive tech; dnd-kit's attributes would make it a button.
      role="columnheader"
      className={selected ? 'ld-th is-selected' : 'ld-th'}
      data-prop={column.prop}
      aria-selected={selected}
      onClick={() => editor.select(selectionId('columns', column.prop))}
    >
      {pickText(column.label, lang)}
      {column.sortable ? <span className="ld-sort-mark"> ⇅</span> : null}
      {column.fixed ? <span className="ld-tag">{column.fixed}</span> : null}
      {column.hidden ? <span className="ld-tag">−</span> : null}
    </th>
  );
}

function ActionButton({ action, part, selected }: { action: ActionSchema; part: 'toolbar' | 'rowActions'; selected: boolean }) {
  const { i18n } = useLingui();
  const { lang, editor } = useListDesigner();
  const key = action.name ?? action.action;
  const text = action.label ? pickText(action.label, lang) : i18n._(KIND_TEXT[action.action as ToolbarKind | RowKind] ?? { id: key, message: key });
  return (
    <Button
      size="small"
      type={part === 'toolbar' && action.action === 'add' ? 'primary' : part === 'rowActions' ? 'link' : 'default'}
      danger={action.action === 'remove' || action.action === 'batchRemove'}
      className={selected ? 'is-selected' : undefined}
      data-action={key}
      onClick={() => editor.select(selectionId(part, key))}
    >
      {text}
    </Button>
  );
}

/** A menu of the buttons of `kinds` the list lacks yet. */
function AddButton({ list, part, kinds }: { list: ListSchema; part: 'toolbar' | 'rowActions'; kinds: readonly (ToolbarKind | RowKind)[] }) {
  const { t, i18n } = useLingui();
  const { run, editor } = useListDesigner();
  const present = new Set((list[part] ?? []).map((action) => action.name ?? action.action));
  const missing = kinds.filter((kind) => !present.has(kind));
  const label = part === 'toolbar' ? t`添加按钮` : t`添加行按钮`;
  return (
    <Dropdown
      disabled={missing.length === 0}
      trigger={['click']}
      menu={{
        items: missing.map((kind) => ({ key: kind, label: i18n._(KIND_TEXT[kind]) })),
        onClick: ({ key }) => run(addAction(editor.document, part, key as ToolbarKind | RowKind)),
      }}
    >
      <Button size="small" type="dashed" aria-label={label}>
        + {label}
      </Button>
    </Dropdown>
  );
}

function SearchBar({ list, selection }: { list: ListSchema; selection: string | null }) {
  const { t } = useLingui();
  const { lang, editor } = useListDesigner();
  const { setNodeRef, isOver } = useDroppable({ id: SEARCH_DROP });
  const matchText = { equal: t`等于`, like: t`包含`, range: t`范围` };
  const items = list.search ?? [];
  return (
    <div ref={setNodeRef} className={isOver ? 'ld-search is-over' : 'ld-search'} aria-label={t`查询条件`} role="group">
      {items.length === 0 ? <span className="ld-muted">{t`拖入字段作为查询条件`}</span> : null}
      {items.map((item) => {
        const id = selectionId('search', item.vModel);
        return (
          <button
            type="button"
            key={item.vModel}
            data-search={item.vModel}
            className={selection === id ? 'ld-search-item is-selected' : 'ld-search-item'}
            onClick={() => editor.select(id)}
          >
            {pickText(item.label, lang)} <span className="ld-muted">{matchText[item.match]}</span>
          </button>
        );
      })}
      {items.length ? <Button size="small" type="primary" disabled>{t`查询`}</Button> : null}
    </div>
  );
}

/** The list as it will look: search bar, toolbar, the table header (drag to reorder, drop a field to add) and a row's buttons. */
export function ListPreview({ list, selection }: { list: ListSchema; selection: string | null }) {
  const { t } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id: COLUMNS_DROP });
  const toolbar = list.toolbar ?? [];
  const rowActions = list.rowActions ?? [];
  return (
    <section className="ld-preview" aria-label={t`列表预览`}>
      <SearchBar list={list} selection={selection} />
      <div className="ld-toolbar" role="toolbar" aria-label={t`工具栏按钮`}>
        {toolbar.map((action) => (
          <ActionButton key={action.name ?? action.action} action={action} part="toolbar" selected={selection === selectionId('toolbar', action.name ?? action.action)} />
        ))}
        <AddButton list={list} part="toolbar" kinds={TOOLBAR_KINDS} />
      </div>
      <div ref={setNodeRef} className={isOver ? 'ld-table-wrap is-over' : 'ld-table-wrap'}>
        <table className="ld-table" aria-label={t`列`}>
          <thead>
            <tr>
              {list.selectable ? <th className="ld-th-check">☐</th> : null}
              <SortableContext items={list.columns.map((column) => `column:${column.prop}`)} strategy={horizontalListSortingStrategy}>
                {list.columns.map((column) => (
                  <ColumnHeader key={column.prop} column={column} selected={selection === selectionId('columns', column.prop)} />
                ))}
              </SortableContext>
              {rowActions.length ? <th className="ld-th-actions">{t`操作`}</th> : null}
            </tr>
          </thead>
          <tbody>
            <tr>
              {list.selectable ? <td /> : null}
              {list.columns.map((column) => (
                <td key={column.prop} className="ld-muted">…</td>
              ))}
              {rowActions.length ? (
                <td className="ld-row-actions">
                  {rowActions.map((action) => (
                    <ActionButton key={action.name ?? action.action} action={action} part="rowActions" selected={selection === selectionId('rowActions', action.name ?? action.action)} />
                  ))}
                </td>
              ) : null}
            </tr>
          </tbody>
        </table>
      </div>
      <div className="ld-toolbar">
        <AddButton list={list} part="rowActions" kinds={ROW_KINDS} />
      </div>
    </section>
  );
}
