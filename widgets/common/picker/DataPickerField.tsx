import { memo, useCallback, useState } from 'react';
import { pickText } from '../../../schemas/text';
import { useWidgetServices, type PageQuery, type RowsPage } from '../../services';
import type { WidgetProps } from '../../types';
import { DataDialog } from './DataDialog';
import { DataInput } from './DataInput';
import type { ColumnOption } from './dataProps';
import { PICKER_TEXT } from './texts';
import { storedKey, useChosenRecord } from './useChosenRecord';
import { fieldText } from './useRecord';
import type { Row } from './useRowsPage';

export interface DataPickerConfig {
  /** Names the source in caches (model id, data interface id). */
  source: string;
  title: string;
  width: number | string;
  columns: ColumnOption[];
  /** The row field stored as the value. */
  rowKey: string;
  /** The record field shown in the input. */
  showField: string;
  hasPage: boolean;
  pageSize: number;
  placeholder: string;
  clearable: boolean;
  loadRows: (query: PageQuery) => Promise<RowsPage>;
  loadRecord: (id: string) => Promise<Row | null>;
}

type Props = WidgetProps<string | null> & { config: DataPickerConfig };

/**
 * A read-only input with a 'select data' dialog (relation form, popup select). Confirming stores the
 * row's key and shares the record with the form scope; clearing stores null.
 */
export const DataPickerField = memo(function DataPickerField({ config, value, onChange, disabled, readOnly, status, field, id }: Props) {
  const { lang } = useWidgetServices();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<{ id: string; row: Row } | undefined>(undefined);
  const key = storedKey(value);
  const { record, loading } = useChosenRecord({ vModel: field.vModel, id: key, source: config.source, loadRecord: config.loadRecord, picked });

  const confirm = useCallback(
    (row: Row) => {
      const next = String(row[config.rowKey] ?? '');
      setPicked({ id: next, row });
      setOpen(false);
      onChange(next);
    },
    [config.rowKey, onChange],
  );
  const clear = useCallback(() => {
    setPicked(undefined);
    onChange(null);
  }, [onChange]);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);

  return (
    <>
      <DataInput
        id={id}
        text={fieldText(record?.[config.showField])}
        placeholder={config.placeholder}
        openLabel={config.title}
        clearLabel={pickText(PICKER_TEXT.clear, lang)}
        clearable={config.clearable}
        disabled={disabled}
        readOnly={readOnly}
        status={status}
        loading={loading}
        onOpen={show}
        onClear={clear}
      />
      {open && (
        <DataDialog
          title={config.title}
          width={config.width}
          columns={config.columns}
          rowKey={config.rowKey}
          hasPage={config.hasPage}
          pageSize={config.pageSize}
          load={config.loadRows}
          current={key}
          onConfirm={confirm}
          onCancel={hide}
        />
      )}
    </>
  );
});
