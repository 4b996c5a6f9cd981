import type { LocalText } from './text';
import { RULES } from './validation/rules';

/**
 * The user menu's 反馈 entry points at the system setting `feedbackAddress` (docs/product.md#jnpf-system-config):
 * an e-mail address or an http(s) web address. Shared so the server refuses what the menu could not link to.
 */
export const FEEDBACK_ADDRESS_MESSAGE = {
  zh: '请输入邮箱地址或以 http:// 或 https:// 开头的网址',
  zhtw: '請輸入郵箱地址或以 http:// 或 https:// 開頭的網址',
  en: 'Enter an e-mail address or a web address starting with http:// or https://',
} satisfies LocalText;

const isWebAddress = (value: string): boolean => {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
};

/** The link of a stored address: `mailto:` for an e-mail, the URL itself for a web address; null when empty or neither. */
export function feedbackHref(address: string | null | undefined): string | null {
  const value = (address ?? '').trim();
  if (!value) return null;
  if (RULES.email.test(value)) return `mailto:${value}`;
  return isWebAddress(value) ? value : null;
}
