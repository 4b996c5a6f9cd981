/** The reply envelope every API call answers with (server-contract.md "Envelope and errors"). */
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
