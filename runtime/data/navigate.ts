/**
 * Navigation bridge for code outside React (HTTP client, actions). The router registers itself on start;
 * until then (and for `hard` navigations) the browser location is used, which reloads the page.
 */
export interface NavigateOptions {
  replace?: boolean;
  /** Full page load (clears every in-memory state). */
  hard?: boolean;
}
export type Navigator = (href: string, options: NavigateOptions) => void;

const browserNavigator: Navigator = (href, { replace }) => {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
};

let current: Navigator = browserNavigator;

/** Registers the router (or a test recorder); `null` restores the browser navigator. */
export function setNavigator(navigator: Navigator | null): void {
  current = navigator ?? browserNavigator;
}

export function navigateTo(href: string, options: NavigateOptions = {}): void {
  current(href, options);
}

/** Path plus query string of the page being shown. */
export function currentHref(): string {
  if (typeof window === 'undefined') return '/';
  return window.location.pathname + window.location.search;
}

/** The sign-in page with a redirect back to `href` (the current page by default). */
export function loginHref(href: string = currentHref()): string {
  const path = href.split('?')[0];
  if (!href || path === '/login' || path === '/') return '/login';
  return `/login?redirect=${encodeURIComponent(href)}`;
}

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(value: unknown, fallback = '/home'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  if (value.split('?')[0] === '/login') return fallback;
  return value;
}
