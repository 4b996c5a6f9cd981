import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import type { FieldSchema } from '../../../schemas/types';
import { useDesigner } from './context';
import { listDropId, type DropData } from './dnd';
import { useDropSide } from './dropStore';
import { FieldBlock } from './FieldBlock';

/**
 * The entries of one holder (null: the form), a drop target for its end (and its empty state).
 * Memoised on the list array, which a command replaces only on the path it changed.
 */
export const FieldList = memo(function FieldList({ parentId, parentKey, fields }: { parentId: string | null; parentKey: string | null; fields: readonly FieldSchema[] }) {
  const { t } = useLingui();
  const { drops } = useDesigner();
  const dropId = listDropId(parentId);
  const data: DropData = { kind: 'list', parentId };
  const { setNodeRef } = useDroppable({ id: dropId, data });
  const side = useDropSide(drops, dropId);
  const classes = ['designer-list', parentKey === 'table' ? 'designer-list-columns' : '', side ? `drop-${side.replace(':', ' drop-')}` : '']
    .filter(Boolean).join(' ');
  return (
    <div ref={setNodeRef} className={classes} data-list-of={parentId ?? 'root'}>
      {fields.map((field) => <FieldBlock key={field.formId} field={field} parentKey={parentKey} />)}
      {fields.length === 0 ? <div className="designer-list-empty">{parentId === null ? t`从左侧拖入或点击组件` : t`拖入组件`}</div> : null}
    </div>
  );
});
