import { memo } from 'react';
import type { WidgetProps } from '../types';
import { DataPickerField } from '../common/picker/DataPickerField';
import { useRelationConfig } from './useRelationConfig';

/** A row of another form, chosen in the 700 px 'select data' dialog; stores the row id. */
export const RelationForm = memo(function RelationForm(props: WidgetProps<string | null>) {
  const config = useRelationConfig(props.field);
  return <DataPickerField {...props} config={config} />;
});
