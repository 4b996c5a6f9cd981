import type { App } from '../../server/app';
import { changedTables, fingerprint } from './fingerprint';
import { generate, isIdKey, type FuzzInput } from './inputs';
import { judge, sentStrings } from './oracle';
import { liveOperations, type Operation } from './operations';
import { createRng } from './prng';
import { buildWorld, FUZZ_PASSWORD } from './world';
import { login } from '../api/helpers';

/** Routes not fuzzed at all, and why. */
export const SKIPPED_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/oauth/Logout': 'ends the fuzz session (every later input would only test the 600 reply)',
  'GET /api/message/websocket': 'a websocket upgrade, not a JSON route (its frame and auth limits are the realtime tests\' job)',
};

/** Calls that only read although they are POSTs (exports, look-ups): fuzzed freely like GETs. */
const READ_POSTS = /\/export$|\/Action\/Export$|\/GetAreaByIds$/;

export interface Finding {
  kind: '5xx' | 'leak' | 'write' | 'session-lost';
  route: string;
  request: string;
  mutations: string[];
  status: number;
  reply: string;
  detail?: string;
}

export interface CampaignSummary {
  seed: number;
  budget: number;
  database: string;
  inputs: number;
  routes: number;
  routesFuzzed: number;
  /** Routes the fuzz user passes the access check of (the rest answer 403 at the hook). */
  routesReached: number;
  skipped: Array<{ route: string; reason: string }>;
  /** Write routes this user may call whose schema refuses nothing: never sent anything. */
  notSendable: Array<{ route: string; reason: string }>;
  serverErrors: number;
  leaks: number;
  writes: number;
  sessionLost: number;
  findings: Finding[];
  /** Replies by envelope code (or `http <status>` when the body is no envelope). */
  replies: Record<string, number>;
  seconds: number;
  at: string;
}

const routeName = (op: Operation) => `${op.method} ${op.url}`;
const isRead = (op: Operation) => op.method === 'GET' || READ_POSTS.test(op.url);

/** Text that can travel in a URL: a lone surrogate cannot be percent-encoded, so it becomes U+FFFD as in a browser. */
const wellFormed = (s: string) => (s as string & { toWellFormed(): string }).toWellFormed();

function concreteUrl(op: Operation, params: Record<string, string>): string {
  return op.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(wellFormed(params[name] ?? '')));
}

const urlQuery = (query: FuzzInput['query']) => Object.fromEntries(Object.entries(query).map(([k, v]) => [wellFormed(k), Array.isArray(v) ? v.map(wellFormed) : wellFormed(v)]));

/** A write this user may reach names a record by id (path or body `id`/`ids`): the fuzzer fills those from out of reach. */
function namesTarget(op: Operation, input: FuzzInput): boolean {
  if (op.path.some((p) => isIdKey(p.name))) return true;
  const body = input.body as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object') return false;
  return (typeof body.id === 'string' && body.id !== '') || (Array.isArray(body.ids) && body.ids.length > 0);
}

/** Whether Fastify refuses a raw body before the handler: bad or poisoned JSON, a type it has no parser for. */
function refusedRaw(op: Operation, input: FuzzInput): boolean {
  const raw = input.raw!;
  if (raw.contentType.includes('json') || raw.contentType.includes('xml')) return true;
  const body = raw.contentType.includes('urlencoded') ? Object.fromEntries(new URLSearchParams(raw.payload)) : raw.payload;
  return op.refuses({ ...input, body });
}

function describe(op: Operation, input: FuzzInput): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query)) for (const x of Array.isArray(v) ? v : [v]) q.append(k, x.slice(0, 80));
  const body = input.raw ? `${input.raw.contentType} ${input.raw.payload}` : JSON.stringify(input.body) ?? '';
  return `${op.method} ${concreteUrl(op, Object.fromEntries(Object.entries(input.params).map(([k, v]) => [k, v.slice(0, 80)])))}${q.size ? `?${q}` : ''} ${body.slice(0, 400)}`;
}

/**
 * Walks the live route table as a signed-in user with partial rights and sends `budget` bad inputs,
 * spread over the routes (more to the ones the user reaches). Checks each reply (no 5xx, no leak)
 * and every table's fingerprint around each route's batch (no write).
 */
