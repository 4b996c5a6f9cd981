import { memo } from 'react';
import { useLingui } from '@lingui/react';
import type { ActionSchema, Lang } from '../../../schemas';
import { actionLabel, actionName, visibleForRow } from './actions';
import type { Row } from './useListData';

export interface RowActionsProps {
  /** Already filtered by permission. */
  actions: readonly ActionSchema[];
  row: Row;
  lang: Lang;
  onRun(action: ActionSchema, row: Row): void;
}

/** The buttons of one row; each shows only when its `visibleOn` holds for the row. */
export const RowActions = memo(function RowActions({ actions, row, lang, onRun }: RowActionsProps) {
  const { i18n } = useLingui();
  return (
    <span className="gl-row-actions">
      {actions.map((action, index) => visibleForRow(action, row) ? (
        <button
          key={`${actionName(action)}-${index}`}
          type="button"
          className={action.danger || action.action === 'remove' ? 'gl-link gl-link-danger' : 'gl-link'}
          onClick={() => onRun(action, row)}
        >
          {actionLabel(action, lang, i18n)}
        </button>
      ) : null)}
    </span>
  );
});
