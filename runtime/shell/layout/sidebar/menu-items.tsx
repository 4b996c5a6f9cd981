import type { MenuProps } from 'antd';
import type { MenuEntry } from '../../../state/session';
import { MenuIcon } from '../icons';
import { menuLink } from '../menu-tree';
import { ShellLink } from '../nav';

export type MenuItems = NonNullable<MenuProps['items']>;

function MenuLabel({ entry }: { entry: MenuEntry }) {
  const link = menuLink(entry);
  if (link.kind === 'external') {
    return <a href={link.href} target="_blank" rel="noopener noreferrer">{entry.fullName}</a>;
  }
  if (link.kind === 'internal') return <ShellLink to={link.to}>{entry.fullName}</ShellLink>;
  return <span>{entry.fullName}</span>;
}

/** antd menu items from the menu tree: entries with children become submenus, leaves links (key: entry id). */
export function buildMenuItems(entries: readonly MenuEntry[]): MenuItems {
  return entries.map((entry) => {
    // Every entry has an icon (a neutral one when it names none), so the collapsed sidebar shows each.
    const icon = <MenuIcon icon={entry.icon} />;
    if (entry.children?.length) {
      return { key: entry.id, icon, label: entry.fullName, children: buildMenuItems(entry.children) };
    }
    return { key: entry.id, icon, label: <MenuLabel entry={entry} /> };
  });
}
