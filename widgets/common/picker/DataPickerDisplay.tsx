import { memo } from 'react';
import type { DisplayProps } from '../../types';
import { EmptyDisplay } from '../Empty';
import { storedKey, useChosenRecord } from './useChosenRecord';
import { fieldText } from './useRecord';
import type { Row } from './useRowsPage';

type Props = DisplayProps & {
  source: string;
  showField: string;
  loadRecord: (id: string) => Promise<Row | null>;
};

/**
 * The shown field of the stored record (relation form, popup select). It also shares the record with
 * the form scope, so attribute fields on a detail page show it too.
 */
export const DataPickerDisplay = memo(function DataPickerDisplay({ value, field, source, showField, loadRecord }: Props) {
  const key = storedKey(value);
  const { record, loading } = useChosenRecord({ vModel: field.vModel, id: key, source, loadRecord });
  if (key === undefined) return <EmptyDisplay />;
  if (loading) return <span className="widget-loading" aria-busy="true" />;
  const text = fieldText(record?.[showField]);
  return text === '' ? <EmptyDisplay /> : <span>{text}</span>;
});
