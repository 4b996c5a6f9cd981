import { memo } from 'react';
import type { WidgetProps } from '../types';
import { DataPickerField } from '../common/picker/DataPickerField';
import { usePopupConfig } from './usePopupConfig';

/** A row of a data interface, chosen in the popup dialog; stores the row's propsValue field. */
export const PopupSelect = memo(function PopupSelect(props: WidgetProps<string | null>) {
  const config = usePopupConfig(props.field);
  return <DataPickerField {...props} config={config} />;
});
