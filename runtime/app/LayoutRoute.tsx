import { MainLayout } from '../shell/layout';
import { AppContexts } from './contexts';

/** The layout route's component: antd App contexts around the main layout (loaded on demand). */
export function LayoutRoute() {
  return (
    <AppContexts>
      <MainLayout />
    </AppContexts>
  );
}
