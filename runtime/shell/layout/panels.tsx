import { proxy, useSnapshot } from 'valtio';
import { ChatDrawer } from './chat';
import { MessageDrawer } from './message-drawer';
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
  const { open } = useSnapshot(shellPanels);
  return (
    <>
      <MessageDrawer open={open === 'notice'} onClose={closePanel} />
      <ChatDrawer open={open === 'chat'} onClose={closePanel} />
      <SettingsDrawer open={open === 'settings'} onClose={closePanel} />
    </>
  );
}
