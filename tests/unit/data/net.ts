import { vi } from 'vitest';

/** A recorded call at the network edge. */
export interface Call {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

export type Reply = unknown | ((call: Call) => unknown);

/**
 * Replaces globalThis.fetch (and XMLHttpRequest, which uploads use for their progress) with a stub
 * that answers by "METHOD /path" (JSON replies with HTTP 200 unless the reply is a Response).
 * Returns the recorded calls.
 */
export function stubFetch(routes: Record<string, Reply>): Call[] {
  const calls: Call[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: Call = { url, method, headers: new Headers(init.headers), body: init.body };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    if (!(key in routes)) return new Response(JSON.stringify({ code: 404, msg: `no stub for ${key}` }), { headers: { 'Content-Type': 'application/json' } });
    const reply = routes[key];
    const value = typeof reply === 'function' ? (reply as (c: Call) => unknown)(call) : reply;
    if (value instanceof Error) throw value;
    if (value instanceof Response) return value;
    return new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });
  };
  vi.stubGlobal('fetch', fetchStub);
  vi.stubGlobal('XMLHttpRequest', xhrOver(fetchStub));
  return calls;
}

/** Upload progress the stubbed XMLHttpRequest reports before its reply: a half, then the whole body. */
export const STUB_PROGRESS_STEPS = [0.5, 1];

type ProgressHandler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** An XMLHttpRequest answering through the fetch stub (the subset the app uses). */
function xhrOver(fetchStub: (input: string, init: RequestInit) => Promise<Response>) {
  return class StubXhr {
    upload: { onprogress: ProgressHandler } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    timeout = 0;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.onabort?.();
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      const total = body instanceof FormData ? [...body.values()].reduce((sum, v) => sum + (typeof v === 'string' ? v.length : v.size), 0) : 0;
      void (async () => {
        for (const step of STUB_PROGRESS_STEPS) this.upload.onprogress?.({ lengthComputable: total > 0, loaded: Math.round(total * step), total });
        try {
          const response = await fetchStub(this.url, { method: this.method, headers: this.headers, body: body as BodyInit });
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        } catch {
          this.onerror?.();
        }
      })();
    }
  };
}

/** Texts of the antd message popups on screen (notices playing their leave animation are gone already). */
export function messageTexts(): string[] {
  return [...document.querySelectorAll('.ant-message-notice')]
    .filter((n) => !/-leave\b/.test(n.className))
    .map((n) => n.textContent ?? '');
}
