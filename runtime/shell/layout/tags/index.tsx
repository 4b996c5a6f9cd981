import { useCallback, useEffect, useRef, useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { routeTitle } from '../../../permission';
import { settings } from '../../../state/settings';
import { tags, type VisitedView } from '../../../state/tags';
import { useGo } from '../nav';
import { MenuIcon } from '../icons';
import { closeAllTags, closeOtherTags, closeTag, refreshTag } from './actions';
import { TagContextMenu } from './context-menu';
import { contextMenuLeft, isClosable, scrollLeftToReveal, wheelScrollLeft } from './rules';

interface MenuAt { path: string; left: number; top: number }

/** Tabs of the visited pages: click opens, close icon, wheel scroll, right-click menu. */
export function TagsView() {
  const { t } = useLingui();
  const go = useGo();
  const pathname = useLocation({ select: (l) => l.pathname });
  const { visitedViews } = useSnapshot(tags);
  const { tagsIcon } = useSnapshot(settings);
  const scroller = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<MenuAt | null>(null);
  const dismiss = useCallback(() => setMenu(null), []);

  // Wheel turns scroll the strip sideways (a native listener, so the page does not scroll too).
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (el.scrollWidth <= el.clientWidth) return;
      e.preventDefault();
      el.scrollLeft = wheelScrollLeft(el.scrollLeft, e.deltaY, e.deltaX);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  // The active tag is scrolled into view.
  useEffect(() => {
    const el = scroller.current;
    const tag = el?.querySelector<HTMLElement>('.shell-tag.is-active');
    if (!el || !tag) return;
    el.scrollLeft = scrollLeftToReveal({ scrollLeft: el.scrollLeft, width: el.clientWidth }, { left: tag.offsetLeft, width: tag.offsetWidth });
  }, [pathname, visitedViews.length]);

  const title = (view: VisitedView) => routeTitle(view.meta) || view.zhTitle || view.title;
  const menuView = menu && visitedViews.find((v) => v.path === menu.path);

  return (
    <div className="shell-tags" role="tablist" aria-label={t`已打开的页面`}>
      <div ref={scroller} className="shell-tags__scroll">
        {visitedViews.map((view) => {
          const active = view.path === pathname;
          const closable = isClosable(view);
          return (
            <span
              key={view.path}
              role="tab"
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              className={`shell-tag${active ? ' is-active' : ''}`}
              onClick={() => { if (!active) go(view.fullPath); }}
              onKeyDown={(e) => { if (e.key === 'Enter' && !active) go(view.fullPath); }}
              onMouseUp={(e) => { if (e.button === 1 && closable) closeTag(view.path, pathname, go); }}
              onContextMenu={(e) => {
                e.preventDefault();
                setMenu({ path: view.path, left: contextMenuLeft(e.clientX, window.innerWidth), top: e.clientY });
              }}
            >
              {tagsIcon && view.meta.icon && <MenuIcon icon={view.meta.icon} />}
              <span className="shell-tag__title">{title(view as VisitedView)}</span>
              {closable && (
                <CloseOutlined
                  className="shell-tag__close"
                  role="button"
                  aria-label={t`关闭`}
                  onClick={(e) => { e.stopPropagation(); closeTag(view.path, pathname, go); }}
                />
              )}
            </span>
          );
        })}
      </div>
      {menu && menuView && (
        <TagContextMenu
          left={menu.left}
          top={menu.top}
          onDismiss={dismiss}
          refresh={() => refreshTag(menuView.path, pathname, go)}
          close={isClosable(menuView) ? () => closeTag(menuView.path, pathname, go) : undefined}
          closeOthers={() => closeOtherTags(menuView as VisitedView, pathname, go)}
          closeAll={() => closeAllTags(pathname, go)}
        />
      )}
    </div>
  );
}
