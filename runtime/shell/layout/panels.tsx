import { useLingui } from '@lingui/react/macro';
import { proxy, useSnapshot } from 'valtio';
import { EmptyDrawer } from './navbar/empty-drawer';
import { SettingsDrawer } from './settings-drawer';

export type Panel = 'notice' | 'chat' | 'settings';

/** Which side drawer is open; kept outside the layouts so it survives a change of navigation mode. */
export const shellPanels = proxy<{ open: Panel | null }>({ open: null });

export function openPanel(panel: Panel): void {
  shellPanels.open = panel;
}

export function closePanel(): void {
  shellPanels.open = null;
}

/** The message, chat and settings drawers of the navbar. */
export function ShellDrawers() {
  const { t } = useLingui();
  const { open } = useSnapshot(shellPanels);
  return (
    <>
      <EmptyDrawer title={t`消息`} open={open === 'notice'} onClose={closePanel} emptyText={t`暂无消息`} />
      <EmptyDrawer title={t`即时聊天`} open={open === 'chat'} onClose={closePanel} emptyText={t`暂无会话`} />
      <SettingsDrawer open={open === 'settings'} onClose={closePanel} />
    </>
  );
}
