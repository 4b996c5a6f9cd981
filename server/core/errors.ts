import type { Text } from './i18n';

/**
 * A handled outcome: sent as HTTP 200 with `code` in the body, as JNPF clients expect.
 * 400 rule/input, 403 denied, 404 missing, 409 conflict, 600/601/602 session.
 * The message is final text, or a {zh, zhtw, en} triple sent in the request's language
 * (so services can fail without knowing the request).
 */
export class AppError extends Error {
  public readonly text?: Text;
  constructor(
    public readonly code: number,
    message: string | Text,
    public readonly field?: string,
  ) {
    super(typeof message === 'string' ? message : message.zh);
    this.name = 'AppError';
    if (typeof message !== 'string') this.text = message;
  }
}

export const badRequest = (msg: string | Text, field?: string) => new AppError(400, msg, field);
export const forbidden = (msg: string | Text) => new AppError(403, msg);
export const notFound = (msg: string | Text) => new AppError(404, msg);
export const conflict = (msg: string | Text) => new AppError(409, msg);

/** The parts of an ajv error that say where it is. */
interface SchemaErrorPlace {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/**
 * The top-level body property a schema validation error concerns ('/phone', or a `required` error at
 * the root naming `missingProperty`); undefined for nested paths and for querystring/params/headers.
 * Only the first error counts (ajv stops at it, and the message describes it).
 */
export function schemaErrorField(errors: readonly unknown[], context?: string): string | undefined {
  if (context !== 'body') return undefined;
  const first = errors[0] as SchemaErrorPlace | undefined;
  if (!first) return undefined;
  const segments = (first.instancePath ?? '').split('/').slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (segments.length === 1 && segments[0]) return segments[0];
  const missing = first.params?.missingProperty;
  if (segments.length === 0 && first.keyword === 'required' && typeof missing === 'string' && missing) return missing;
  return undefined;
}
