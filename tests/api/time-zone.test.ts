import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopFunds, shopFundSettlements, spvs } from '../../server/db/schema';
import { computeMonth } from '../../server/modules/gold/month-end-compute';
import { shops } from '../../server/modules/gold/tables';
import { DATE_TIME_FORMAT, hostTimeZone } from '../../schemas/format/time';
import { displayTime, setDisplayTimeZone } from '../../widgets/common/time-zone';
import { call } from './helpers';
import { createFranchisee, createShop, createSpv, exportCall, goldApp, type GoldContext } from './gold-helpers';

/**
 * Issue 19 item 3: screens, exports, logs and month boundaries show times in one configured zone (system setting
 * timeZone). 2026-03-31 17:30 UTC is 2026-04-01 01:30 in China, so the zone decides the day and the month.
 */
const AT = new Date(Date.UTC(2026, 2, 31, 17, 30, 0));

let t: GoldContext;
beforeAll(async () => { t = await goldApp(); });
afterAll(async () => {
  setDisplayTimeZone(hostTimeZone());
  await t?.close();
});

const setZone = (timeZone: string) => call(t.app, 'PUT', '/api/system/SysConfig', { token: t.admin, payload: { timeZone } });
/** What the browser does on sign-in: the zone comes with the current user (runtime/app/loadSession.ts). */
async function signIn(): Promise<string> {
  const me = await call(t.app, 'GET', '/api/oauth/CurrentUser', { token: t.admin });
  setDisplayTimeZone(me.data.sysConfigInfo.timeZone);
  return me.data.sysConfigInfo.timeZone;
}

describe('the time zone setting', () => {
  it('defaults to the server\'s zone and is delivered with the current user', async () => {
    const settings = (await call(t.app, 'GET', '/api/system/SysConfig', { token: t.admin })).data;
    expect(settings.timeZone).toBe(hostTimeZone());
    expect(await signIn()).toBe(hostTimeZone());
  });

  it('takes IANA zones only, naming the field', async () => {
    const bad = await setZone('Mars/Olympus');
    expect(bad).toMatchObject({ code: 400, data: { field: 'timeZone' } });
    expect(bad.msg).toContain('时区');
    expect((await setZone('America/New_York')).code).toBe(200);
    expect(await signIn()).toBe('America/New_York');
  });
});

describe('the export of a record compared with its screen', () => {
  it('writes a time as the screen shows it in the configured zone, names the zone in the header, and leaves dates alone', async () => {
    const spv = await createSpv(t, { establishedDate: '2020-01-01' });
    await t.db.update(spvs).set({ createdAt: AT }).where(eq(spvs.id, spv.id));
    const seen: string[] = [];
    for (const zone of ['UTC', 'Asia/Shanghai']) {
      expect((await setZone(zone)).code).toBe(200);
      await signIn();
      // The screen: the record as the list page receives it, through the browser's formatter.
      const row = (await call(t.app, 'GET', '/api/spv/page', { token: t.admin, query: { code: spv.code } })).data.list[0];
      const screen = displayTime(row.createdAt, DATE_TIME_FORMAT);
      const ex = await exportCall(t, '/api/spv/export', t.admin, { code: spv.code });
      const [header, cells] = ex.rows;
      const createdAt = header.indexOf(`创建时间 (${zone})`);
      expect(createdAt, header.join('|')).toBeGreaterThanOrEqual(0);
      expect(cells[createdAt]).toBe(screen);
      expect(cells[header.indexOf('成立日期')]).toBe('2020-01-01');
      seen.push(screen);
    }
    expect(seen).toEqual(['2026-03-31 17:30:00', '2026-04-01 01:30:00']);
  });

  it('writes the history\'s times in the configured zone too', async () => {
    expect((await setZone('Asia/Shanghai')).code).toBe(200);
    const spv = await createSpv(t);
    await call(t.app, 'POST', '/api/spv/edit', { token: t.admin, payload: { id: spv.id, version: spv.version, remark: 'zone' } });
    const list = (await call(t.app, 'GET', '/api/updateRecord/page', { token: t.admin, query: { entityType: 'spv', entityId: spv.id } })).data.list;
    const ex = await exportCall(t, '/api/updateRecord/export', t.admin, { entityType: 'spv', entityId: spv.id });
    expect(ex.rows[0][4]).toBe('修改时间 (Asia/Shanghai)');
    await signIn();
    expect(ex.rows[1][4]).toBe(displayTime(list[0].createdAt, DATE_TIME_FORMAT));
  });
});

describe('month boundaries', () => {
  it('puts a payment in the day and month of the configured zone: the standing book and the month-end agree', async () => {
    const spv = await createSpv(t);
    const franchisee = await createFranchisee(t, spv.id);
    const shop = await createShop(t, franchisee.id);
    const [fund] = await t.db.insert(shopFunds).values({ shopId: shop.id, batchId: 'zone-batch', amount: '10.00', payDate: '2026-03-31', status: 3, completedAt: AT }).returning();
    await t.db.insert(shopFundSettlements).values({ fundId: fund.id, settlementId: 'zone-settlement', amount: '10.00' });
    const onlyShop = eq(shops.id, shop.id);
    const paid = async (month: string, zone: string) => (await computeMonth(t.db, month, onlyShop, zone))[0].paidAmount;
    for (const [zone, day, month, other] of [['UTC', '2026-03-31', '2026-03', '2026-04'], ['Asia/Shanghai', '2026-04-01', '2026-04', '2026-03']]) {
      expect((await setZone(zone)).code).toBe(200);
      const book = await call(t.app, 'GET', `/api/shopFund/standBookDetail/${shop.id}`, { token: t.admin });
      expect(book.code).toBe(200);
      expect(book.data.lines.map((l: { kind: string; date: string }) => [l.kind, l.date])).toEqual([['fund', day]]);
      expect(await paid(month, zone)).toBe('10.00');
      expect(await paid(other, zone)).toBe('0.00');
    }
  });
});
