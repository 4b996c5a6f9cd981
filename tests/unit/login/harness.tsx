import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useLocation,
} from '@tanstack/react-router';
import { Providers } from '../../../runtime/app/providers';
import { AppContexts } from '../../../runtime/app/contexts';

function Where() {
  const href = useLocation({ select: (l) => l.href });
  return <div data-testid="where">{href}</div>;
}

/**
 * Renders one page at `path` in a memory router; every other path (or /404 when the page is the catch-all '$')
 * shows where navigation went.
 */
export function renderPage(path: string, routePath: string, Page: () => ReactNode) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path: routePath, component: Page });
  const rest = createRoute({ getParentRoute: () => root, path: routePath === '$' ? '/404' : '$', component: Where });
  const router = createRouter({
    routeTree: root.addChildren([page, rest]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <Providers>
      <AppContexts>
        <RouterProvider router={router} />
      </AppContexts>
    </Providers>,
  );
  return { router, ...view };
}
