import { Drawer } from 'antd';
import { useSnapshot } from 'valtio';
import { appState, closeSidebar } from '../../state/app';
import { settings } from '../../state/settings';
import { Navbar } from './navbar';
import { PageArea } from './page-area';
import { Sidebar } from './sidebar';
import { TagsView } from './tags';

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

/** Classic layout: sidebar on the left (a drawer on mobile), navbar, tags, page. */
export function ClassicLayout() {
  const { sidebar, device } = useSnapshot(appState);
  const { tagsView, slideClass } = useSnapshot(settings);
  const mobile = device === 'mobile';
  const collapsed = !mobile && !sidebar.opened;
  const slide = slideClass === 'lightWhite' ? 'light' : 'dark';

  return (
    <div className={`shell shell--classic${mobile ? ' is-mobile' : ''}${sidebar.withoutAnimation ? ' no-animation' : ''}`}>
      {mobile ? (
        <Drawer
          placement="left"
          size={SIDEBAR_WIDTH}
          open={sidebar.opened}
          onClose={() => closeSidebar(false)}
          closable={false}
          className={`shell-sidebar-drawer shell-sidebar-drawer--${slide}`}
          styles={{ body: { padding: 0 } }}
        >
          <Sidebar collapsed={false} />
        </Drawer>
      ) : (
        <aside className="shell-aside" style={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}>
          <Sidebar collapsed={collapsed} />
        </aside>
      )}
      <div className="shell-main">
        <Navbar />
        {tagsView && <TagsView />}
        <main className="shell-content">
          <PageArea />
        </main>
      </div>
    </div>
  );
}
