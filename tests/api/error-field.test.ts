import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, md5 } from './helpers';
import { createFranchisee, createSpv, goldApp, uniqueName, type GoldContext } from './gold-helpers';

/**
 * A failure that concerns one input field names it by key in `data.field` (server/app.ts error
 * handler), whatever the language of `msg`, so the form can place it under that field.
 */
let t: GoldContext;
let franchiseeId: string;
beforeAll(async () => {
  t = await goldApp();
  const spv = await createSpv(t, { name: uniqueName('SPV') });
  franchiseeId = (await createFranchisee(t, spv.id, { name: uniqueName('店主') })).id;
});
afterAll(async () => { await t?.close(); });

const post = (url: string, payload: unknown, lang?: string) =>
  call(t.app, 'POST', url, { token: t.admin, payload, headers: lang ? { 'jnpf-lang': lang } : undefined });
const saveShop = (payload: Record<string, unknown>, lang?: string) => post('/api/shop/edit', payload, lang);

describe('data.field of a failed reply', () => {
  it('names the field of a rule failure (AppError.field) in every language', async () => {
    const bad = { allianceBusinessId: franchiseeId, name: uniqueName('S'), phone: 'abc' };
    expect(await saveShop(bad)).toEqual({ code: 400, msg: '联系电话：请正确输入您的手机或座机号', data: { field: 'phone' } });
    const en = await saveShop(bad, 'en');
    expect(en).toMatchObject({ code: 400, data: { field: 'phone' } });
    expect(en.msg).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await saveShop(bad, 'zhtw')).toMatchObject({ code: 400, data: { field: 'phone' } });
  });

  it('names a missing required field', async () => {
    expect(await saveShop({ allianceBusinessId: franchiseeId })).toEqual({ code: 400, msg: '门店名称不能为空', data: { field: 'name' } });
    expect(await saveShop({ allianceBusinessId: franchiseeId }, 'en')).toMatchObject({ code: 400, data: { field: 'name' } });
  });

  it('sends no data for a failure that concerns no field', async () => {
    const reply = await call(t.app, 'GET', '/api/shop/detail/999999999', { token: t.admin });
    expect(reply.code).toBe(404);
    expect(reply.data).toBeUndefined();
  });

  it('names the top-level body property of a schema validation error, not nested paths or the query', async () => {
    expect(await post('/api/oauth/LockScreen', { password: 'x'.repeat(32) }))
      .toEqual({ code: 400, msg: 'account: 不能为空', data: { field: 'account' } });
    expect(await post('/api/oauth/LockScreen', { account: '', password: 'x'.repeat(32) }, 'en'))
      .toEqual({ code: 400, msg: 'account: must not be empty', data: { field: 'account' } });

    const nested = await post('/api/system/Area/GetAreaByIds', { idsList: [['x'.repeat(65)]] });
    expect(nested).toMatchObject({ code: 400, msg: expect.stringMatching(/^idsList\.0\.0: /) });
    expect(nested.data).toBeUndefined();

    const query = await call(t.app, 'POST', '/api/oauth/Login', {
      query: { client_id: 'x'.repeat(101) }, payload: { account: 'admin', password: md5('x') },
    });
    expect(query).toMatchObject({ code: 400, msg: expect.stringMatching(/^client_id: /) });
    expect(query.data).toBeUndefined();
  });
});
