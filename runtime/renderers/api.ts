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
  const reply = await request<T>({ url, method: call.method, data: payload, query });
  return call.replyJson ? { ...reply, data: unwrapReplyJson(reply.data, call.replyJson) as T } : reply;
}

/**
 * The data of a call with `replyJson`: `data[key]` is JSON text (JNPF's `{ id, data: "<json>" }`), parsed and used
 * as the data; the reply's other keys (the record's `id`) fill what the parsed object lacks. Text that does not
 * parse rejects like a failed call, so the page shows its error state instead of an empty record.
 */
export function unwrapReplyJson(data: unknown, key: string): unknown {
  // A reply without the key (values sent as they are) is used as it is.
  if (!data || typeof data !== 'object' || Array.isArray(data) || !(key in data)) return data;
  const { [key]: inner, ...rest } = data as Record<string, unknown>;
  let parsed: unknown = inner;
  if (typeof inner === 'string') {
    try {
      parsed = inner === '' ? null : (JSON.parse(inner) as unknown);
    } catch {
      throw new Error(`reply ${key} is not JSON`);
    }
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { ...rest, ...(parsed as Record<string, unknown>) };
  return parsed ?? null;
}

/** Runs an export call and saves the file the server names. */
export function downloadApi(call: ApiCall, context: Record<string, unknown>, data?: Record<string, unknown>): Promise<void> {
  if (call.method !== 'GET' && call.method !== 'POST') throw new Error(`export must be GET or POST: ${call.url}`);
  const url = resolveUrl(call, context);
  const declared = call.method === 'GET' ? call.query : call.body;
  const payload = declared === undefined ? data : resolveTemplate(declared, context);
  return download({ url, method: call.method, data: payload as Record<string, unknown> | undefined });
}
