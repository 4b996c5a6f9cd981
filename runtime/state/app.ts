import { proxy, subscribe } from 'valtio';
import { getItem, setItem } from './storage';

export type Lang = 'zh' | 'zhtw' | 'en';
export type Size = 'default' | 'medium' | 'small' | 'mini';
export type Device = 'desktop' | 'mobile';

/** Below this width the device is mobile (docs/product.md#constants). */
export const MOBILE_BREAKPOINT = 992;

/** Language from storage, else the browser language (tw gives zhtw), default zh. */
export function detectLanguage(stored: unknown, browser: string | undefined): Lang {
  if (stored === 'zh' || stored === 'zhtw' || stored === 'en') return stored;
  const lang = (browser || '').toLowerCase();
  if (lang.includes('tw') || lang.includes('hk') || lang.includes('hant')) return 'zhtw';
  if (lang.startsWith('en')) return 'en';
  return 'zh';
}

export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  language: Lang;
  size: Size;
}

export const appState = proxy<AppState>({
  sidebar: { opened: getItem('sidebarStatus') !== 0, withoutAnimation: false },
  device: 'desktop',
  language: detectLanguage(getItem('language'), typeof navigator === 'undefined' ? undefined : navigator.language),
  size: (getItem('size') as Size | undefined) ?? 'medium',
});

subscribe(appState, () => {
  setItem('sidebarStatus', appState.sidebar.opened ? 1 : 0);
  setItem('language', appState.language);
  setItem('size', appState.size);
});

export function toggleSidebar(): void {
  appState.sidebar.opened = !appState.sidebar.opened;
  appState.sidebar.withoutAnimation = false;
}

export function closeSidebar(withoutAnimation: boolean): void {
  appState.sidebar.opened = false;
  appState.sidebar.withoutAnimation = withoutAnimation;
}
