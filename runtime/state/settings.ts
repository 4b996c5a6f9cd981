import { proxy, subscribe } from 'valtio';
import { getItem, setItem } from './storage';

export type LayoutType = 'classic' | 'functional' | 'plain';
export const LAYOUT_TYPES: LayoutType[] = ['classic', 'functional', 'plain'];
export type SlideClass = 'dark' | 'lightWhite';
export type ThemeClass = 'blue' | 'purple' | 'azure' | 'ocean' | 'green' | 'yellow' | 'orange' | 'red' | 'white';

/** Theme colours of docs/product.md#constants. */
export const THEME_COLORS: Record<ThemeClass, string> = {
  purple: '#722ed1', azure: '#211bce', blue: '#1890ff', ocean: '#13c2c2', green: '#3eac12',
  yellow: '#f8bc18', orange: '#f5811c', red: '#f5222d', white: '#ffffff',
};

export interface Settings {
  title: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  themeClass: ThemeClass;
  layoutType: LayoutType;
  slideClass: SlideClass;
  tagsIcon: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  useCache: boolean;
}

const defaults: Settings = {
  title: '黄金加盟管理平台',
  showSettings: true,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  themeClass: 'blue',
  layoutType: 'classic',
  slideClass: 'dark',
  tagsIcon: true,
  showLanguage: true,
  showSearch: true,
  useCache: true,
};

function load(): Settings {
  const out = { ...defaults } as Record<string, unknown>;
  for (const key of Object.keys(defaults)) {
    const stored = getItem(`settings_${key}`);
    if (stored !== undefined && typeof stored === typeof (defaults as unknown as Record<string, unknown>)[key]) out[key] = stored;
  }
  return out as unknown as Settings;
}

/** Client settings (settings drawer); every change is persisted. */
export const settings = proxy<Settings>(load());

export function changeSetting<K extends keyof Settings>(key: K, value: Settings[K]): void {
  settings[key] = value;
}

// valtio 2 reports no operation list by default, so persist every key on any change (a dozen keys).
subscribe(settings, () => {
  for (const key of Object.keys(defaults) as Array<keyof Settings>) setItem(`settings_${key}`, settings[key] as never);
});

export function resetSettings(): void {
  Object.assign(settings, defaults);
}
