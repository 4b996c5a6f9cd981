/**
 * Passwords travel as the lowercase hex MD5 of the typed text (docs/product.md#sign-in-and-sessions).
 * The hash library loads on first use so the sign-in page does not download it up front.
 */
export async function encodePassword(password: string): Promise<string> {
  const { md5 } = await import('js-md5');
  return md5(password);
}
