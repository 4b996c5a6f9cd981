import { lazy, useEffect, type ReactNode } from 'react';
import {
  Outlet, createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect,
  useLocation, useNavigate, type AnyRouter, type ParsedLocation, type RouteComponent,
} from '@tanstack/react-router';
import { resetSession, session, setToken } from '../state/session';
import { settings } from '../state/settings';
import { notify } from '../data/feedback';
import { setNavigator } from '../data/navigate';
import { findRoute } from '../permission/resolve';
import { OPEN_ROUTE_TITLES, FIXED_TITLES, routeTitle } from '../permission/fixed';
import { i18n } from '../i18n';
import { FixedView } from '../views/FixedView';
import { fixedScreens } from '../views/screens';
import { decideAfterLoad, decideNavigation, navigationFailureTarget, pageTitle, type GuardState } from './guard';
import { onSignedInLanguageSwitch } from './after-language-switch';
import { isSessionLoaded, loadSession } from './loadSession';

const to = (href: string) => redirect({ href, replace: true });

// After a language switch the names that are data are read again (runtime/app/local-names.ts, loaded on demand);
// the session is reloaded only once it has been loaded.
onSignedInLanguageSwitch(async () => {
  const { reloadLocalNames } = await import('./local-names');
  await reloadLocalNames(async () => {
    if (!isSessionLoaded()) return false;
    await loadSession();
    return true;
  });
});

/** Root guard (docs/product.md#jnpf-navigation-guard + #states-and-transitions). */
export async function guard(location: Pick<ParsedLocation, 'pathname' | 'searchStr'>): Promise<void> {
  const state: GuardState = {
    path: location.pathname,
    search: location.searchStr,
    token: session.token,
    isLock: session.isLock === 1,
    loaded: isSessionLoaded(),
  };
  const decision = decideNavigation(state);
  if (decision.storeToken) {
    resetSession();
    setToken(decision.storeToken);
  }
  if (decision.action === 'redirect') throw to(decision.to);
  if (decision.action !== 'load') return;

  let outcome: Parameters<typeof decideAfterLoad>[0];
  try {
    await loadSession();
    outcome = { ok: true, mustChangePassword: !!session.userInfo?.mustChangePassword };
  } catch (error) {
    outcome = { ok: false, error };
  }
  const after = decideAfterLoad(outcome, state);
  if (after.action === 'redirect') {
    if (after.resetSession) resetSession();
    if (after.message) notify.error(after.message);
    throw to(after.to);
  }
}

function Root() {
  return <Outlet />;
}

/** Unknown locations go to /404 (navigating once, from an effect). */
function GoNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ to: '/404', replace: true });
  }, [navigate]);
  return null;
}

/** A page that failed to load or render goes to /404 (once); on /404 itself a short text is shown. */
function GoNotFoundOnError() {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const atNotFound = pathname === '/404';
  useEffect(() => {
    if (!atNotFound) void navigate({ to: '/404', replace: true });
  }, [atNotFound, navigate]);
  return atNotFound ? <div style={{ padding: 24 }}>404</div> : null;
}

const rootRoute = createRootRoute({
  component: Root,
  beforeLoad: ({ location }) => guard(location),
  notFoundComponent: GoNotFound,
});

// Routes outside the layout. Everything is loaded on demand so the sign-in page downloads little.
const open = (path: string, component: RouteComponent) => createRoute({ getParentRoute: () => rootRoute, path, component });

const loginRoute = open('/login', lazyRouteComponent(() => import('../shell/login'), 'LoginPage'));
const scanCodeRoute = open('/scanCode', lazyRouteComponent(() => import('../shell/login/ScanCodePage'), 'ScanCodePage'));
const lockRoute = open('/lockScreen', lazyRouteComponent(() => import('../shell/lock'), 'LockScreenPage'));
const handover = lazyRouteComponent(() => import('../views/open'), 'TokenHandoverPage');
const authRedirectRoute = open('/auth-redirect', handover);
const jumpRoute = open('/jump', handover);
const placeholder = lazyRouteComponent(() => import('../views/open'), 'OpenPlaceholderPage');
const mobileRoute = open('/m/$', placeholder);
const shareRoute = open('/share/$', lazyRouteComponent(() => import('../views/share'), 'SharePage'));

const visualizationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/visualization',
  beforeLoad: () => {
    if (!session.routes.some((r) => r.view === 'visualization')) throw to('/404');
  },
  component: lazyRouteComponent(() => import('../views/Visualization'), 'VisualizationPage'),
});

