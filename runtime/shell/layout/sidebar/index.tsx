import { useMemo, useState } from 'react';
import { Menu } from 'antd';
import { useSnapshot } from 'valtio';
import { settings } from '../../../state/settings';
import { menuStateForPath, uniqueOpened } from '../menu-tree';
import { useMenuPath } from '../menu-path';
import { useMenuList } from '../routes';
import { Logo } from './logo';
import { buildMenuItems } from './menu-items';

/** Sidebar: logo and the inline menu tree, one branch open at a time, selection following the route. */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { sidebarLogo, slideClass } = useSnapshot(settings);
  const menuList = useMenuList();
  const { menuPath } = useMenuPath();
  const { selectedKey, openKeys: routeOpenKeys } = useMemo(() => menuStateForPath(menuList, menuPath), [menuList, menuPath]);
  const items = useMemo(() => buildMenuItems(menuList), [menuList]);

  // Open branches follow the route when it changes; the user may open others in between.
  const [openKeys, setOpenKeys] = useState(routeOpenKeys);
  const [openFor, setOpenFor] = useState(routeOpenKeys);
  if (openFor !== routeOpenKeys) {
    setOpenFor(routeOpenKeys);
    if (routeOpenKeys.length) setOpenKeys(routeOpenKeys);
  }
  // Popups of the collapsed menu are tracked apart so expanding restores the inline branches.
  const [popupKeys, setPopupKeys] = useState<string[]>([]);

  const dark = slideClass !== 'lightWhite';
  return (
    <div className={`shell-sidebar shell-sidebar--${dark ? 'dark' : 'light'}`}>
      {sidebarLogo && <Logo collapsed={collapsed} />}
      <Menu
        className="shell-sidebar__menu"
        mode="inline"
        theme={dark ? 'dark' : 'light'}
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selectedKey ? [selectedKey] : []}
        openKeys={collapsed ? popupKeys : openKeys}
        onOpenChange={(keys) => {
          if (collapsed) setPopupKeys(keys);
          else setOpenKeys(uniqueOpened(menuList, openKeys, keys));
        }}
      />
    </div>
  );
}
