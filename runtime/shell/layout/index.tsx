import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { settings, type LayoutType } from '../../state/settings';
import { ClassicLayout } from './classic';
import { FunctionalLayout } from './functional';
import { ShellDrawers } from './panels';
import { PlainLayout } from './plain';
import { usePrefetchSchemaPages } from './prefetch';
import { usePrevLoginNotice } from './prev-login-notice';
import { useVisitTracking } from './tags/visit';
import { useDevice } from './use-device';
import { useMessageSocket } from './use-message-socket';
import './layout.css';

const LAYOUTS: Record<LayoutType, ComponentType> = {
  classic: ClassicLayout,
  functional: FunctionalLayout,
  plain: PlainLayout,
};

/** The signed-in shell; the router renders pages into its <Outlet />. Layout by settings.layoutType. */
export function MainLayout() {
  const { layoutType } = useSnapshot(settings);
  useDevice();
  useVisitTracking();
  usePrevLoginNotice();
  useMessageSocket();
  usePrefetchSchemaPages();
  const Layout = LAYOUTS[layoutType] ?? ClassicLayout;
  return (
    <>
      <Layout />
      <ShellDrawers />
    </>
  );
}

export { addVisitedView } from './tags/visit';
export { markArrivedFromLogin } from './prev-login';
export { registerFixedRoutes } from './search-pool';
