import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../api/helpers';
import { runCampaign } from './campaign';

// CI runs a fixed seed and a small budget; `npm run fuzz` runs the big one (FUZZ_BUDGET, FUZZ_SEED).
const SEED = Number(process.env.FUZZ_SEED || 1);
const BUDGET = Number(process.env.FUZZ_CI_BUDGET || 1500);

describe('fuzzing the live route table as a user with partial rights', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it(`${BUDGET} bad inputs (seed ${SEED}): no 5xx, no write, no reply leaking a stack or SQL, the session survives`, async () => {
    const s = await runCampaign(t.app, { seed: SEED, budget: BUDGET });
    expect(s.findings).toEqual([]);
    expect(s.inputs).toBeGreaterThanOrEqual(BUDGET * 0.9);
    // Every route but the skipped and unsendable ones got inputs, and the user reached a good share of them.
    expect(s.routesFuzzed).toBe(s.routes - s.skipped.length - s.notSendable.length);
    expect(s.routesReached).toBeGreaterThan(60);
  }, 600_000);
});

describe('the fuzzer notices what it must', () => {
  let t: TestContext;
  beforeAll(async () => {
    // Planted faults, one per finding kind, on routes any signed-in user reaches.
    t = await createTestApp({
      beforeReady: (app) => {
        const config = { access: 'session' as const };
        const schema = { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 50 } } } };
        app.get('/api/fuzzprobe/throws', { config, schema }, async () => { throw new Error('boom'); });
        app.get('/api/fuzzprobe/leaks', { config, schema }, async () => ({ code: 400, msg: 'syntax error at or near "from"' }));
        app.get('/api/fuzzprobe/stack', { config, schema }, async () => ({ code: 400, msg: new Error('x').stack }));
        app.get('/api/fuzzprobe/writes', { config, schema }, async () => {
          await app.database.db.execute(sql`update roles set description = ${String(Math.random())} where en_code = 'FUZZROLE'`);
          return { code: 200, msg: 'ok' };
        });
      },
    });
  });
  afterAll(async () => { await t?.close(); });

  it('reports a 5xx, an SQL leak, a stack leak and a write, each on its route', async () => {
    const s = await runCampaign(t.app, { seed: SEED, budget: 20, only: (r) => r.includes('/fuzzprobe/') });
    const kinds = (route: string) => [...new Set(s.findings.filter((f) => f.route === route).map((f) => f.kind))].sort();
    expect(kinds('GET /api/fuzzprobe/throws')).toEqual(['5xx']);
    expect(kinds('GET /api/fuzzprobe/leaks')).toEqual(['leak']);
    expect(kinds('GET /api/fuzzprobe/stack')).toEqual(['leak']);
    expect(kinds('GET /api/fuzzprobe/writes')).toEqual(['write']);
  }, 120_000);
});
