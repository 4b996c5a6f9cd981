import { memo } from 'react';
import type { Lang } from '../../schemas/text';
import { pickText } from '../../schemas/text';
import type { TableColumn } from './columns';
import { actionHeadStyle, columnHeadStyle, indexHeadStyle, starStyle } from './styles';

interface HeaderProps {
  columns: readonly TableColumn[];
  lang: Lang;
  indexLabel: string;
  /** The actions column's title; absent when rows cannot be removed. */
  actionsLabel?: string;
}

/** Column labels, a red star on required columns (JNPF marks them the same way). */
export const Header = memo(function Header({ columns, lang, indexLabel, actionsLabel }: HeaderProps) {
  return (
    <thead>
      <tr>
        <th style={indexHeadStyle}>{indexLabel}</th>
        {columns.map((column) => (
          <th key={column.vModel} style={columnHeadStyle(column)} data-column={column.vModel}>
            {column.field.required ? (
              <span className="widget-table-required" style={starStyle} aria-hidden>
                *
              </span>
            ) : null}
            {pickText(column.field.label, lang)}
          </th>
        ))}
        {actionsLabel ? <th style={actionHeadStyle}>{actionsLabel}</th> : null}
      </tr>
    </thead>
  );
});
