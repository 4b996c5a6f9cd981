import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LocalText } from '../../../../schemas/text';
import { FEEDBACK_ADDRESS_MESSAGE, feedbackHref } from '../../../../schemas/feedback-address';
import { TIME_ZONE_KEY } from '../../../../schemas/format/time';

/** A check of a text setting shared with the server (so both refuse the same values); empty values pass. */
export interface TextCheck {
  test(value: string): boolean;
  message: LocalText;
}

/** How a setting is edited. Every value is a string on the wire (the settings table holds text). */
export type SettingKind =
  | { type: 'text'; max?: number; email?: boolean; required?: boolean; check?: TextCheck }
  | { type: 'textarea'; max?: number }
  | { type: 'integer'; min: number; max: number; required?: boolean }
  | { type: 'flag' }
  | { type: 'choice'; options: Array<{ value: string; label: MessageDescriptor }> }
  | { type: 'secret' }
  /** An IANA time zone picked from the browser's list (checked again by the server, schemas/format/time.ts). */
  | { type: 'zone' };

export interface Setting {
  key: string;
  label: MessageDescriptor;
  kind: SettingKind;
  tip?: MessageDescriptor;
}

export interface SettingTab {
  key: string;
  label: MessageDescriptor;
  settings: Setting[];
}

const text = (max = 100, extra: { email?: boolean; required?: boolean; check?: TextCheck } = {}): SettingKind => ({ type: 'text', max, ...extra });
const feedbackAddress: TextCheck = { test: (value) => feedbackHref(value) !== null, message: FEEDBACK_ADDRESS_MESSAGE };
const flag: SettingKind = { type: 'flag' };

/**
 * The settings of docs/product.md#jnpf-system-config the page edits, by tab (keys of server/modules/system/config-defaults.ts).
 * The registration key is left out: it is not an administrator's setting.
 */
