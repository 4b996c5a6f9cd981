import { useEffect, type ReactNode } from 'react';
import { App } from 'antd';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render } from '@testing-library/react';
import {
  createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useLocation,
} from '@tanstack/react-router';
import { setMessageApi, setNavigator } from '../../../runtime/data';

function RegisterMessage() {
  const { message } = App.useApp();
  useEffect(() => {
    setMessageApi(message);
    return () => setMessageApi(null);
  }, [message]);
  return null;
}

/** Shows the current path, so tests can read where navigation went. */
function Page({ name }: { name: string }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  return <div data-testid="page">{name}:{pathname}</div>;
}

export interface ShellOptions {
  path?: string;
  /** Paths inside the layout (each renders <Page />), in addition to the defaults. */
  pages?: Record<string, () => ReactNode>;
  layout: () => ReactNode;
  /** Route loaders by path (to exercise navigations that wait). */
  loaders?: Record<string, () => Promise<unknown>>;
}

const DEFAULT_PAGES = ['/home', '/profile', '/menuMore', '/a', '/b', '/c', '/sys/user', '/sys/role', '/gold/spvs/detail/$id'];

/** Renders a component as the layout route of a memory router, inside lingui and antd App. */
export function renderInRouter({ path = '/home', pages = {}, layout, loaders = {} }: ShellOptions) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const layoutRoute = createRoute({ getParentRoute: () => root, id: 'layout', component: layout });
  const children = [
    ...DEFAULT_PAGES.filter((p) => !pages[p]).map((p) =>
      createRoute({ getParentRoute: () => layoutRoute, path: p, component: () => <Page name="page" /> })),
    ...Object.entries(pages).map(([p, component]) => createRoute({ getParentRoute: () => layoutRoute, path: p, component, loader: loaders[p] })),
  ];
  const outside = ['/login', '/lockScreen'].map((p) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => <Page name="outside" /> }));
  const router = createRouter({
    routeTree: root.addChildren([layoutRoute.addChildren(children), ...outside]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // Navigation from outside React (lock, sign-out) goes through the router; hard loads are recorded.
  const hardLoads: string[] = [];
  setNavigator((href, { replace, hard }) => {
    if (hard) hardLoads.push(href);
    void router.navigate({ href, replace });
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <App>
        <RegisterMessage />
        <RouterProvider router={router} />
      </App>
    </I18nProvider>,
  );
  return { router, hardLoads, ...view };
}

export const flush = () => new Promise((r) => setTimeout(r, 0));
