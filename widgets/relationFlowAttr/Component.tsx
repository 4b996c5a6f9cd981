import { memo } from 'react';
import type { DisplayProps, WidgetProps } from '../types';
import { AttrField } from '../common/picker/AttrField';

/** A field of the record the relation flow field (props.relationField) chose; read-only, never saved. */
export const RelationFlowAttr = memo(function RelationFlowAttr({ field }: WidgetProps<undefined>) {
  return <AttrField field={field} />;
});

export const RelationFlowAttrDisplay = memo(function RelationFlowAttrDisplay({ field }: DisplayProps<undefined>) {
  return <AttrField field={field} display />;
});
