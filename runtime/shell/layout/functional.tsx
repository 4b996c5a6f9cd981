import { useSnapshot } from 'valtio';
import { settings } from '../../state/settings';
import { NavbarRight } from './navbar/navbar-right';
import { PageArea } from './page-area';
import { Logo } from './sidebar/logo';
import { TagsView } from './tags';
import { TopMenu } from './top-menu';

/** Functional layout: logo, top menu and tools in one bar; no sidebar. */
export function FunctionalLayout() {
  const { tagsView, slideClass } = useSnapshot(settings);
  const slide = slideClass === 'lightWhite' ? 'light' : 'dark';
  return (
    <div className="shell shell--functional">
      <header className={`shell-topbar shell-topbar--${slide}`}>
        <Logo />
        <TopMenu />
        <NavbarRight />
      </header>
      {tagsView && <TagsView />}
      <main className="shell-content">
        <PageArea />
      </main>
    </div>
  );
}
