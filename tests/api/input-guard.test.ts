import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spvs } from '../../server/db/schema';
import { adminLogin, call, createTestApp, type TestContext } from './helpers';
import { rowCount } from './gold-helpers';

// Inputs the fuzzer (tests/fuzz) found answered with a 500: each is now refused as bad input, and nothing is written.
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
});
afterAll(async () => { await t?.close(); });

describe('input the database cannot take is refused up front', () => {
  it('a NUL character in a path id is a 400, not a 500', async () => {
    const r = await call(t.app, 'GET', '/api/spv/detail/abc%00def', { token: admin });
    expect(r.code).toBe(400);
  });

  it('a NUL character in a query value or a body field is a 400 and writes nothing', async () => {
    expect((await call(t.app, 'GET', '/api/spv/page', { token: admin, query: { keyword: 'a\u0000b' } })).code).toBe(400);
    const before = await rowCount(t, spvs);
    const r = await call(t.app, 'POST', '/api/spv/edit', { token: admin, payload: { name: 'SPV\u0000x', phone: '0755-88886666' } });
    expect(r.code).toBe(400);
    expect(await rowCount(t, spvs)).toBe(before);
  });

  it('a page number whose offset would overflow the database is a 400', async () => {
    const r = await call(t.app, 'GET', '/api/system/BillRule', { token: admin, query: { currentPage: '1e21', pageSize: '20' } });
    expect(r.code).toBe(400);
  });

  it('a number that is not finite once coerced (1e309: Infinity) is a 400', async () => {
    const r = await call(t.app, 'GET', '/api/system/BillRule', { token: admin, query: { currentPage: '1e309' } });
    expect(r.code).toBe(400);
  });

  it('a time filter past year 9999 (no valid Date) is a 400', async () => {
    expect((await call(t.app, 'GET', '/api/system/Log/1', { token: admin, query: { startTime: '100000000000000000' } })).code).toBe(400);
    expect((await call(t.app, 'GET', '/api/system/Log/1', { token: admin, query: { endTime: '9000000000000000' } })).code).toBe(400);
  });

  it('the last page number allowed still answers an empty page', async () => {
    const r = await call(t.app, 'GET', '/api/system/BillRule', { token: admin, query: { currentPage: '1000000', pageSize: '500' } });
    expect({ code: r.code, rows: r.data.list.length }).toEqual({ code: 200, rows: 0 });
  });
});
