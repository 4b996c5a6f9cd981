/** Checks of docs/product.md#validation-rules used by the profile forms (the messages are written where the rules are used). */
export const MOBILE = /^1[3-9]\d{9}$/;
export const MOBILE_OR_LANDLINE = /^(1[3-9]\d{9}|(0\d{2,3}-?)?\d{7,8})$/;
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** True for an empty optional value or one that matches. */
export function optionalMatch(pattern: RegExp, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return pattern.test(String(value));
}
