/**
 * A handled outcome: sent as HTTP 200 with `code` in the body, as JNPF clients expect.
 * 400 rule/input, 403 denied, 404 missing, 409 conflict, 600/601/602 session.
 */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string, field?: string) => new AppError(400, msg, field);
export const forbidden = (msg: string) => new AppError(403, msg);
export const notFound = (msg: string) => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
