import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldSchema } from '../../../schemas/types';
import { FieldBlock } from './FieldBlock';

/**
 * The entries of one holder (null: the form), a drop target for its end (and its empty state) by its
 * data-list-of (dnd.ts underPointer).
 * Memoised on the list array, which a command replaces only on the path it changed.
 */
export const FieldList = memo(function FieldList({ parentId, parentKey, fields }: { parentId: string | null; parentKey: string | null; fields: readonly FieldSchema[] }) {
  const { t } = useLingui();
  const classes = parentKey === 'table' ? 'designer-list designer-list-columns' : 'designer-list';
  return (
    <div className={classes} data-list-of={parentId ?? 'root'}>
      {fields.map((field) => <FieldBlock key={field.formId} field={field} parentKey={parentKey} />)}
      {fields.length === 0 ? <div className="designer-list-empty">{parentId === null ? t`从左侧拖入或点击组件` : t`拖入组件`}</div> : null}
    </div>
  );
});
