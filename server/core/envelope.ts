/** The reply envelope every API call answers with (docs/product.md#envelope-and-errors). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export const ok = <T>(data?: T, msg = 'Success'): Envelope<T> =>
  data === undefined ? { code: 200, msg } : { code: 200, msg, data };

export const page = <T>(list: T[], currentPage: number, pageSize: number, total: number) =>
  ok({ list, pagination: { currentPage, pageSize, total } });

export const list = <T>(items: T[]) => ok({ list: items });

/**
 * `data` of a failed reply that concerns one input field: its key (the body property, the form
 * field's vModel), so a client places the message under that field whatever the language.
 * Additive to the JNPF envelope: clients that only read code/msg are unaffected.
 */
export interface FieldErrorData {
  field: string;
}

/** A failed reply: `{ code, msg }`, plus `data: { field }` when the failure concerns one field. */
export const fail = (code: number, msg: string, field?: string): Envelope<FieldErrorData> =>
  field ? { code, msg, data: { field } } : { code, msg };
