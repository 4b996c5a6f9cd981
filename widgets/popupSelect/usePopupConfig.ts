import { useMemo } from 'react';
import type { FieldSchema } from '../../schemas/types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import type { DataPickerConfig } from '../common/picker/DataPickerField';
import { useWidgetServices } from '../services';
import { popupSelectDefaults } from './props';

/** The dialog over a data interface's rows; the stored key is the row's propsValue field. */
export function usePopupConfig(field: FieldSchema): DataPickerConfig {
  const services = useWidgetServices();
  const props = useFieldProps(field, popupSelectDefaults);
  const placeholder = useLocalText(props.placeholder);
  const title = useLocalText(props.popupTitle);
  const { interfaceId = '', propsValue = 'id', relationField = 'fullName', columnOptions, hasPage = true, pageSize = 20, clearable = true } = props;
  const width = props.popupWidth || '800px';
  return useMemo(
    () => ({
      source: `popupSelect:${interfaceId}:${propsValue}`,
      title,
      width,
      columns: columnOptions && columnOptions.length > 0 ? columnOptions : [{ value: relationField, label: relationField }],
      rowKey: propsValue,
      showField: relationField,
      hasPage,
      pageSize,
      placeholder,
      clearable,
      loadRows: (query) => services.dataInterfaceRows(interfaceId, query),
      loadRecord: async (id) => (await services.dataInterfaceRecords(interfaceId, propsValue, [id]))[0] ?? null,
    }),
    [services, interfaceId, propsValue, relationField, columnOptions, hasPage, pageSize, placeholder, clearable, title, width],
  );
}
