import { useMemo, type ReactNode } from 'react';
import { Breadcrumb as AntBreadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { routeTitle } from '../../../permission';
import { trailForPath } from '../menu-tree';
import { ShellLink } from '../nav';
import { useMenuPath } from '../menu-path';
import { useMenuList } from '../routes';

/**
 * Home, then the menu path of the current page; a fixed screen (a detail page) shows the menu path of its list, the
 * list as a link back, then its own title; other fixed routes show their title.
 */
export function Breadcrumb() {
  const { t, i18n } = useLingui();
  const { pathname, menuPath, route } = useMenuPath();
  const menuList = useMenuList();
  const homeLabel = t`首页`;

  const items = useMemo(() => {
    const list: Array<{ key: string; title: ReactNode }> = [
      { key: 'home', title: <ShellLink to="/home" aria-label={homeLabel}><HomeOutlined /> {homeLabel}</ShellLink> },
    ];
    if (pathname === '/home') return list;
    const trail = trailForPath(menuList, menuPath);
    const owned = menuPath !== pathname;
    if (trail) {
      for (const e of trail) {
        const back = owned && e === trail[trail.length - 1];
        list.push({ key: e.id, title: back ? <ShellLink to={menuPath}>{e.fullName}</ShellLink> : e.fullName });
      }
    }
    if ((!trail || owned) && route) list.push({ key: route.path, title: routeTitle(route.meta) });
    return list;
    // i18n.locale is a dependency: fixed route titles are translated.
  }, [pathname, menuPath, route, menuList, homeLabel, i18n.locale]);

  return <AntBreadcrumb className="shell-breadcrumb" items={items} />;
}
