import { useMemo, type ReactNode } from 'react';
import { Breadcrumb as AntBreadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { routeTitle } from '../../../permission';
import { trailForPath } from '../menu-tree';
import { ShellLink } from '../nav';
import { resolveRoute, useMenuList, useMenuRoutes } from '../routes';
import { useFixedRoutes } from '../search-pool';

/** Home, then the menu path of the current page (or the fixed route's title). */
export function Breadcrumb() {
  const { t, i18n } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname });
  const menuList = useMenuList();
  const menuRoutes = useMenuRoutes();
  const fixedRoutes = useFixedRoutes();
  const homeLabel = t`首页`;

  const items = useMemo(() => {
    const list: Array<{ key: string; title: ReactNode }> = [
      { key: 'home', title: <ShellLink to="/home" aria-label={homeLabel}><HomeOutlined /> {homeLabel}</ShellLink> },
    ];
    if (pathname === '/home') return list;
    const trail = trailForPath(menuList, pathname);
    if (trail) {
      for (const e of trail) list.push({ key: e.id, title: e.fullName });
    } else {
      const route = resolveRoute(pathname, menuRoutes, fixedRoutes);
      if (route) list.push({ key: route.path, title: routeTitle(route.meta) });
    }
    return list;
    // i18n.locale is a dependency: fixed route titles are translated.
  }, [pathname, menuList, menuRoutes, fixedRoutes, homeLabel, i18n.locale]);

  return <AntBreadcrumb className="shell-breadcrumb" items={items} />;
}
