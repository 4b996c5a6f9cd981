import type { ComponentType } from 'react';
import {
  AccountBookOutlined, ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined,
  BellOutlined, BookOutlined, CalendarOutlined, CloudServerOutlined, ClusterOutlined, CodeOutlined,
  ContainerOutlined, DashboardOutlined, DatabaseOutlined, DesktopOutlined, EnvironmentOutlined, FileTextOutlined, FolderOutlined,
  FormOutlined, FundOutlined, GlobalOutlined, GoldOutlined, HomeOutlined, IdcardOutlined, InboxOutlined,
  LineChartOutlined, LinkOutlined, LockOutlined, MenuOutlined, MessageOutlined, MoneyCollectOutlined, NumberOutlined,
  PieChartOutlined, ProfileOutlined, QuestionCircleOutlined, SafetyCertificateOutlined, SafetyOutlined, SettingOutlined, ShopOutlined,
  ShoppingCartOutlined, SolutionOutlined, TableOutlined, TeamOutlined, ToolOutlined, UserOutlined,
} from '@ant-design/icons';

type IconComponent = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** Icons a menu entry may name (antd component names). Only this set is bundled, in the layout chunk. */
export const MENU_ICONS: Record<string, IconComponent> = {
  AccountBookOutlined, ApartmentOutlined, AppstoreOutlined, AuditOutlined, BankOutlined, BarChartOutlined,
  BellOutlined, BookOutlined, CalendarOutlined, CloudServerOutlined, ClusterOutlined, CodeOutlined,
  ContainerOutlined, DashboardOutlined, DatabaseOutlined, DesktopOutlined, EnvironmentOutlined, FileTextOutlined, FolderOutlined,
  FormOutlined, FundOutlined, GlobalOutlined, GoldOutlined, HomeOutlined, IdcardOutlined, InboxOutlined,
  LineChartOutlined, LinkOutlined, LockOutlined, MenuOutlined, MessageOutlined, MoneyCollectOutlined, NumberOutlined,
  PieChartOutlined, ProfileOutlined, QuestionCircleOutlined, SafetyCertificateOutlined, SafetyOutlined, SettingOutlined, ShopOutlined,
  ShoppingCartOutlined, SolutionOutlined, TableOutlined, TeamOutlined, ToolOutlined, UserOutlined,
};

/** Shown for a name that is not known: a neutral icon rather than an empty gap. */
export const DEFAULT_MENU_ICON = 'AppstoreOutlined';

/** JNPF icon-font names ('icon-ym icon-ym-<name>', the part after 'icon-ym-') to antd icons. */
export const JNPF_ICON_ALIASES: Record<string, string> = {
  'systemtoggle': 'SettingOutlined',
  'system': 'SettingOutlined',
  'sysconfig': 'ToolOutlined',
  'syslog': 'FileTextOutlined',
  'onlineuser': 'TeamOutlined',
  'help': 'QuestionCircleOutlined',
  'nav-home': 'HomeOutlined',
  'nav-dashboard': 'DashboardOutlined',
  'nav-message': 'MessageOutlined',
  'permission': 'SafetyOutlined',
  'authorize': 'SafetyOutlined',
  'organization': 'ApartmentOutlined',
  'organize': 'ApartmentOutlined',
  'department': 'ClusterOutlined',
  'position': 'IdcardOutlined',
  'role': 'SolutionOutlined',
  'user': 'UserOutlined',
  'usermanage': 'UserOutlined',
  'menu': 'MenuOutlined',
  'systemmenu': 'MenuOutlined',
  'dictionary': 'BookOutlined',
  'sysdictionary': 'BookOutlined',
  'database': 'DatabaseOutlined',
  'datasource': 'DatabaseOutlined',
  'sysbillrule': 'ProfileOutlined',
  'report': 'BarChartOutlined',
  'portal': 'DesktopOutlined',
  'workflow': 'ApartmentOutlined',
  'flowdesign': 'ApartmentOutlined',
  'generator': 'CodeOutlined',
  'extend': 'AppstoreOutlined',
  'message': 'MessageOutlined',
  'notice': 'BellOutlined',
  'syscache': 'CloudServerOutlined',
  'sysmonitor': 'DashboardOutlined',
  'systask': 'CalendarOutlined',
  'syslanguage': 'GlobalOutlined',
  'document': 'FileTextOutlined',
  'webform': 'FormOutlined',
  'lock': 'LockOutlined',
};

/** Last resort for unknown JNPF names: a keyword in the name. */
const KEYWORDS: Array<[RegExp, string]> = [
  [/home/, 'HomeOutlined'],
  [/user|member|people/, 'UserOutlined'],
  [/log|record/, 'FileTextOutlined'],
  [/config|setting|system/, 'SettingOutlined'],
  [/help|question/, 'QuestionCircleOutlined'],
  [/doc|book|dict/, 'BookOutlined'],
  [/flow/, 'ApartmentOutlined'],
  [/report|chart|stat/, 'LineChartOutlined'],
  [/form/, 'FormOutlined'],
  [/table|list/, 'TableOutlined'],
  [/data|db/, 'DatabaseOutlined'],
  [/message|chat/, 'MessageOutlined'],
  [/notice|bell/, 'BellOutlined'],
  [/store|shop/, 'ShopOutlined'],
  [/gold/, 'GoldOutlined'],
  [/bank/, 'BankOutlined'],
  [/money|financ|account|settle/, 'AccountBookOutlined'],
  [/stock|inventory|warehouse/, 'InboxOutlined'],
  [/order|cart/, 'ShoppingCartOutlined'],
  [/link/, 'LinkOutlined'],
];

const BY_LOWER_NAME: Record<string, string> = {};
for (const name of Object.keys(MENU_ICONS)) {
  BY_LOWER_NAME[name.toLowerCase()] = name;
  BY_LOWER_NAME[name.toLowerCase().replace(/outlined$/, '')] = name;
}

/**
 * The registry name for an icon value: an antd name ('SettingOutlined', also 'setting-outlined' or
 * 'setting'), or the JNPF form 'icon-ym icon-ym-xxx'; anything unknown gives DEFAULT_MENU_ICON.
 */
export function resolveIconName(icon: string | null | undefined): string {
  const tokens = (icon ?? '').trim().split(/\s+/).filter(Boolean);
  for (const token of tokens) {
    const plain = BY_LOWER_NAME[token.toLowerCase().replace(/[-_]/g, '')];
    if (plain) return plain;
  }
  for (const token of tokens) {
    const match = /^icon-ym-(.+)$/i.exec(token);
    if (!match) continue;
    const key = match[1].toLowerCase();
    const alias = JNPF_ICON_ALIASES[key];
    if (alias) return alias;
    const guess = KEYWORDS.find(([pattern]) => pattern.test(key));
    if (guess) return guess[1];
  }
  return DEFAULT_MENU_ICON;
}

/** A menu or tag icon by name (decorative: the entry's title is next to it). */
export function MenuIcon({ icon, className }: { icon?: string | null; className?: string }) {
  const Icon = MENU_ICONS[resolveIconName(icon)] ?? AppstoreOutlined;
  return <Icon className={className ? `shell-menu-icon ${className}` : 'shell-menu-icon'} aria-hidden />;
}
