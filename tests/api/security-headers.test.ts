import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

/** Helmet's headers (computed once, server/core/security-headers.ts) are on every reply: API, refusals and 404s. */
let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const CSP = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;"
  + "connect-src 'self' ws: wss:;font-src 'self' data:;object-src 'none';frame-ancestors 'self';base-uri 'self';"
  + "form-action 'self';script-src-attr 'none'";

const directives = (csp: string) => csp.split(';').sort();

describe('security headers', () => {
  it.each([
    ['an open route', '/api/health', {}],
    ['a refused route', '/api/shop/page', {}],
    ['a missing API route', '/api/nothing/here', {}],
    ['a web path', '/some/page', {}],
  ])('are set on %s', async (_what, url) => {
    const r = await t.app.inject({ method: 'GET', url });
    expect(directives(String(r.headers['content-security-policy']))).toEqual(directives(CSP));
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['x-powered-by']).toBeUndefined();
    expect(r.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
