import { memo } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { useLingui as useMacro } from '@lingui/react/macro';
import type { ActionSchema, Lang } from '../../../schemas';
import { actionLabel, actionName, isDanger, splitRowActions, visibleForRow } from './actions';
import type { Row } from './useListData';

export interface RowActionsProps {
  /** Already filtered by permission. */
  actions: readonly ActionSchema[];
  row: Row;
  lang: Lang;
  onRun(action: ActionSchema, row: Row): void;
}

/**
 * The buttons of one row; each shows only when its `visibleOn` holds for the row. Beyond the first three the
 * buttons go into a 更多 menu (a button opening a keyboard-navigable menu).
 */
export const RowActions = memo(function RowActions({ actions, row, lang, onRun }: RowActionsProps) {
  const { i18n } = useLingui();
  const { t } = useMacro();
  const { inline, more } = splitRowActions(actions.filter((action) => visibleForRow(action, row)));
  const items: MenuProps['items'] = more.map((action, index) => ({
    key: String(index),
    label: actionLabel(action, lang, i18n),
    danger: isDanger(action),
  }));
  return (
    <span className="gl-row-actions">
      {inline.map((action, index) => (
        <button
          key={`${actionName(action)}-${index}`}
          type="button"
          className={isDanger(action) ? 'gl-link gl-link-danger' : 'gl-link'}
          onClick={() => onRun(action, row)}
        >
          {actionLabel(action, lang, i18n)}
        </button>
      ))}
      {more.length ? (
        <Dropdown
          trigger={['click']}
          autoFocus
          menu={{ items, onClick: ({ key }) => onRun(more[Number(key)], row) }}
        >
          <button type="button" className="gl-link gl-row-more" aria-haspopup="menu">
            {t`更多`}
            <DownOutlined aria-hidden />
          </button>
        </Dropdown>
      ) : null}
    </span>
  );
});
