import { memo } from 'react';
import type { DisplayProps, WidgetProps } from '../types';
import { AttrField } from '../common/picker/AttrField';

/** A field of the record the popup select field (props.relationField) chose; read-only, never saved. */
export const PopupAttr = memo(function PopupAttr({ field }: WidgetProps<undefined>) {
  return <AttrField field={field} />;
});

export const PopupAttrDisplay = memo(function PopupAttrDisplay({ field }: DisplayProps<undefined>) {
  return <AttrField field={field} display />;
});