export const SETTING_TABS: SettingTab[] = [
  {
    key: 'basic',
    label: msg`基本设置`,
    settings: [
      { key: 'sysName', label: msg`系统名称`, kind: text(50, { required: true }) },
      // The product's name, description, copyright and company in the other languages (empty: the zh value shows).
      { key: 'sysNameZhtw', label: msg`系统名称（繁体）`, kind: text(50) },
      { key: 'sysNameEn', label: msg`系统名称（英文）`, kind: text(50) },
      { key: 'sysDescription', label: msg`系统描述`, kind: { type: 'textarea', max: 200 } },
      { key: 'sysDescriptionZhtw', label: msg`系统描述（繁体）`, kind: { type: 'textarea', max: 200 } },
      { key: 'sysDescriptionEn', label: msg`系统描述（英文）`, kind: { type: 'textarea', max: 200 } },
      { key: 'sysVersion', label: msg`系统版本`, kind: text(20) },
      { key: 'copyright', label: msg`版权信息`, kind: text(100) },
      { key: 'copyrightZhtw', label: msg`版权信息（繁体）`, kind: text(100) },
      { key: 'copyrightEn', label: msg`版权信息（英文）`, kind: text(100) },
      { key: 'companyName', label: msg`公司名称`, kind: text(100) },
      { key: 'companyNameZhtw', label: msg`公司名称（繁体）`, kind: text(100) },
      { key: 'companyNameEn', label: msg`公司名称（英文）`, kind: text(100) },
      { key: 'companyCode', label: msg`公司简称`, kind: text(50) },
      { key: 'companyAddress', label: msg`公司地址`, kind: text(200) },
      { key: 'companyContacts', label: msg`公司法人`, kind: text(50) },
      { key: 'companyTelePhone', label: msg`公司电话`, kind: text(30) },
      { key: 'companyEmail', label: msg`公司邮箱`, kind: text(100, { email: true }) },
      {
        key: 'feedbackAddress',
        label: msg`反馈地址`,
        kind: text(200, { check: feedbackAddress }),
        tip: msg`邮箱地址或网址（以 http:// 或 https:// 开头）；留空则用户菜单不显示“反馈”`,
      },
      {
        key: 'sysTheme',
        label: msg`系统主题`,
        kind: { type: 'choice', options: [
          { value: 'classic', label: msg`经典` },
          { value: 'functional', label: msg`功能` },
          { value: 'plain', label: msg`简洁` },
        ] },
      },
      { key: 'pageSize', label: msg`分页条数`, kind: { type: 'integer', min: 1, max: 500, required: true } },
      {
        key: TIME_ZONE_KEY,
        label: msg`时区`,
        kind: { type: 'zone' },
        tip: msg`页面、导出、日志和月结按此时区显示时间与划分月份；默认为服务器的时区`,
      },
    ],
  },
  {
    key: 'security',
    label: msg`安全设置`,
    settings: [
      { key: 'tokenTimeout', label: msg`超时登出（分钟）`, kind: { type: 'integer', min: 1, max: 43200, required: true } },
      {
        key: 'singleLogin',
        label: msg`登录方式`,
        kind: { type: 'choice', options: [
          { value: '1', label: msg`单一登录` },
          { value: '0', label: msg`同时登录` },
        ] },
        tip: msg`单一登录：同一账号在新设备登录后，之前的登录会被下线`,
      },
      { key: 'lastLoginTimeSwitch', label: msg`上次登录提醒`, kind: flag },
      { key: 'whitelistSwitch', label: msg`白名单验证`, kind: flag },
      {
        key: 'whitelistIp',
        label: msg`白名单`,
        kind: { type: 'textarea', max: 2000 },
        tip: msg`多个 IP 或网段用英文逗号分隔，如 192.168.1.10,10.0.0.0/8`,
      },
      { key: 'isLog', label: msg`系统日志`, kind: flag },
    ],
  },
  {
    key: 'email',
    label: msg`邮件设置`,
    settings: [
      { key: 'emailSmtpHost', label: msg`SMTP服务器`, kind: text(100) },
      { key: 'emailSmtpPort', label: msg`SMTP端口`, kind: { type: 'integer', min: 1, max: 65535 } },
      { key: 'emailPop3Host', label: msg`POP3服务器`, kind: text(100) },
      { key: 'emailPop3Port', label: msg`POP3端口`, kind: { type: 'integer', min: 1, max: 65535 } },
      { key: 'emailAccount', label: msg`邮箱账号`, kind: text(100, { email: true }) },
      { key: 'emailPassword', label: msg`邮箱密码`, kind: { type: 'secret' }, tip: msg`不修改请留空` },
      { key: 'emailSsl', label: msg`SSL`, kind: flag },
      { key: 'emailSenderName', label: msg`发件人名称`, kind: text(50) },
    ],
  },
];

export const ALL_SETTINGS: Setting[] = SETTING_TABS.flatMap((tab) => tab.settings);

type FormValue = string | number | boolean | null | undefined;

/** The stored text of each setting as the form edits it: numbers, switches, and never the stored secret. */
export function toFormValues(config: Record<string, unknown>): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const { key, kind } of ALL_SETTINGS) {
    const raw = config[key];
    const value = raw === undefined || raw === null ? '' : String(raw);
    if (kind.type === 'secret') out[key] = '';
    else if (kind.type === 'integer') out[key] = value === '' || Number.isNaN(Number(value)) ? null : Number(value);
    else if (kind.type === 'flag') out[key] = value === '1';
    else out[key] = value;
  }
  return out;
}

/** What PUT /api/system/SysConfig receives: every edited setting as text; an empty secret is left as it is. */
export function toSettings(values: Record<string, FormValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { key, kind } of ALL_SETTINGS) {
    const value = values[key];
    if (kind.type === 'secret' && (value === undefined || value === null || value === '')) continue;
    if (kind.type === 'flag') out[key] = value ? '1' : '0';
    else out[key] = value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : String(value);
  }
  return out;
}
