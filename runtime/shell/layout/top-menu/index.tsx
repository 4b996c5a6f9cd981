import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Menu } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { settings } from '../../../state/settings';
import { menuStateForPath } from '../menu-tree';
import { useMenuPath } from '../menu-path';
import { useGo } from '../nav';
import { useMenuList } from '../routes';
import { buildMenuItems, type MenuItems } from '../sidebar/menu-items';
import { splitTopMenu } from './split';

export const MORE_KEY = '__menuMore';

/** Horizontal menu of the functional layout; what does not fit goes into '更多 ...' (/menuMore). */
export function TopMenu() {
  const { t } = useLingui();
  const go = useGo();
  const { slideClass } = useSnapshot(settings);
  const menuList = useMenuList();
  const { pathname, menuPath } = useMenuPath();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const { shown, more } = useMemo(() => splitTopMenu(menuList, width), [menuList, width]);

  const moreLabel = t`更多 ...`;
  const items = useMemo<MenuItems>(() => {
    const list = buildMenuItems(shown);
    if (more.length) {
      list.push({
        key: MORE_KEY,
        label: moreLabel,
        children: buildMenuItems(more),
        onTitleClick: () => go('/menuMore'),
      });
    }
    return list;
  }, [shown, more, moreLabel, go]);

  const { selectedKey, openKeys } = useMemo(() => menuStateForPath(menuList, menuPath), [menuList, menuPath]);
  const selected = selectedKey ? [selectedKey, ...openKeys] : [];
  if (pathname === '/menuMore' || (openKeys[0] && more.some((e) => e.id === openKeys[0]))) selected.push(MORE_KEY);

  return (
    <div ref={box} className="shell-topmenu">
      <Menu
        mode="horizontal"
        theme={slideClass === 'lightWhite' ? 'light' : 'dark'}
        items={items}
        selectedKeys={selected}
        disabledOverflow
      />
    </div>
  );
}
