import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { pickText, type ColumnSchema, type Lang } from '../../../schemas';
import type { ColumnVisibility } from './useColumnVisibility';

export interface ColumnSettingsProps {
  /** The columns the user may see (column permission applied). */
  columns: readonly ColumnSchema[];
  visibility: ColumnVisibility;
  lang: Lang;
  onChange(prop: string, visible: boolean): void;
  onReset(): void;
}

/** A popover with one checkbox per column; the choice is kept per schema (useColumnVisibility). */
export function ColumnSettings({ columns, visibility, lang, onChange, onReset }: ColumnSettingsProps) {
  const { t } = useLingui();
  const content = (
    <div className="gl-column-settings">
      {columns.map((column) => (
        <Checkbox
          key={column.prop}
          checked={visibility[column.prop] !== false}
          onChange={(e) => onChange(column.prop, e.target.checked)}
        >
          {pickText(column.label, lang)}
        </Checkbox>
      ))}
      <Button type="link" size="small" onClick={onReset}>{t`重置`}</Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t`列设置`} content={content}>
      <Tooltip title={t`列设置`}>
        <Button type="text" icon={<SettingOutlined />} aria-label={t`列设置`} />
      </Tooltip>
    </Popover>
  );
}
