/** The UI languages (docs/product.md#constants: Simplified Chinese, Traditional Chinese, English). */
export type Lang = 'zh' | 'zhtw' | 'en';

/** A text in a schema: one string for every language, or per language (zh required). */
export type LocalText = string | { zh: string; zhtw?: string; en?: string };

/** The text in `lang`; Traditional Chinese falls back to Simplified, English to Simplified. */
export function pickText(text: LocalText | undefined | null, lang: Lang): string {
  if (text === undefined || text === null) return '';
  if (typeof text === 'string') return text;
  if (lang === 'en') return text.en ?? text.zh;
  if (lang === 'zhtw') return text.zhtw ?? text.zh;
  return text.zh;
}

/** Replaces `{name}` placeholders of a message. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}
