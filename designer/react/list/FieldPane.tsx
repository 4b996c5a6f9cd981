import { useDraggable } from '@dnd-kit/core';
import { Button, Tooltip } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { pickText } from '../../../schemas/text';
import type { ListSchema } from '../../../schemas/types';
import { addColumn, addSearch, type ListField } from '../../core/list';
import { useListDesigner } from './context';

/** What a drag from the field pane carries (ListDesigner's onDragEnd reads it). */
export interface FieldDrag {
  kind: 'field';
  field: ListField;
}

function FieldRow({ field, list }: { field: ListField; list: ListSchema }) {
  const { t } = useLingui();
  const { lang, run, editor } = useListDesigner();
  const data: FieldDrag = { kind: 'field', field };
  const { setNodeRef, listeners, attributes } = useDraggable({ id: `field:${field.vModel}`, data });
  const name = pickText(field.label, lang);
  const isColumn = list.columns.some((column) => column.prop === field.vModel);
  const isSearch = (list.search ?? []).some((item) => item.vModel === field.vModel);
  return (
    <li className="ld-field" data-field={field.vModel}>
      <span ref={setNodeRef} {...listeners} {...attributes} className="ld-field-name" title={field.vModel}>
        {name}
      </span>
      <Tooltip title={t`添加为列`}>
        <Button size="small" disabled={isColumn} aria-label={t`添加为列：${name}`} onClick={() => run(addColumn(editor.document, field))}>
          {t`列`}
        </Button>
      </Tooltip>
      <Tooltip title={t`添加为查询条件`}>
        <Button size="small" disabled={isSearch} aria-label={t`添加为查询条件：${name}`} onClick={() => run(addSearch(editor.document, field))}>
          {t`查询`}
        </Button>
      </Tooltip>
    </li>
  );
}

/** The form's main value fields: a button adds one as a column or a search field, or drag it onto the table or the search bar. */
export function FieldPane({ list }: { list: ListSchema }) {
  const { t } = useLingui();
  const { fields } = useListDesigner();
  return (
    <nav className="ld-fields" aria-label={t`表单字段`}>
      <h4>{t`表单字段`}</h4>
      {fields.length === 0 ? <p className="ld-muted">{t`表单中还没有字段`}</p> : null}
      <ul>
        {fields.map((field) => (
          <FieldRow key={field.vModel} field={field} list={list} />
        ))}
      </ul>
    </nav>
  );
}
