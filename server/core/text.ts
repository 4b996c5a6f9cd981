import type { Text } from './i18n';

/** Helpers for module catalogues of {zh, zhtw, en} texts, so services can fail without a request. */

/** A text in the three languages. */
export const L = (zh: string, zhtw: string, en: string): Text => ({ zh, zhtw, en });

const fill = (s: string, vars: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));

/** Fills `{name}` placeholders in every language. */
export function fillAll(text: Text, vars: Record<string, string | number>): Text {
  return { zh: fill(text.zh, vars), zhtw: fill(text.zhtw, vars), en: fill(text.en, vars) };
}

/** "{label}…" filled per language with the label in that language. */
export function withLabel(text: Text, label: Text): Text {
  return { zh: text.zh.replace('{label}', label.zh), zhtw: text.zhtw.replace('{label}', label.zhtw), en: text.en.replace('{label}', label.en) };
}

/** "label：message" in each language (full-width colon in Chinese), as the forms word a field's failure. */
export function fieldText(label: Text, message: Text): Text {
  return { zh: `${label.zh}：${message.zh}`, zhtw: `${label.zhtw}：${message.zhtw}`, en: `${label.en}: ${message.en}` };
}
