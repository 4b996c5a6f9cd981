import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { RULES } from '../../../schemas/validation/rules';
import { badRequest } from '../../core/errors';
import { generatePassword } from '../auth/password';

/**
 * Passwords the server sets (docs/architecture.md#access-rules). Calls that set one carry it as typed, so the
 * server itself checks the product rule (6-16 letters and digits, both present: the catalogue rule `password`, the
 * one the forms use); it is stored like every password, argon2id of its md5, so sign-in keeps sending the md5.
 * There is no shared default: without a password the server generates one, shown once to whoever set it.
 */
export const PlainPassword = Type.String({ minLength: 1, maxLength: 64, description: 'as typed; 6-16 letters and digits, both present' });

const md5Hex = (plain: string): string => createHash('md5').update(plain).digest('hex');

/** The md5 of a password an administrator or the user typed; 400 naming `field` when it breaks the rule. */
export function typedPasswordMd5(plain: string, field: string): string {
  if (!RULES.password.test(plain)) throw badRequest(RULES.password.message, field);
  return md5Hex(plain);
}

/** A new random password (it satisfies the rule) and its md5. */
export function randomPassword(): { plain: string; md5: string } {
  const plain = generatePassword(12);
  return { plain, md5: md5Hex(plain) };
}
