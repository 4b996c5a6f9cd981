import { useMemo } from 'react';
import { pickText } from '../../schemas/text';
import type { FieldSchema } from '../../schemas/types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import type { DataPickerConfig } from '../common/picker/DataPickerField';
import { PICKER_TEXT } from '../common/picker/texts';
import { useWidgetServices } from '../services';
import { RELATION_DIALOG_WIDTH, relationFormDefaults } from './props';

/** The 'select data' dialog over the related model's rows; the stored key is the row id. */
export function useRelationConfig(field: FieldSchema): DataPickerConfig {
  const services = useWidgetServices();
  const props = useFieldProps(field, relationFormDefaults);
  const placeholder = useLocalText(props.placeholder);
  const { modelId = '', relationField = '', columnOptions, hasPage = true, pageSize = 20, clearable = true } = props;
  return useMemo(
    () => ({
      source: `relationForm:${modelId}`,
      title: pickText(PICKER_TEXT.selectData, services.lang),
      width: RELATION_DIALOG_WIDTH,
      // Without designed columns the table shows the field the input shows.
      columns: columnOptions && columnOptions.length > 0 ? columnOptions : [{ value: relationField, label: relationField }],
      rowKey: 'id',
      showField: relationField,
      hasPage,
      pageSize,
      placeholder,
      clearable,
      loadRows: (query) => services.relationRows(modelId, query),
      loadRecord: (id) => services.relationRecord(modelId, id),
    }),
    [services, modelId, relationField, columnOptions, hasPage, pageSize, placeholder, clearable],
  );
}
