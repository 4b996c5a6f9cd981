import { Divider, Drawer, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { setSystemTheme } from '../../../data/api/currentUser';
import { session } from '../../../state/session';
import {
  changeSetting, LAYOUT_TYPES, settings, THEME_COLORS,
  type LayoutType, type Settings, type SlideClass, type ThemeClass,
} from '../../../state/settings';

type SwitchKey = 'tagsView' | 'tagsIcon' | 'useCache' | 'showLanguage' | 'showSearch';
const SWITCHES: SwitchKey[] = ['tagsView', 'tagsIcon', 'useCache', 'showLanguage', 'showSearch'];
const SLIDES: SlideClass[] = ['dark', 'lightWhite'];

/** Changes the navigation mode and stores it on the server as the user's theme (best effort). */
export function changeLayout(layout: LayoutType): void {
  if (settings.layoutType === layout) return;
  changeSetting('layoutType', layout);
  if (session.token) setSystemTheme(layout).catch(() => { /* best effort: the local choice stands */ });
}

/** Right drawer (280 px) with the client settings; every change persists through changeSetting. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const s = useSnapshot(settings);

  const layoutLabels: Record<LayoutType, string> = { classic: t`经典`, functional: t`功能`, plain: t`简洁` };
  const slideLabels: Record<SlideClass, string> = { dark: t`暗色`, lightWhite: t`亮白` };
  const colorLabels: Record<ThemeClass, string> = {
    blue: t`拂晓蓝`, purple: t`酱紫`, azure: t`极客蓝`, ocean: t`明青`, green: t`极光绿`,
    yellow: t`日暮黄`, orange: t`薄暮橙`, red: t`薄暮红`, white: t`纯白`,
  };
  const switchLabels: Record<SwitchKey, string> = {
    tagsView: t`多标签模式`, tagsIcon: t`标签图标`, useCache: t`标签页缓存`,
    showLanguage: t`语言选择`, showSearch: t`页面搜索框`,
  };

  return (
    <Drawer title={t`系统设置`} placement="right" size={280} open={open} onClose={onClose} className="shell-settings">
      <Divider plain>{t`导航模式`}</Divider>
      <div className="shell-settings__blocks" role="radiogroup" aria-label={t`导航模式`}>
        {LAYOUT_TYPES.map((layout) => (
          <button key={layout} type="button" role="radio" aria-checked={s.layoutType === layout}
            className={`shell-settings__layout shell-settings__layout--${layout}${s.layoutType === layout ? ' is-active' : ''}`}
            onClick={() => changeLayout(layout)}>
            <span className="shell-settings__preview" aria-hidden="true" />
            <span>{layoutLabels[layout]}</span>
          </button>
        ))}
      </div>

      <Divider plain>{t`色块`}</Divider>
      <div className="shell-settings__blocks" role="radiogroup" aria-label={t`色块`}>
        {SLIDES.map((slide) => (
          <button key={slide} type="button" role="radio" aria-checked={s.slideClass === slide}
            className={`shell-settings__slide shell-settings__slide--${slide}${s.slideClass === slide ? ' is-active' : ''}`}
            onClick={() => changeSetting('slideClass', slide)}>
            <span className="shell-settings__preview" aria-hidden="true" />
            <span>{slideLabels[slide]}</span>
          </button>
        ))}
      </div>

      <Divider plain>{t`主题色`}</Divider>
      <div className="shell-settings__colors" role="radiogroup" aria-label={t`主题色`}>
        {(Object.keys(THEME_COLORS) as ThemeClass[]).map((color) => (
          <Tooltip key={color} title={colorLabels[color]}>
            <button type="button" role="radio" aria-checked={s.themeClass === color} aria-label={colorLabels[color]}
              className="shell-settings__color" style={{ background: THEME_COLORS[color] }}
              onClick={() => changeSetting('themeClass', color)}>
              {s.themeClass === color && <CheckOutlined style={{ color: color === 'white' ? '#333' : '#fff' }} />}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider plain>{t`界面显示`}</Divider>
      {SWITCHES.map((key) => (
        <div key={key} className="shell-settings__row">
          <span id={`shell-setting-${key}`}>{switchLabels[key]}</span>
          <Switch size="small" aria-labelledby={`shell-setting-${key}`} checked={s[key]}
            onChange={(on) => changeSetting(key, on as Settings[SwitchKey])} />
        </div>
      ))}
    </Drawer>
  );
}
