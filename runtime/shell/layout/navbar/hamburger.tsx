import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { appState, toggleSidebar } from '../../../state/app';

/** Opens and closes the sidebar. */
export function Hamburger() {
  const { t } = useLingui();
  const { opened } = useSnapshot(appState).sidebar;
  return (
    <button
      type="button"
      className="shell-hamburger shell-navbar__item"
      aria-label={t`切换侧边栏`}
      aria-expanded={opened}
      onClick={toggleSidebar}
    >
      {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
    </button>
  );
}
