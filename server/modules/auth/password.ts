import { hash, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';

/** The client sends md5(plain) as hex; only argon2id of that is stored. */
export const MD5_HEX = /^[0-9a-fA-F]{32}$/;

/** @node-rs/argon2 defaults to argon2id (m=19 MiB, t=2), the OWASP baseline. */
export const hashPassword = (md5hex: string): Promise<string> => hash(md5hex.toLowerCase());

let dummy: Promise<string> | undefined;

/**
 * Checks md5hex against a stored hash. With no stored hash (unknown account) a dummy hash is
 * verified anyway so the reply time does not reveal whether the account exists.
 */
export async function verifyPassword(stored: string | null | undefined, md5hex: string): Promise<boolean> {
  const value = md5hex.toLowerCase();
  if (!stored) {
    dummy ??= hash('0'.repeat(32));
    await verify(await dummy, value).catch(() => false);
    return false;
  }
  return verify(stored, value).catch(() => false);
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';

/** A 12-character letters+digits password with both kinds present (look-alike characters left out). */
export function generatePassword(length = 12): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)], DIGITS[randomInt(DIGITS.length)]];
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
