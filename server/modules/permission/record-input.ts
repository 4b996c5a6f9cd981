import { Type } from '@sinclair/typebox';
import { badRequest } from '../../core/errors';
import type { Text } from '../../core/i18n';
import { RULES } from '../../../schemas/validation';
import { pickText, type LocalText } from '../../../schemas/text';
import { labelled, ORG_TEXT, withLabel } from './org-text';

/**
 * Request pieces shared by the organisation, department and position routes. TypeBox fixes types,
 * required keys and lengths; the helpers below trim and apply the catalogue rules with the field's
 * label, so a blank name says which name is missing.
 */
export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const IdParams = Type.Object({ id: Id });
export const NameIn = (description: string) => Type.String({ minLength: 1, maxLength: 50, description });
export const CodeIn = (description: string) =>
  Type.String({ minLength: 1, maxLength: 50, description: `${description}; letters, digits and inner dots` });
export const DescriptionIn = Type.Optional(Type.String({ maxLength: 500, description: 'empty or null clears it' }));
export const SortCodeIn = Type.Optional(Type.Integer({ minimum: 0, maximum: 999999, description: 'display order, ascending' }));
/**
 * 1 enabled, 0 disabled. Null is allowed and means "not given": with a plain integer type the app's
 * coercion would turn null into 0 and silently disable the record.
 */
export const EnabledIn = Type.Optional(Type.Unsafe<number | null>({
  type: ['integer', 'null'], minimum: 0, maximum: 1, description: '1 enabled (default on create), 0 disabled; absent or null keeps it',
}));
export const RefIn = (description: string) => Type.Optional(Type.String({ maxLength: 64, description: `${description}; empty or null clears it` }));

const allLangs = (t: LocalText): Text => ({ zh: pickText(t, 'zh'), zhtw: pickText(t, 'zhtw'), en: pickText(t, 'en') });

/** A required text: trimmed, and not blank. */
export function requiredText(raw: string, label: Text): string {
  const value = raw.trim();
  if (!value) throw badRequest(withLabel(ORG_TEXT.required, label));
  return value;
}

/** A required code in the catalogue's code format (letters, digits, dots not at either end). */
export function codeText(raw: string, label: Text): string {
  const value = requiredText(raw, label);
  if (!RULES.code.test(value)) throw badRequest(labelled(label, allLangs(RULES.code.message)));
  return value;
}

/** An optional text: undefined keeps the stored value, blank or null clears it. */
export function optionalText(raw: string | null | undefined): string | null | undefined {
  if (raw === undefined) return undefined;
  return raw?.trim() || null;
}

/** An optional flag: undefined or null keeps the stored value (or the column default on create). */
export const optionalFlag = (raw: number | null | undefined): number | undefined => (raw === null || raw === undefined ? undefined : raw);
