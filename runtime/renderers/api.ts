import type { ApiCall } from '../../schemas';
import { request, download, type Envelope } from '../data';
import { resolveTemplate, resolveUrl } from './template';

/**
 * Runs one API call of a page. `data` is what the page supplies when the call names no body/query
 * (form values for a save, search + paging for a list).
 */
export async function callApi<T = unknown>(call: ApiCall, context: Record<string, unknown>, data?: unknown): Promise<Envelope<T>> {
  const url = resolveUrl(call, context);
  const declared = call.method === 'GET' ? call.query : call.body;
  const payload = declared === undefined ? data : resolveTemplate(declared, context);
  const query = call.method !== 'GET' && call.query ? (resolveTemplate(call.query, context) as Record<string, unknown>) : undefined;
  return request<T>({ url, method: call.method, data: payload, query });
}

/** Runs an export call and saves the file the server names. */
export function downloadApi(call: ApiCall, context: Record<string, unknown>, data?: Record<string, unknown>): Promise<void> {
  if (call.method !== 'GET' && call.method !== 'POST') throw new Error(`export must be GET or POST: ${call.url}`);
  const url = resolveUrl(call, context);
  const declared = call.method === 'GET' ? call.query : call.body;
  const payload = declared === undefined ? data : resolveTemplate(declared, context);
  return download({ url, method: call.method, data: payload as Record<string, unknown> | undefined });
}
