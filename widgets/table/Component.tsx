import { memo, useCallback, useMemo } from 'react';
import { Button, Form, Modal } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { pickText } from '../../schemas/text';
import type { WidgetProps } from '../types';
import { useFieldProps } from '../common/fieldProps';
import { useWidgetServices } from '../services';
import { calculatedColumns, outsideFields } from './calculated';
import { showsSummary, summaryColumns, tableColumns } from './columns';
import { Header } from './Header';
import { useCellMetrics } from './metrics';
import { tableDefaults } from './props';
import { Row, type RowTexts } from './Row';
import { toRows, type TableRow } from './rows';
import { emptyStyle, tableStyle, titleStyle, wrapStyle } from './styles';
import { Summary } from './Summary';
import {
  ACTIONS_TEXT, CANCEL_TEXT, CONFIRM_TITLE, DELETE_CONFIRM_TEXT, DELETE_TEXT, INDEX_TEXT, NO_ROWS_TEXT, OK_TEXT, REQUIRED_CELL_TEXT, TOTAL_TEXT,
} from './texts';
import { useOutsideValues } from './useOutsideValues';
import { useRowEditing } from './useRowEditing';

const addStyle = { marginTop: 8 } as const;

/**
 * The sub-table (JNPF InputTable): one row per item with each column's widget, add and delete
 * (confirmed), the 合计 row, and 不能为空 under empty required cells once touched or after a failed
 * submit (`status` 'error', which the form sets while the table's validator fails). Every edit emits
 * the whole rows array.
 */
export const InputTable = memo(function InputTable({ value, onChange, disabled, readOnly, status, field, id }: WidgetProps<TableRow[]>) {
  const { lang } = useWidgetServices();
  const props = useFieldProps(field, tableDefaults);
  const table = field.vModel ?? 'table';
  const columns = useMemo(() => tableColumns(field.children), [field.children]);
  const calculated = useMemo(() => calculatedColumns(columns), [columns]);
  const calculatedByColumn = useMemo(() => new Map(calculated.map((item) => [item.column.vModel, item])), [calculated]);
  const outside = useOutsideValues(useMemo(() => outsideFields(calculated, table), [calculated, table]));
  const totalled = useMemo(() => summaryColumns(columns, props), [columns, props]);
  const rows = useMemo(() => toRows(value), [value]);
  const { keys, store, onCell, addRow, removeRow } = useRowEditing({
    rows, onChange: onChange as (rows: TableRow[]) => void, columns, calculated, outside, table,
  });

  const metrics = useCellMetrics();
  const texts = useMemo<RowTexts>(() => ({ required: pickText(REQUIRED_CELL_TEXT, lang), remove: pickText(DELETE_TEXT, lang) }), [lang]);
  const [modal, modalHolder] = Modal.useModal();
  const confirmRemove = useCallback(
    (index: number) => {
      void modal.confirm({
        title: pickText(CONFIRM_TITLE, lang),
        content: pickText(DELETE_CONFIRM_TEXT, lang),
        okText: pickText(OK_TEXT, lang),
        cancelText: pickText(CANCEL_TEXT, lang),
        onOk: () => removeRow(index),
      });
    },
    [modal, lang, removeRow],
  );

  const editable = !disabled && !readOnly;
  const showErrors = status === 'error';
  const span = columns.length + (editable ? 2 : 1);
  return (
    <div id={id} tabIndex={-1} className="widget-table" style={wrapStyle}>
      {modalHolder}
      {props.showTitle ? <div style={titleStyle}>{pickText(field.label, lang)}</div> : null}
      {/* The form item's error status would turn every cell red; a cell's own status says which is wrong. */}
      <Form.Item noStyle validateStatus="">
        <table style={tableStyle}>
          <Header columns={columns} lang={lang} indexLabel={pickText(INDEX_TEXT, lang)} actionsLabel={editable ? pickText(ACTIONS_TEXT, lang) : undefined} />
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={span} style={emptyStyle}>
                  {pickText(NO_ROWS_TEXT, lang)}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <Row
                  key={keys[index]}
                  row={row}
                  index={index}
                  columns={columns}
                  calculated={calculatedByColumn}
                  outside={outside}
                  table={table}
                  store={store}
                  showErrors={showErrors}
                  texts={texts}
                  onCell={onCell}
                  metrics={metrics}
                  onRemove={editable ? confirmRemove : undefined}
                  disabled={disabled}
                  readOnly={readOnly}
                />
              ))
            )}
          </tbody>
          {showsSummary(props, totalled) ? (
            <tfoot>
              <Summary rows={rows} columns={columns} totalled={totalled} label={pickText(TOTAL_TEXT, lang)} withActions={editable} />
            </tfoot>
          ) : null}
        </table>
      </Form.Item>
      {editable ? (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={addRow} style={addStyle}>
          {pickText(props.actionText ?? tableDefaults.actionText, lang)}
        </Button>
      ) : null}
    </div>
  );
});
