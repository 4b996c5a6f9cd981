import type { Operation, Schema } from './operations';
import type { Rng } from './prng';
import { hugeString, NASTY_NUMBERS, nastyString, nastyValue } from './nasty';

/** Ids to put where a route takes one. */
export interface IdPools {
  /** Records the fuzz user may not touch (other organisations, other SPVs) and ids of nothing at all. */
  outOfReach: string[];
  /** Everything else that exists: the user's own records, reference data. Sent to reads only. */
  inReach: string[];
}

export interface FuzzInput {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** Undefined: no body. */
  body: unknown;
  /** A body sent as this exact text and content type instead of JSON. */
  raw?: { payload: string; contentType: string };
  headers: Record<string, string>;
  mutations: string[];
}

const ID_KEY = /^(id|ids|objectId)$|Ids?$/;
export const isIdKey = (key: string) => ID_KEY.test(key);

interface Ctx { rng: Rng; ids: string[] }

function branch(schema: Schema, rng: Rng): Schema {
  const options: Schema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (!options?.length) return schema;
  const nonNull = options.filter((o) => !(o.enum && o.enum.length === 1 && o.enum[0] === null));
  return branch(rng.pick(nonNull.length ? nonNull : options), rng);
}

function plausibleString(s: Schema, key: string, ctx: Ctx): string {
  const { rng } = ctx;
  if (isIdKey(key) && ctx.ids.length) return rng.pick(ctx.ids);
  if (typeof s.pattern === 'string') {
    if (s.pattern.includes('0-9a-fA-F]{32}')) return 'e10adc3949ba59abbe56e057f20f883e';
    if (s.pattern.includes('\\d{6}')) return '123456';
  }
  const max = Math.min(s.maxLength ?? 12, 12);
  const min = Math.min(s.minLength ?? 1, max);
  const len = rng.int(min, Math.max(min, max));
  return Array.from({ length: len }, () => rng.pick('abcdefghijkLMNOPQ0123456789'.split(''))).join('');
}

/** A value the schema would likely accept (the base the mutations then break). */
export function plausible(schema: Schema, key: string, ctx: Ctx, depth = 0): unknown {
  const s = branch(schema, ctx.rng);
  const { rng } = ctx;
  if (Array.isArray(s.enum) && s.enum.length) return rng.pick(s.enum);
  if (s.const !== undefined) return s.const;
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = s.minimum ?? 0;
      const max = s.maximum ?? min + 100;
      return rng.int(Math.ceil(min), Math.floor(max));
    }
    case 'boolean': return rng.chance(0.5);
    case 'array': {
      const n = rng.int(s.minItems ?? 0, Math.min(s.maxItems ?? 3, Math.max(s.minItems ?? 0, 3)));
      return Array.from({ length: n }, () => plausible(s.items ?? {}, key, ctx, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required: string[] = s.required ?? [];
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
        if (depth < 4 && (required.includes(k) || rng.chance(0.6))) out[k] = plausible(v, k, ctx, depth + 1);
      }
      return out;
    }
    default: return plausibleString(s, key, ctx);
  }
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

function wrongType(value: unknown, rng: Rng): unknown {
  if (typeof value === 'string') return rng.pick<unknown>([rng.pick(NASTY_NUMBERS), true, [value], { value }, null]);
  if (typeof value === 'number') return rng.pick<unknown>(['12abc', '', [value], { value }, true]);
  if (Array.isArray(value)) return rng.pick<unknown>(['x', 7, { 0: value[0] }, null]);
  if (value && typeof value === 'object') return rng.pick<unknown>([[value], 'object', 0]);
  return rng.pick<unknown>(['x', 1, [], {}]);
}

type Mutation = (input: FuzzInput, op: Operation, ctx: Ctx) => boolean;

/** Mutates one body property (top level or one level down); false when the body has none. */
function mutateBodyField(input: FuzzInput, rng: Rng, fn: (value: unknown, key: string) => unknown): boolean {
  const body = input.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const obj = body as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (!keys.length) return false;
  const key = rng.pick(keys);
  const inner = obj[key];
  if (inner && typeof inner === 'object' && !Array.isArray(inner) && Object.keys(inner).length && rng.chance(0.4)) {
    const k2 = rng.pick(Object.keys(inner));
    (inner as Record<string, unknown>)[k2] = fn((inner as Record<string, unknown>)[k2], k2);
  } else obj[key] = fn(inner, key);
  return true;
}

function mutateQueryOrParam(input: FuzzInput, op: Operation, rng: Rng, fn: (value: string, key: string) => string | string[]): boolean {
  const targets = [...op.path.map((p) => ['params', p.name] as const), ...op.query.map((p) => ['query', p.name] as const)];
  if (!targets.length) return false;
  const [where, key] = rng.pick(targets);
  const result = fn(asText(input[where][key] ?? ''), key);
  if (where === 'params') input.params[key] = Array.isArray(result) ? result.join(',') : result;
  else input.query[key] = result;
  return true;
}

const idValue = (ctx: Ctx, pool: 'bad' | 'pool') => (pool === 'bad'
  ? ctx.rng.pick(['0', '-1', '00000000-0000-0000-0000-000000000000', 'ffffffffffffffffffff', '1 OR 1=1', "x' --", '%', '..', hugeString(ctx.rng).slice(0, 300), '😀'])
  : ctx.rng.pick(ctx.ids.length ? ctx.ids : ['missing']));

