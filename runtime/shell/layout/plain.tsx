import { useMemo } from 'react';
import { Dropdown } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Breadcrumb } from './navbar/breadcrumb';
import { NavbarRight } from './navbar/navbar-right';
import { PageArea } from './page-area';
import { useMenuList } from './routes';
import { Logo } from './sidebar/logo';
import { buildMenuItems } from './sidebar/menu-items';

/** Plain layout: a simple header (logo, menu button, breadcrumb, tools) and the page. */
export function PlainLayout() {
  const { t } = useLingui();
  const menuList = useMenuList();
  const items = useMemo(() => buildMenuItems(menuList), [menuList]);
  const menuLabel = t`菜单`;
  return (
    <div className="shell shell--plain">
      <header className="shell-plainbar">
        <Logo />
        <Dropdown trigger={['click']} menu={{ items }}>
          <button type="button" className="shell-navbar__item" aria-label={menuLabel}>
            <AppstoreOutlined /> <span>{menuLabel}</span>
          </button>
        </Dropdown>
        <Breadcrumb />
        <NavbarRight />
      </header>
      <main className="shell-content">
        <PageArea />
      </main>
    </div>
  );
}