export async function runCampaign(app: App, options: {
  seed: number; budget: number; progress?: (line: string) => void;
  /** Fuzz only these routes ("METHOD /url"); default every route. */
  only?: (route: string) => boolean;
}): Promise<CampaignSummary> {
  const started = Date.now();
  const world = await buildWorld(app);
  let token = world.token;
  const rng = createRng(options.seed);
  const operations = liveOperations(app);
  const skipped = operations.filter((op) => SKIPPED_ROUTES[routeName(op)]).map((op) => ({ route: routeName(op), reason: SKIPPED_ROUTES[routeName(op)] }));
  const active = operations.filter((op) => !SKIPPED_ROUTES[routeName(op)] && (options.only?.(routeName(op)) ?? true));
  const weight = (op: Operation) => (world.reaches(op.access) ? 6 : 1);
  const totalWeight = active.reduce((s, op) => s + weight(op), 0);
  const summary: CampaignSummary = {
    seed: options.seed, budget: options.budget, database: app.database.kind, inputs: 0, routes: operations.length, routesFuzzed: 0,
    routesReached: active.filter((op) => world.reaches(op.access)).length, skipped, notSendable: [],
    serverErrors: 0, leaks: 0, writes: 0, sessionLost: 0, findings: [], replies: {}, seconds: 0, at: '',
  };
  const db = app.database.db;
  const settle = () => app.logWriter.flush();
  await settle();
  let before = await fingerprint(db);

  for (const op of active) {
    const reached = world.reaches(op.access);
    const guarded = reached && !isRead(op);
    const menuRoute = typeof op.access === 'object';
    const ids = guarded ? world.pools.outOfReach : [...world.pools.inReach, ...world.pools.outOfReach];
    const count = Math.max(1, Math.round((options.budget * weight(op)) / totalWeight));
    let sent = 0;
    /** Writes this user may reach that the server answered 200: the suspects when the fingerprint moves. */
    const accepted: string[] = [];
    for (let n = 0; n < count; n++) {
      let input: FuzzInput | null = null;
      for (let attempt = 0; attempt < 30 && !input; attempt++) {
        const candidate = generate(op, rng, ids);
        // A write the user may make is sent only when the server must refuse it: the schema refuses it,
        // or it names a record out of the user's reach (menu routes; a profile route has no such record).
        const refused = candidate.raw ? refusedRaw(op, candidate) : op.refuses(candidate);
        if (!guarded || refused || (menuRoute && namesTarget(op, candidate))) input = candidate;
      }
      if (!input) continue;
      sent++;
      const headers: Record<string, string> = { authorization: token, ...input.headers };
      let payload: string | undefined;
      if (input.raw) { payload = input.raw.payload; headers['content-type'] = input.raw.contentType; }
      else if (input.body !== undefined && op.method !== 'GET') { payload = JSON.stringify(input.body); headers['content-type'] = 'application/json'; }
      const res = await app.inject({ method: op.method as 'GET', url: concreteUrl(op, input.params), query: urlQuery(input.query), payload, headers });
      summary.inputs++;
      const contentType = String(res.headers['content-type'] ?? '');
      const verdict = judge(res.statusCode, contentType, res.body, sentStrings([input.params, input.query, input.body, input.raw?.payload]));
      let code: number | undefined;
      try { code = contentType.includes('json') ? (JSON.parse(res.body) as { code?: number }).code : undefined; } catch { code = undefined; }
      const key = typeof code === 'number' ? String(code) : `http ${res.statusCode}`;
      summary.replies[key] = (summary.replies[key] ?? 0) + 1;
      const finding = (kind: Finding['kind'], detail?: string) => summary.findings.push({
        kind, route: routeName(op), request: describe(op, input), mutations: input.mutations, status: res.statusCode, reply: res.body.slice(0, 400), detail,
      });
      if (guarded && code === 200 && accepted.length < 3) accepted.push(describe(op, input));
      if (verdict.serverError) { summary.serverErrors++; finding('5xx'); }
      if (verdict.leak) { summary.leaks++; finding('leak', verdict.leak); }
      if (op.access !== 'public' && (code === 600 || code === 601 || code === 602)) {
        summary.sessionLost++;
        finding('session-lost');
        token = await login(app, world.account, FUZZ_PASSWORD);
      }
    }
    if (sent === 0) {
      summary.notSendable.push({ route: routeName(op), reason: 'writes for this user and its schema refuses no input the fuzzer makes' });
      continue;
    }
    summary.routesFuzzed++;
    await settle();
    const after = await fingerprint(db);
    const changed = changedTables(before, after);
    if (changed.length) {
      summary.writes++;
      summary.findings.push({
        kind: 'write', route: routeName(op), request: accepted.length ? `answered 200: ${accepted.join(' | ')}` : `one of ${sent} inputs`,
        mutations: [], status: 0, reply: '', detail: changed.join(', '),
      });
    }
    before = after;
    options.progress?.(`${routeName(op)}: ${sent} inputs${changed.length ? `, wrote ${changed.join(', ')}` : ''}`);
  }
  summary.seconds = Math.round((Date.now() - started) / 100) / 10;
  summary.at = new Date().toISOString();
  return summary;
}
