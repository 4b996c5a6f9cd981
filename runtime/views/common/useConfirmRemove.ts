import { useCallback } from 'react';
import { App } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../data/feedback';

/**
 * Deleting the ticked rows of a table page: a warning when none is ticked, else the confirmation
 * 此操作将永久删除该数据, 是否继续? whose OK runs `remove` (the dialog stays busy until it settles).
 */
export function useConfirmRemove(): (selected: readonly string[], remove: () => Promise<void>) => void {
  const { t } = useLingui();
  const { modal } = App.useApp();
  return useCallback((selected, remove) => {
    if (!selected.length) {
      notify.warning(t`请选择要删除的数据`);
      return;
    }
    modal.confirm({ title: t`提示`, content: t`此操作将永久删除该数据, 是否继续?`, onOk: remove });
  }, [t, modal]);
}
