import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billRules } from '../../server/db/schema';
import { datePart, issueBillNumber } from '../../server/modules/system/bill-number';
import { setSysConfig } from '../../server/modules/system/config-service';
import { hostTimeZone } from '../../schemas/format/time';
import { call, createTestApp, createUser, login, type TestContext } from './helpers';

let t: TestContext;
let user: string; // signed in, no grants: numbers need only a session
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { account: 'bill1', password: 'P1' });
  user = await login(t.app, 'bill1', 'P1');
});
afterAll(async () => { await t?.close(); });

const issue = (enCode: string, headers?: Record<string, string>) =>
  call<string>(t.app, 'GET', `/api/system/BillRule/BillNumber/${enCode}`, { token: user, headers });
const rule = async (enCode: string) => (await t.db.select().from(billRules).where(eq(billRules.enCode, enCode)))[0];

describe('seeded gold bill rules', () => {
  it('hold prefix, date format, 4 digits and an example number', async () => {
    const rows = await t.db.select().from(billRules).orderBy(billRules.sortCode);
    const month = datePart('yyyyMM', new Date());
    const day = datePart('yyyyMMdd', new Date());
    expect(rows.map((r) => [r.enCode, r.fullName, r.prefix, r.dateFormat, r.digit, r.startNumber, r.example])).toEqual([
      ['spvCode', 'SPV编码', 'SPV', 'yyyyMM', 4, '0', `SPV${month}0001`],
      ['allianceBusinessCode', '加盟商编码', 'JM', 'yyyyMM', 4, '0', `JM${month}0001`],
      ['shopCode', '门店编码', 'MD', 'yyyyMM', 4, '0', `MD${month}0001`],
      ['settlementCode', '结算单号', 'JS', 'yyyyMMdd', 4, '0', `JS${day}0001`],
      ['fundBatchCode', '资金批次号', 'PC', 'yyyyMMdd', 4, '0', `PC${day}0001`],
    ]);
  });
});

describe('GET /api/system/BillRule/Selector', () => {
  it('lists the enabled rules only', async () => {
    await t.db.insert(billRules).values({ enCode: 'offRule', fullName: '停用规则', digit: 3, enabledMark: 0, sortCode: 99 });
    const r = await call(t.app, 'GET', '/api/system/BillRule/Selector', { token: user });
    expect(r.code).toBe(200);
    expect(r.data.list.map((x: any) => x.enCode)).toEqual(['spvCode', 'allianceBusinessCode', 'shopCode', 'settlementCode', 'fundBatchCode']);
    expect(r.data.list[0]).toEqual({ id: expect.any(String), fullName: 'SPV编码', enCode: 'spvCode' });
  });

  it('answers 600 without a session', async () => {
    expect((await call(t.app, 'GET', '/api/system/BillRule/Selector')).code).toBe(600);
  });
});

describe('GET /api/system/BillRule/BillNumber/{enCode}', () => {
  it('issues start+1 first, then the next number, and records the last one', async () => {
    const month = datePart('yyyyMM', new Date());
    expect(await issue('shopCode')).toEqual({ code: 200, msg: '获取成功', data: `MD${month}0001` });
    expect((await issue('shopCode', { 'jnpf-lang': 'en' }))).toEqual({ code: 200, msg: 'Number issued', data: `MD${month}0002` });
    expect(await rule('shopCode')).toMatchObject({ thisNumber: 2, outputNumber: `MD${month}0002` });
    expect((await issue('settlementCode')).data).toBe(`JS${datePart('yyyyMMdd', new Date())}0001`);
  });

  it('refuses a disabled rule with 400 and issues nothing', async () => {
    await t.db.update(billRules).set({ enabledMark: 0 }).where(eq(billRules.enCode, 'fundBatchCode'));
    try {
      expect(await issue('fundBatchCode')).toEqual({ code: 400, msg: '单据规则 fundBatchCode 已停用,不能取号' });
      expect((await issue('fundBatchCode', { 'jnpf-lang': 'en' })).msg).toBe('Bill rule fundBatchCode is disabled and issues no numbers');
      expect(await rule('fundBatchCode')).toMatchObject({ thisNumber: 0, outputNumber: null });
    } finally {
      await t.db.update(billRules).set({ enabledMark: 1 }).where(eq(billRules.enCode, 'fundBatchCode'));
    }
  });

  it('answers 404 for an unknown rule, 400 for an over-long code and 600 without a session', async () => {
    expect(await issue('noSuchRule')).toEqual({ code: 404, msg: '单据规则不存在' });
    const long = await issue('x'.repeat(65));
    expect(long.code).toBe(400);
    expect(long.msg).toContain('enCode');
    expect((await call(t.app, 'GET', '/api/system/BillRule/BillNumber/spvCode')).code).toBe(600);
    expect(await rule('spvCode')).toMatchObject({ outputNumber: null });
  });

  it('dates a number by the configured time zone, not the server\'s', async () => {
    // 12:00 UTC is already the next day at UTC+14 and still the same day at UTC-11: a zone whose date differs from the host's.
    const zone = hostTimeZone() === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const instant = new Date('2024-01-31T12:00:00Z');
    expect(datePart('yyyyMMdd', instant, zone)).not.toBe(datePart('yyyyMMdd', instant));
    await t.db.insert(billRules).values({ enCode: 'zoneRule', fullName: '时区规则', prefix: 'TZ', dateFormat: 'yyyyMMdd', digit: 3, sortCode: 98 });
    await setSysConfig(t.db, { timeZone: zone });
    try {
      const number = await t.db.transaction((tx) => issueBillNumber(tx, 'zoneRule', instant));
      expect(number).toBe(`TZ${datePart('yyyyMMdd', instant, zone)}001`);
    } finally {
      await setSysConfig(t.db, { timeZone: hostTimeZone() });
    }
  });

  it('gives 50 parallel callers 50 distinct, consecutive numbers', async () => {
    const month = datePart('yyyyMM', new Date());
    const replies = await Promise.all(Array.from({ length: 50 }, () => issue('spvCode')));
    expect(replies.every((r) => r.code === 200)).toBe(true);
    const numbers = replies.map((r) => r.data!);
    expect(new Set(numbers).size).toBe(50);
    const counters = numbers.map((n) => {
      expect(n.startsWith(`SPV${month}`)).toBe(true);
      return Number(n.slice(`SPV${month}`.length));
    }).sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await rule('spvCode')).toMatchObject({ thisNumber: 50, outputNumber: `SPV${month}0050` });
  });
});
