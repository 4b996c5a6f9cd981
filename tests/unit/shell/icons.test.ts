import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU_ICON, JNPF_ICON_ALIASES, MENU_ICONS, resolveIconName } from '../../../runtime/shell/layout/icons';

describe('menu icon registry', () => {
  it('accepts antd names in several spellings', () => {
    expect(resolveIconName('SettingOutlined')).toBe('SettingOutlined');
    expect(resolveIconName('setting-outlined')).toBe('SettingOutlined');
    expect(resolveIconName('gold')).toBe('GoldOutlined');
    expect(resolveIconName(' TeamOutlined ')).toBe('TeamOutlined');
  });
  it('maps the JNPF icon-font form through the alias map, then by keyword', () => {
    expect(resolveIconName('icon-ym icon-ym-systemToggle')).toBe('SettingOutlined');
    expect(resolveIconName('icon-ym icon-ym-sysLog')).toBe('FileTextOutlined');
    expect(resolveIconName('icon-ym icon-ym-nav-home')).toBe('HomeOutlined');
    expect(resolveIconName('icon-ym icon-ym-storeManage')).toBe('ShopOutlined');
  });
  it('falls back to a neutral icon, never nothing', () => {
    expect(resolveIconName('icon-ym icon-ym-zzz')).toBe(DEFAULT_MENU_ICON);
    expect(resolveIconName('NoSuchOutlined')).toBe(DEFAULT_MENU_ICON);
    expect(resolveIconName(null)).toBe(DEFAULT_MENU_ICON);
    expect(resolveIconName('')).toBe(DEFAULT_MENU_ICON);
  });
  it('only aliases to registered icons', () => {
    for (const name of Object.values(JNPF_ICON_ALIASES)) expect(MENU_ICONS[name], name).toBeDefined();
    expect(MENU_ICONS[DEFAULT_MENU_ICON]).toBeDefined();
  });
});
