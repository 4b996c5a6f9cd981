import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { requestLang, type Lang } from './i18n';
import type { LocalText } from '../../schemas/text';

/**
 * Names that are data (menus and their buttons, columns, forms and data schemes, dictionary types and items, roles,
 * positions, organisations, the product's name in system configuration) carry three languages: the row's own name
 * column is the zh text (JNPF `fullName`), and one jsonb column `name_i18n` holds the others.
 */
export interface NameI18n {
  zhtw?: string;
  en?: string;
}

/** A row's name in `lang`, falling back to zh when that language is missing or blank. */
export function nameIn(lang: Lang, zh: string, i18n: NameI18n | null | undefined): string {
  if (lang === 'zh') return zh;
  const text = i18n?.[lang];
  return typeof text === 'string' && text.trim() !== '' ? text : zh;
}

/** A row's name in the language of the request. */
export function localName(req: Pick<FastifyRequest, 'headers'>, zh: string, i18n: NameI18n | null | undefined): string {
  return nameIn(requestLang(req), zh, i18n);
}

/** Rows with `fullName` in `lang` (the same rows when the language is zh). */
export function localizeRows<T extends { fullName: string; nameI18n?: NameI18n | null }>(lang: Lang, rows: T[]): T[] {
  return lang === 'zh' ? rows : rows.map((r) => ({ ...r, fullName: nameIn(lang, r.fullName, r.nameI18n) }));
}

/** What an administration form sends and reads beside `fullName` (zh): the name in the other two languages. */
export interface NameI18nFields {
  fullNameZhtw?: string | null;
  fullNameEn?: string | null;
}

/** The body fields of NameI18nFields, for the routes' TypeBox schemas (null or '' clears). */
export const NameI18nBody = {
  fullNameZhtw: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()], { description: 'the name in Traditional Chinese' })),
  fullNameEn: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()], { description: 'the name in English' })),
};

/** The form fields of a stored row's other languages ('' when missing). */
export function nameI18nWire(i18n: NameI18n | null | undefined): Required<{ [K in keyof NameI18nFields]: string }> {
  return { fullNameZhtw: i18n?.zhtw ?? '', fullNameEn: i18n?.en ?? '' };
}

const clean = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * The other languages to store after a write. A call that sends either field sets both (blank clears); a call that
 * sends neither (a JNPF client knowing only `fullName`) keeps them while the zh name is unchanged, and drops them
 * when it renames the row (they would name something else). Null when there is none.
 */
export function nameI18nInput(input: NameI18nFields, fullName: string, before?: { fullName: string; nameI18n: NameI18n | null }): NameI18n | null {
  if (input.fullNameZhtw === undefined && input.fullNameEn === undefined) {
    return before && before.fullName === fullName ? before.nameI18n : null;
  }
  const out: NameI18n = {};
  const zhtw = clean(input.fullNameZhtw);
  const en = clean(input.fullNameEn);
  if (zhtw) out.zhtw = zhtw;
  if (en) out.en = en;
  return out;
}

/** The other languages of a schema text (`{ zh, zhtw, en }` or one string), for a name written from a design. */
export function nameI18nOf(text: LocalText): NameI18n | null {
  if (typeof text === 'string') return null;
  const out: NameI18n = {};
  if (text.zhtw?.trim()) out.zhtw = text.zhtw.trim();
  if (text.en?.trim()) out.en = text.en.trim();
  return out;
}
