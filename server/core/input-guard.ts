import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { tr } from './i18n';

/**
 * Whether `value` holds something no column can store: a string (or key) with U+0000, which PostgreSQL text
 * refuses, or a number that is not finite (`1e309` passes a schema's integer check and maximum once
 * coerced to Infinity). Iterative, so a deeply nested body cannot overflow the stack.
 */
export function unstorable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return true;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x); // not a spread: a huge array would exceed the argument limit
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

/**
 * preHandler hook (after the schema has coerced the input): such input would fail in the database as a 500
 * (the fuzzer found `/api/spv/detail/x%00` and `?currentPage=1e309`); no field takes it, so it is bad input.
 */
export async function refuseUnstorableInput(request: FastifyRequest): Promise<void> {
  if (unstorable(request.params) || unstorable(request.query) || unstorable(request.body)) throw badRequest(tr(request, 'invalidInput'));
}
