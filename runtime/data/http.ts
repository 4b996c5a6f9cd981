import { createFetch, type FetchResponse } from 'ofetch';
import { t } from '@lingui/core/macro';
import { session, resetSession } from '../state/session';
import { appState } from '../state/app';
import { notify } from './feedback';
import { currentHref, navigateTo, loginHref } from './navigate';

/** The reply envelope of docs/product.md#envelope-and-errors. */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  data: T;
  status?: number;
  success?: boolean;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  url: string;
  method?: Method;
  /** GET: sent as query parameters; other methods: the body (JSON, or as-is for FormData/URLSearchParams/Blob). */
  data?: unknown;
  /** Extra query parameters for non-GET calls. */
  query?: Record<string, unknown>;
  /** Send `data` as application/x-www-form-urlencoded. */
  form?: boolean;
  /** Return the body without the code check (export, import, data-source test, model config). */
  raw?: boolean;
  /** Reject without showing the message popup (polling). */
  silent?: boolean;
  headers?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
}

/** The key of the input field a failed reply concerns (`data.field`, docs/product.md#envelope-and-errors). */
export function replyField(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const data = (body as { data?: unknown }).data;
  if (!data || typeof data !== 'object') return undefined;
  const field = (data as { field?: unknown }).field;
  return typeof field === 'string' && field ? field : undefined;
}

export class RequestError extends Error {
  readonly code?: number;
  /** The reply (or, for a call that got none, the cause). */
  readonly body?: unknown;
  /** `data` of the reply. */
  readonly data?: unknown;
  /** The key of the input field the failure concerns, when the reply names one (`data.field`). */
  readonly field?: string;
  constructor(message: string, code?: number, body?: unknown) {
    super(message);
    this.name = 'RequestError';
    this.code = code;
    this.body = body;
    if (code !== undefined && body && typeof body === 'object') this.data = (body as { data?: unknown }).data;
    this.field = code !== undefined ? replyField(body) : undefined;
  }
}

export const DEFAULT_TIMEOUT = 1_000_000;
export const LONG_CALL_TIMEOUT = 100_000;
const LONG_CALLS = ['SynThirdInfo', 'extend/Email/Receive', 'Permission/Authority/Data', 'DataSync/Actions/Execute'];
/** 600 expired, 601 superseded or forced offline, 602 bad token. */
export const SESSION_CODES = [600, 601, 602];
/** The server refuses everything but a few calls until a new or reset password is changed (server route-access.ts). */
export const PASSWORD_CHANGE_CODE = 605;
const PASSWORD_PAGE = '/profile?tab=password';
const NO_EXPIRY_URLS = ['/api/oauth/Login', '/api/oauth/LockScreen'];

/** Timeout of a call by its URL (docs/product.md#client-request-rules); path case varies (permission vs Permission). */
export function timeoutFor(url: string): number {
  const lower = url.toLowerCase();
  return LONG_CALLS.some((part) => lower.includes(part.toLowerCase())) ? LONG_CALL_TIMEOUT : DEFAULT_TIMEOUT;
}

/** Calls whose reply is returned without the code check (docs/product.md#jnpf-request-wrapper). */
export function skipsCodeCheck(url: string): boolean {
  return url.includes('/Base/DataSource/Actions/Test') || (url.includes('Model') && url.includes('Config'));
}

/** A reply counts as success when its code or status is 200 or a success flag is set. */
export function isSuccess(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as Partial<Envelope>;
  return b.code === 200 || b.status === 200 || b.success === true;
}

// Bound lazily so a fetch replaced at run time (tests, polyfills) is used.
const $fetch = createFetch({
  fetch: (input, init) => globalThis.fetch(input, init),
  Headers: globalThis.Headers,
  AbortController: globalThis.AbortController,
});

function genericError(): string {
  return t`请求出错，请重试`;
}

/** After the message of a 600/601/602 reply: forget the session and reload the sign-in page (unless already there). */
let sessionEnding = false;

/**
 * Shows why the session ended, then forgets it and goes to sign-in. Only the first call speaks: later
 * 600/601/602 replies (or a socket push) of the same ended session would replace the message and cut it
 * short before the user could read it.
 */
