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
