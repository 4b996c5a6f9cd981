import { createHash } from 'node:crypto';

/**
 * Queries built per request (a page with its filters and the caller's scope, its total, a scoped read by id) sent as
 * named prepared statements (docs/architecture.md#request-cost): PostgreSQL parses each text once per connection and,
 * after a few runs, reuses a generic plan instead of planning the joins on every request (about 2 ms for a page of
 * shops). Values stay parameters, so the same shape of query has one text whatever the values. The name is a hash of
 * the text (a changed text is a new statement, never a clash); only the first MAX_NAMED texts of the process get a
 * name, so the statements each connection keeps are bounded whatever filters callers combine. PGlite ignores names.
 */
const MAX_NAMED = 500;
const names = new Map<string, string>();

export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

export interface PreparedLike<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** Prepares a built Drizzle select, named when the driver takes names (node-postgres); values may be placeholders. */
export function prepareNamed<T>(query: { prepare(name: string): PreparedLike<T> }): PreparedLike<T> {
  // Built once: the name is set on the prepared query's configs after the text is known.
  const prepared = query.prepare('') as PreparedLike<T> & { queryString?: string; queryConfig?: { name?: string }; rawQueryConfig?: { name?: string } };
  const name = prepared.queryString === undefined ? undefined : statementName(prepared.queryString);
  if (name && prepared.queryConfig && prepared.rawQueryConfig) {
    prepared.queryConfig.name = name;
    prepared.rawQueryConfig.name = name;
  }
  return prepared;
}

/** Runs a built Drizzle select once, as a named statement (see prepareNamed). */
export function executeNamed<T>(query: { prepare(name: string): PreparedLike<T> }): Promise<T> {
  return prepareNamed(query).execute();
}
