import { Activity, useState } from 'react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { settings } from '../../../state/settings';
import { tags } from '../../../state/tags';
import { resolveRoute, useMenuRoutes } from '../routes';
import { useFixedRoutes } from '../search-pool';
import { nextKeptPages, type KeptPage } from './cache';
import { Freeze } from './freeze';
import { usePageGeneration } from './refresh';

/**
 * The page area. Each page is mounted per path (and per refresh generation). With tab page caching
 * on, pages whose route name is in tags.cachedViews stay mounted but hidden when the user moves on
 * (up to 10), so coming back to their tag shows them as they were.
 */
export function PageArea() {
  // The page being presented: the leaf of the committed matches, which is what <Outlet /> renders
  // (the location store changes earlier, before the matches are committed in a transition).
  const pathname = useMatches({ select: (matches) => matches[matches.length - 1]?.pathname ?? '/' });
  const { useCache } = useSnapshot(settings);
  const { cachedViews } = useSnapshot(tags);
  const menuRoutes = useMenuRoutes();
  const fixedRoutes = useFixedRoutes();
  const generation = usePageGeneration(pathname);
  const name = resolveRoute(pathname, menuRoutes, fixedRoutes)?.name ?? pathname;

  const input = `${pathname}\n${generation}\n${useCache}\n${cachedViews.join('\n')}`;
  const [state, setState] = useState<{ input: string; pages: KeptPage[] }>(() => ({
    input,
    pages: [{ path: pathname, name, generation, usedAt: 1 }],
  }));
  if (state.input !== input) {
    setState({ input, pages: nextKeptPages(state.pages, { path: pathname, name, generation }, cachedViews, useCache) });
  }

  return (
    <div className="shell-page-area">
      {state.pages.map((page) => {
        const shown = page.path === pathname;
        return (
          <Activity key={`${page.path}#${page.generation}`} mode={shown ? 'visible' : 'hidden'}>
            <div className="shell-page" data-path={page.path}>
              <Freeze frozen={!shown}>
                <Outlet />
              </Freeze>
            </div>
          </Activity>
        );
      })}
    </div>
  );
}
