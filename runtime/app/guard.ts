/**
 * Navigation guard decisions (docs/product.md#jnpf-navigation-guard, #screens-and-routes and #states-and-transitions), as pure functions so they can be tested
 * without a router. The router's root `beforeLoad` applies them.
 */

/** Paths that need no token. */
export const OPEN_PATHS = ['/login', '/auth-redirect', '/jump', '/scanCode', '/lockScreen'];

export function isOpenPath(path: string): boolean {
  return OPEN_PATHS.includes(path) || path.startsWith('/m/') || path.startsWith('/share/');
}

export interface GuardState {
  /** Location path, e.g. '/home'. */
  path: string;
  /** Query string with or without the leading '?'. */
  search: string;
  token: string | null;
  isLock: boolean;
  /** True once CurrentUser has been loaded and the routes built. */
  loaded: boolean;
}

export type GuardDecision =
  | { action: 'pass'; storeToken?: string }
  | { action: 'redirect'; to: string; storeToken?: string }
  | { action: 'load'; storeToken?: string };

function fullPath(state: Pick<GuardState, 'path' | 'search'>): string {
  const search = state.search.replace(/^\?/, '');
  return search ? `${state.path}?${search}` : state.path;
}

/** The sign-in page with a redirect back to the wanted page. */
export function loginRedirect(href: string): string {
  return `/login?redirect=${encodeURIComponent(href)}`;
}

/** What to do before showing `state.path`. */
export function decideNavigation(state: GuardState): GuardDecision {
  // /home?token=… stores the token first, with or without an existing token.
  const queryToken = state.path === '/home' ? new URLSearchParams(state.search).get('token') : null;
  const storeToken = queryToken && queryToken !== state.token ? queryToken : undefined;
  const token = storeToken ?? state.token;
  const loaded = storeToken ? false : state.loaded;
  const extra = storeToken ? { storeToken } : {};

  if (token) {
    if (state.isLock && state.path !== '/lockScreen' && state.path !== '/login') return { action: 'redirect', to: '/lockScreen', ...extra };
    if (state.path === '/login') return { action: 'redirect', to: '/', ...extra };
    if (!loaded) return { action: 'load', ...extra };
    return { action: 'pass', ...extra };
  }
  if (isOpenPath(state.path)) return { action: 'pass' };
  return { action: 'redirect', to: loginRedirect(fullPath(state)) };
}

export type LoadOutcome = { ok: true; mustChangePassword?: boolean } | { ok: false; error: unknown };

export type AfterLoadDecision =
  | { action: 'pass' }
  | { action: 'redirect'; to: string; message?: string; resetSession?: boolean };

/** What to do once CurrentUser has been loaded (or has failed). */
export function decideAfterLoad(outcome: LoadOutcome, state: Pick<GuardState, 'path' | 'search'>): AfterLoadDecision {
  if (!outcome.ok) {
    return {
      action: 'redirect',
      to: loginRedirect(fullPath(state)),
      resetSession: true,
      ...(typeof outcome.error === 'string' ? { message: outcome.error } : {}),
    };
  }
  if (outcome.mustChangePassword && state.path !== '/profile' && state.path !== '/lockScreen') {
    return { action: 'redirect', to: '/profile?tab=password' };
  }
  return { action: 'pass' };
}

/** Where a failed navigation goes: nowhere when it repeated the current location, else /404. */
export function navigationFailureTarget(current: string, wanted: string): string | null {
  return current === wanted ? null : '/404';
}

/** Browser tab title: route title plus product name. */
export function pageTitle(title: string | undefined, product: string): string {
  return title ? `${title} - ${product}` : product;
}
