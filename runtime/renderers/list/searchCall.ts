import type { ApiCall } from '../../../schemas';
import { callApi } from '../api';
import { resolveTemplate } from '../template';
import { isEmptyValue } from './searchParams';
import type { ListQuery } from './useListData';

/** The list's search and tree-filter parameters, without paging and sort: what a summary or chart filters by. */
export function searchOf(query: ListQuery): Record<string, unknown> {
  return { ...query.search, ...query.filter };
}

/** Drops the parameters that resolved to nothing, so an empty search field sends no key at all. */
function withoutEmpty(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => !isEmptyValue(v)));
}

/**
 * Runs the call of a summary or chart (schemas/page/language.ts ListSummary, ListChart): its declared `query`
 * (GET) or `body` read `{{search.x}}` and `{{route.x}}`; without one it sends the search parameters.
 */
export function callWithSearch<T>(call: ApiCall, search: Record<string, unknown>, route: Record<string, string>) {
  const context = { search, route };
  const declared = call.method === 'GET' ? call.query : call.body;
  const data = declared === undefined ? search : withoutEmpty(resolveTemplate(declared, context));
  // The declared part is resolved here; the call itself then carries only its url.
  return callApi<T>({ method: call.method, url: call.url }, context, data);
}
