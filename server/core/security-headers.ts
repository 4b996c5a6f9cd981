import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's response headers for fixed options, computed once at start. @fastify/helmet built the middleware again
 * (and parsed the CSP again) on every request; with options that never change the headers are the same every time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => { headers[name.toLowerCase()] = value; },
    removeHeader: () => {}, // X-Powered-By: Fastify never sets it
  };
  let failure: unknown;
  helmet(options)({} as never, res as never, (error?: unknown) => { failure = error; });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
