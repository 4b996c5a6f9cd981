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
 * Replaces globalThis.fetch with a stub that answers by "METHOD /path" (JSON replies with HTTP 200
 * unless the reply is a Response). Returns the recorded calls.
 */
export function stubFetch(routes: Record<string, Reply>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
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
  });
  return calls;
}

/** Texts of the antd message popups on screen (notices playing their leave animation are gone already). */
export function messageTexts(): string[] {
  return [...document.querySelectorAll('.ant-message-notice')]
    .filter((n) => !/-leave\b/.test(n.className))
    .map((n) => n.textContent ?? '');
}