export function announceSessionEnd(text: string, durationSeconds = 1.5): void {
  if (sessionEnding) return;
  sessionEnding = true;
  notify.error(text, { duration: durationSeconds, onClose: () => { sessionEnding = false; expireSession(); } });
}

export function expireSession(): void {
  const here = currentHref();
  resetSession();
  if (here.split('?')[0] !== '/login') navigateTo(loginHref(here), { hard: true });
}

function toSearch(data: unknown): Record<string, unknown> {
  if (!data || typeof data !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
    if (v !== undefined && v !== null) out[k] = v;
  }
  return out;
}

function toForm(data: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(toSearch(data))) form.set(k, String(v));
  return form;
}

/** Sends a request; resolves with the whole envelope (or the raw body with `raw`). */
export async function request<T = unknown>(options: RequestOptions): Promise<Envelope<T>> {
  const method = options.method ?? 'GET';
  const url = options.url;
  const headers = requestHeaders(options.headers);
  const isGet = method === 'GET';
  const query = { ...(isGet ? toSearch(options.data) : options.query ?? {}), n: Math.floor(Date.now() / 1000) };
  const body = isGet ? undefined : options.form ? toForm(options.data) : (options.data as BodyInit | Record<string, unknown> | undefined);

  let response: FetchResponse<unknown>;
  try {
    response = await $fetch.raw(url, {
      method,
      query,
      body,
      headers,
      timeout: options.timeout ?? timeoutFor(url),
      signal: options.signal,
      ignoreResponseError: true,
      retry: 0,
      responseType: 'json',
    });
  } catch (error) {
    throw networkError(options, error);
  }
  return settle<T>(url, response._data, options);
}

/** The headers of every call: client, language and the session's token. */
export function requestHeaders(extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { 'jnpf-origin': 'pc', 'jnpf-lang': appState.language, ...extra };
  if (session.token) headers.Authorization = session.token;
  return headers;
}

/** A call that got no reply: the generic message (unless silent) as a RequestError. */
export function networkError(options: Pick<RequestOptions, 'silent'>, cause: unknown): RequestError {
  const text = genericError();
  if (!options.silent) notify.error(text);
  return new RequestError(text, undefined, cause);
}

/**
 * A reply's envelope: returned on success (or as-is with `raw`), else its message is shown (unless
 * silent), a 600/601/602 ends the session, and a RequestError is thrown.
 */
export function settle<T>(url: string, body: unknown, options: Pick<RequestOptions, 'raw' | 'silent'>): Envelope<T> {
  const reply = body as Envelope<T> | undefined;
  if (options.raw || skipsCodeCheck(url)) return reply as Envelope<T>;
  if (isSuccess(reply)) return reply as Envelope<T>;

  const code = reply && typeof reply === 'object' ? reply.code : undefined;
  const text = (reply && typeof reply === 'object' && reply.msg) || genericError();
  const expires = code !== undefined && SESSION_CODES.includes(code) && !NO_EXPIRY_URLS.some((u) => url.split('?')[0].endsWith(u));
  if (expires) {
    announceSessionEnd(text);
  } else if (code === PASSWORD_CHANGE_CODE) {
    // Several calls of one screen may be refused at once: one message, one move to the password tab.
    if (currentHref() !== PASSWORD_PAGE) {
      notify.error(text, { duration: 1.5 });
      navigateTo(PASSWORD_PAGE);
    }
  } else if (!options.silent) {
    notify.error(text, { duration: 1.5 });
  }
  throw new RequestError(text, code, reply);
}

type Payload = RequestOptions['data'];
type Extra = Omit<RequestOptions, 'url' | 'method' | 'data'>;

/** Shorthands that resolve with `data` of the envelope. */
export const http = {
  get: async <T>(url: string, data?: Payload, extra?: Extra) => (await request<T>({ ...extra, url, method: 'GET', data })).data,
  post: async <T>(url: string, data?: Payload, extra?: Extra) => (await request<T>({ ...extra, url, method: 'POST', data })).data,
  put: async <T>(url: string, data?: Payload, extra?: Extra) => (await request<T>({ ...extra, url, method: 'PUT', data })).data,
  delete: async <T>(url: string, data?: Payload, extra?: Extra) => (await request<T>({ ...extra, url, method: 'DELETE', data })).data,
};
