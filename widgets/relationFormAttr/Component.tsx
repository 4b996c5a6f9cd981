import { memo } from 'react';
import type { DisplayProps, WidgetProps } from '../types';
import { AttrField } from '../common/picker/AttrField';

/** A field of the record the relation form field (props.relationField) chose; read-only, never saved. */
export const RelationFormAttr = memo(function RelationFormAttr({ field }: WidgetProps<undefined>) {
  return <AttrField field={field} />;
});

export const RelationFormAttrDisplay = memo(function RelationFormAttrDisplay({ field }: DisplayProps<undefined>) {
  return <AttrField field={field} display />;
});