// The main layout and its fixed children.
const layoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'layout',
  component: lazyRouteComponent(() => import('./LayoutRoute'), 'LayoutRoute'),
});

type PageModule = Record<string, () => ReactNode>;

function fixedPage(path: string, importer: () => Promise<unknown>, name: string) {
  const Page = lazyRouteComponent(importer as () => Promise<PageModule>, name);
  const FixedRoute = () => (
    <FixedView path={path}>
      <Page />
    </FixedView>
  );
  return createRoute({ getParentRoute: () => layoutRoute, path, component: FixedRoute });
}

const notAvailable = () => import('../views/common/NotAvailable');
// Loaded on demand like every page, so the sign-in page does not download it.
const FixedScreenView = lazy(() => import('../views/FixedScreenView').then((m) => ({ default: m.FixedScreenView })));

const layoutChildren = [
  createRoute({ getParentRoute: () => layoutRoute, path: '/', beforeLoad: () => { throw to('/home'); } }),
  fixedPage('/home', () => import('../views/home'), 'HomePage'),
  fixedPage('/dashboard', notAvailable, 'NotAvailable'),
  fixedPage('/messageRecord', () => import('../views/messageRecord'), 'MessageRecordPage'),
  fixedPage('/profile', () => import('../views/profile'), 'ProfilePage'),
  fixedPage('/404', () => import('../views/notFound'), 'NotFoundPage'),
  fixedPage('/menuMore', () => import('../views/menuMore'), 'MenuMorePage'),
  fixedPage('/help', () => import('../views/help'), 'HelpPage'),
  fixedPage('/workFlow/flowLaunch', notAvailable, 'NotAvailable'),
  fixedPage('/workFlow/flowTodo', notAvailable, 'NotAvailable'),
  fixedPage('/workFlow/flowCirculate', notAvailable, 'NotAvailable'),
  createRoute({
    getParentRoute: () => layoutRoute,
    path: '/redirect/$',
    component: lazyRouteComponent(() => import('../views/common/Redirect'), 'RedirectPage'),
  }),
  // Schema screens with parameters, registered by business-screens before the router is built.
  ...fixedScreens().map((screen) => createRoute({
    getParentRoute: () => layoutRoute,
    path: screen.path,
    beforeLoad: () => {
      if (!session.routes.some((r) => r.path === screen.path)) throw to('/404');
    },
    component: () => <FixedScreenView path={screen.path} schemaId={screen.schema} params={screen.params} />,
  })),
  // Menu routes: resolved against session.routes at run time.
  createRoute({
    getParentRoute: () => layoutRoute,
    path: '$',
    beforeLoad: ({ location }) => {
      const route = findRoute(location.pathname, session.routes);
      if (!route || route.view === 'visualization') throw to('/404');
    },
    component: lazyRouteComponent(() => import('../views/MenuView'), 'MenuView'),
  }),
];

export const routeTree = rootRoute.addChildren([
  loginRoute, scanCodeRoute, lockRoute, authRedirectRoute, jumpRoute, mobileRoute, shareRoute, visualizationRoute,
  layoutRoute.addChildren(layoutChildren),
]);

/** Query strings stay plain strings (no JSON parsing of values). */
function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.replace(/^\?/, '')));
}
function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) if (v !== undefined && v !== null) params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Title of a location: its route's title, or the open route's title. */
export function titleOf(pathname: string): string {
  const route = findRoute(pathname, session.routes);
  if (route) return routeTitle(route.meta);
  const key = OPEN_ROUTE_TITLES[pathname];
  return key ? i18n._(FIXED_TITLES[key]) : '';
}

export function createAppRouter(options: { history?: Parameters<typeof createRouter>[0]['history'] } = {}): AnyRouter {
  const router = createRouter({
    routeTree,
    history: options.history,
    parseSearch,
    stringifySearch,
    defaultPreload: false,
    defaultNotFoundComponent: GoNotFound,
    defaultErrorComponent: GoNotFoundOnError,
  });
  router.subscribe('onResolved', ({ toLocation }) => {
    if (typeof document !== 'undefined') document.title = pageTitle(titleOf(toLocation.pathname), settings.title);
  });
  return router;
}

/** Routes code outside React (HTTP client, actions) through the router; failed navigations go to /404. */
export function connectNavigator(router: AnyRouter): void {
  setNavigator((href, { replace, hard }) => {
    if (hard) {
      window.location.assign(href);
      return;
    }
    const current = router.state.location.href;
    router.navigate({ href, replace }).catch(() => {
      const target = navigationFailureTarget(current, href);
      if (target) void router.navigate({ href: target, replace: true });
    });
  });
}