const MUTATIONS: Record<string, Mutation> = {
  'wrong-type': (i, op, { rng }) => mutateBodyField(i, rng, (v) => wrongType(v, rng)) || mutateQueryOrParam(i, op, rng, () => rng.pick(['abc', '-1', '1.5', '[]', '{}'])),
  missing: (i, op, { rng }) => {
    if (i.body && typeof i.body === 'object' && !Array.isArray(i.body)) {
      const req: string[] = op.body?.required ?? Object.keys(i.body);
      if (req.length) { delete (i.body as Record<string, unknown>)[rng.pick(req)]; return true; }
    }
    if (op.body && rng.chance(0.5)) { i.body = undefined; return true; }
    const q = Object.keys(i.query);
    if (q.length) { delete i.query[rng.pick(q)]; return true; }
    return false;
  },
  extra: (i, _op, { rng }) => {
    const key = rng.pick(['__proto__', 'constructor', 'isAdministrator', 'deleteMark', 'createdBy', 'version', 'extra', '$where', 'id']);
    if (i.body && typeof i.body === 'object' && !Array.isArray(i.body)) {
      Object.defineProperty(i.body, key, { value: nastyValue(rng), enumerable: true, configurable: true, writable: true });
    } else i.query[key] = nastyString(rng).slice(0, 2000);
    return true;
  },
  huge: (i, op, { rng }) => mutateBodyField(i, rng, () => hugeString(rng)) || mutateQueryOrParam(i, op, rng, () => hugeString(rng).slice(0, 70_000)),
  'nasty-string': (i, op, { rng }) => (rng.chance(0.5) && mutateQueryOrParam(i, op, rng, () => nastyString(rng).slice(0, 5000))) || mutateBodyField(i, rng, () => nastyString(rng)),
  'nasty-number': (i, op, { rng }) => mutateBodyField(i, rng, () => rng.pick(NASTY_NUMBERS)) || mutateQueryOrParam(i, op, rng, () => String(rng.pick(NASTY_NUMBERS))),
  'bad-id': (i, op, ctx) => setIds(i, op, ctx, 'bad'),
  'other-id': (i, op, ctx) => setIds(i, op, ctx, 'pool'),
  'body-shape': (i, _op, { rng }) => {
    let deep: unknown = 1;
    for (let d = 0; d < 200; d++) deep = { a: deep };
    i.body = rng.pick<unknown>([[], [i.body], 'text', 42, null, deep, Array.from({ length: 5000 }, (_, n) => n)]);
    return true;
  },
  'raw-body': (i, _op, { rng }) => {
    i.raw = rng.pick([
      { payload: '{"a":', contentType: 'application/json' },
      { payload: '{"__proto__":{"isAdministrator":true}}', contentType: 'application/json' },
      { payload: '{"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
      { payload: 'account=admin&password=1', contentType: 'application/x-www-form-urlencoded' },
      { payload: 'plain text', contentType: 'text/plain' },
      { payload: '<xml/>', contentType: 'application/xml' },
      { payload: '\u0000\u0001\u0002', contentType: 'application/json; charset=latin1' },
    ]);
    return true;
  },
  'query-array': (i, op, { rng }) => mutateQueryOrParam(i, op, rng, (v) => [v, nastyString(rng).slice(0, 200)]),
};

function setIds(i: FuzzInput, op: Operation, ctx: Ctx, pool: 'bad' | 'pool'): boolean {
  let done = false;
  for (const p of op.path) if (isIdKey(p.name) || ctx.rng.chance(0.5)) { i.params[p.name] = idValue(ctx, pool); done = true; }
  for (const k of Object.keys(i.query)) if (isIdKey(k)) { i.query[k] = idValue(ctx, pool); done = true; }
  if (i.body && typeof i.body === 'object' && !Array.isArray(i.body)) {
    const obj = i.body as Record<string, unknown>;
    for (const k of Object.keys(obj)) {
      if (!isIdKey(k)) continue;
      obj[k] = Array.isArray(obj[k]) ? [idValue(ctx, pool), idValue(ctx, pool)] : idValue(ctx, pool);
      done = true;
    }
  }
  return done;
}

const MUTATION_NAMES = Object.keys(MUTATIONS);

/**
 * One bad input for `op`: a plausible input from its schema, then one to three mutations.
 * `ids` are the only ids the generator uses (the caller passes out-of-reach ones for writes).
 */
export function generate(op: Operation, rng: Rng, ids: string[]): FuzzInput {
  const ctx: Ctx = { rng, ids };
  const input: FuzzInput = { params: {}, query: {}, body: undefined, headers: {}, mutations: [] };
  for (const p of op.path) input.params[p.name] = asText(plausible(p.schema, p.name, ctx));
  for (const p of op.query) {
    if (!p.required && !rng.chance(0.6)) continue;
    const v = plausible(p.schema, p.name, ctx);
    input.query[p.name] = Array.isArray(v) ? v.map(asText) : asText(v);
  }
  if (op.body) input.body = plausible(op.body, '', ctx);
  if (rng.chance(0.1)) input.headers['jnpf-lang'] = rng.pick(['en', 'zh-TW', 'xx', '../../etc', '😀', 'a'.repeat(500)]);
  const n = rng.int(1, 3);
  for (let k = 0; k < n; k++) {
    const name = rng.pick(MUTATION_NAMES);
    if (MUTATIONS[name](input, op, ctx)) input.mutations.push(name);
  }
  return input;
}
