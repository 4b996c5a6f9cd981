import type { AppRoute } from '../state/session';

function normalise(path: string): string {
  let p = path.split('?')[0].split('#')[0];
  try {
    p = decodeURI(p);
  } catch {
    /* keep as is */
  }
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** The route whose path is the given location path (exact match, trailing slash ignored). */
export function findRoute(path: string, routes: readonly AppRoute[]): AppRoute | undefined {
  const wanted = normalise(path);
  return routes.find((r) => normalise(r.path) === wanted);
}
