import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import { appState, closeSidebar, MOBILE_BREAKPOINT, type Device } from '../../state/app';

/** Desktop or mobile by window width (below 992 px is mobile). */
export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/**
 * Keeps `appState.device` in step with the window width. On mobile the sidebar closes without
 * animation on resize and closes on every route change.
 */
export function useDevice(): void {
  useEffect(() => {
    const apply = () => {
      if (typeof document !== 'undefined' && document.hidden) return;
      const device = deviceForWidth(window.innerWidth);
      if (appState.device !== device) appState.device = device;
      if (device === 'mobile' && appState.sidebar.opened) closeSidebar(true);
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);

  const pathname = useLocation({ select: (l) => l.pathname });
  useEffect(() => {
    if (appState.device === 'mobile' && appState.sidebar.opened) closeSidebar(false);
  }, [pathname]);
}
