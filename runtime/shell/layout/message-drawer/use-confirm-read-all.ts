import { useCallback } from 'react';
import { App } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { readAll } from '../../../data/api/message';
import { notify } from '../../../data/feedback';
import { messages } from '../../../state/messages';

/**
 * Mark all read, from the drawer or the message centre: the confirm 您确定全部为已读状态, 是否继续? titled 提示
 * (docs/product.md, message drawer), then ReadAll, the bell at 0, and `after` (the caller's list shows them read).
 */
export function useConfirmReadAll(after: () => void): () => void {
  const { t } = useLingui();
  const { modal } = App.useApp();
  return useCallback(() => {
    modal.confirm({
      title: t`提示`,
      content: t`您确定全部为已读状态, 是否继续?`,
      onOk: async () => {
        await readAll();
        messages.unreadNotices = 0;
        notify.success(t`操作成功`);
        after();
      },
    });
  }, [t, modal, after]);
}
