import Bowser from 'bowser';

/**
 * "Windows 10 · Chrome 120" from a User-Agent header, for the login log and the online users
 * (docs/product.md#jnpf-system-log). bowser (MIT) keeps the browser and OS rules up to date; an
 * unrecognised agent is shown as sent, cut to 100 characters.
 */
export function describeUserAgent(ua: string | null | undefined): string {
  const raw = (ua ?? '').trim();
  if (!raw) return '';
  const { os, browser } = Bowser.parse(raw);
  const osText = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  const browserText = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const text = [osText, browserText].filter(Boolean).join(' · ');
  return text || raw.slice(0, 100);
}
