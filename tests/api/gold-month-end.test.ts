import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { jobRuns, jobs, monthEndSettlements, monthEndStocks, shopFundBatches, shopFunds, shopFundSettlements, shopInventories, shopSettlements, shopSpecialFunds } from '../../server/db/schema';
import { hostTimeZone } from '../../schemas/format/time';
import { addMonths, monthOfTime } from '../../server/modules/gold/month-end-compute';
import { MONTH_END_JOB } from '../../server/modules/gold/month-end-job';
import { call } from './helpers';
import { createFranchisee, createShop, createSpv, exportCall, goldApp, goldUser, rowCount, type GoldContext } from './gold-helpers';

// Month-end (docs/domain.md, "Decisions of gold operations II", Month-end): the job closes months in order with stock
// conserved per category and the ledger carried over; a closed month refuses writes dated in it; preview, generate,
// exports and scope.
let t: GoldContext;
let shop: any;
let other: any;
let franchiseeId: string;
let seq = 0;
const ids = new Map<string, string>();

const number = () => `ME${Date.now().toString(36).toUpperCase()}${++seq}`;
const save = (url: string, payload: unknown, token = t.admin, headers: Record<string, string> = {}) => call(t.app, 'POST', url, { token, payload: payload as object, headers });
const inboundRow = (n: string, category: string, weight: string, date: string, shopCode = shop.code) =>
  ({ inventoryNumber: n, shopId: shopCode, batchNumber: 'RK-ME', category, productName: '足金', goldWeight: weight, inboundDate: date });
const saleRow = (n: string, weight: string, date: string) => ({ shopId: shop.code, inventoryNumber: n, saleDate: date, goldWeight: weight, retailPrice: '600.00' });
const itemId = async (n: string) => (await t.db.select({ id: shopInventories.id }).from(shopInventories).where(and(eq(shopInventories.inventoryNumber, n), isNull(shopInventories.deletedAt))))[0].id;

/** Fires the month-end job as the runner would at `now` (local time), and fails on a failed run. */
async function runJob(now: Date) {
  expect(await t.app.jobs.runNow(MONTH_END_JOB, now)).toBe('ok');
  expect(await t.app.jobs.tick(now)).toBe(1);
  const [job] = await t.db.select().from(jobs).where(and(eq(jobs.name, MONTH_END_JOB), eq(jobs.kind, 'cron')));
  const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.jobId, job.id)).orderBy(desc(jobRuns.startedAt)).limit(1);
  expect(run).toMatchObject({ outcome: 'ok', error: null });
}

const page = (query: Record<string, string>, token = t.admin) => call(t.app, 'GET', '/api/shopSettlement/pageMonthEndSettlement', { token, query });
const closedRow = async (month: string, shopId = shop.id) => {
  const r = await page({ month, shopId });
  expect(r.code).toBe(200);
  expect(r.data.list).toHaveLength(1);
  return r.data.list[0];
};
const detail = (id: string, token = t.admin) => call(t.app, 'GET', `/api/shopSettlement/monthEndDetail/${id}`, { token });

/** Count and weight of the shop's items in stock now, by category. */
async function inStock(shopId: string) {
  const rows = await t.db.select({ category: shopInventories.category, n: sql<number>`count(*)::int`, w: sql<string>`sum(${shopInventories.goldWeight})::text` })
    .from(shopInventories).where(and(eq(shopInventories.shopId, shopId), eq(shopInventories.state, 1), isNull(shopInventories.deletedAt))).groupBy(shopInventories.category);
  return Object.fromEntries(rows.map((r) => [r.category, { count: r.n, weight: new Decimal(r.w).toFixed(3) }]));
}

beforeAll(async () => {
  t = await goldApp();
  const spvId = (await createSpv(t)).id;
  franchiseeId = (await createFranchisee(t, spvId)).id;
  shop = await createShop(t, franchiseeId);
  other = await createShop(t, (await createFranchisee(t, (await createSpv(t)).id)).id);
  for (const k of ['a1', 'a2', 'a3', 'a4', 'a5', 'n1', 'n2', 'b1']) ids.set(k, number());
  const n = (k: string) => ids.get(k)!;
  // August: four rings and two necklaces in; a ring out, a ring sold.
  expect(await save('/api/shopInventory/import', { list: [inboundRow(n('a1'), 'ring', '3.456', '2026-08-03'), inboundRow(n('a2'), 'ring', '3.456', '2026-08-03'),
    inboundRow(n('a3'), 'ring', '3.456', '2026-08-03'), inboundRow(n('a4'), 'ring', '3.456', '2026-08-03'),
    inboundRow(n('n1'), 'necklace', '10.500', '2026-08-05'), inboundRow(n('n2'), 'necklace', '10.500', '2026-08-05')], blnOut: false })).toMatchObject({ code: 200 });
  expect(await save('/api/shopInventory/out', { ids: [await itemId(n('a4'))], outDate: '2026-08-20', outType: 1 })).toMatchObject({ code: 200 });
  expect(await save('/api/shop/sale/import', [saleRow(n('a1'), '3.456', '2026-08-10')])).toMatchObject({ code: 200 });
  // September: a ring in, a ring and a necklace sold, a necklace out by import; the other shop takes one item in.
  expect(await save('/api/shopInventory/import', { list: [inboundRow(n('a5'), 'ring', '2.000', '2026-09-02'), inboundRow(n('b1'), 'bar', '50.000', '2026-09-03', other.code)], blnOut: false }))
    .toMatchObject({ code: 200 });
  expect(await save('/api/shop/sale/import', [saleRow(n('a2'), '3.456', '2026-09-15'), saleRow(n('n1'), '10.500', '2026-09-16')])).toMatchObject({ code: 200 });
  expect(await save('/api/shopInventory/import', { list: [{ inventoryNumber: n('n2'), outDate: '2026-09-20', outType: '退回SPV', outReason: '' }], blnOut: true })).toMatchObject({ code: 200 });
  // The ledger: a settlement in August, a completed fund in September paying part of it, a special fund in the shop's
  // favour; a registered fund and a deleted special fund do not count.
  const [settlement] = await t.db.insert(shopSettlements).values({
    code: 'JS-ME-1', shopId: shop.id, settlementDate: '2026-08-25', startDay: '2026-08-10', endDay: '2026-08-10', dayCount: 1, soldWeight: '3.456',
    settlementAmount: '1000.00', payableAmount: '1000.00', allocatedAmount: '700.00', paidAmount: '400.00', status: 2,
  }).returning();
  const [batch] = await t.db.insert(shopFundBatches).values({ code: 'PC-ME-1', shopId: shop.id, batchDate: '2026-09-05', fundCount: 2, totalAmount: '700.00', status: 3 }).returning();
  const [paid] = await t.db.insert(shopFunds).values({ shopId: shop.id, batchId: batch.id, amount: '400.00', payDate: '2026-09-04', status: 3, completedAt: new Date('2026-09-05T04:00:00Z') }).returning();
  const [registered] = await t.db.insert(shopFunds).values({ shopId: shop.id, batchId: batch.id, amount: '300.00', payDate: '2026-09-04', status: 1 }).returning();
  await t.db.insert(shopFundSettlements).values([{ fundId: paid.id, settlementId: settlement.id, amount: '400.00' }, { fundId: registered.id, settlementId: settlement.id, amount: '300.00' }]);
  await t.db.insert(shopSpecialFunds).values([
    { shopId: shop.id, fundType: 'rebate', amount: '50.00', fundDate: '2026-09-10' },
    { shopId: shop.id, fundType: 'penalty', amount: '-80.00', fundDate: '2026-09-11', deletedAt: new Date() },
  ]);
});
afterAll(async () => t?.close());

const add = (...xs: string[]) => xs.reduce((s, x) => s.plus(x), new Decimal(0));

describe('the month-end run', () => {
  it('closes every month from the first activity, in order: stock conserved per category in count and weight, the ledger carried over', async () => {
    await runJob(new Date(2026, 9, 1, 2, 0));
    const aug = await closedRow('2026-08');
    const sep = await closedRow('2026-09');
    expect(aug).toMatchObject({ status: 2, shopName: shop.name, openingBalance: '0.00', settledAmount: '1000.00', paidAmount: '0.00', specialAmount: '0.00', closingBalance: '1000.00',
      openingCount: 0, openingWeight: '0.000', closingCount: 4, closingWeight: '27.912' });
    expect(sep).toMatchObject({ openingBalance: '1000.00', settledAmount: '0.00', paidAmount: '400.00', specialAmount: '50.00', closingBalance: '550.00',
      openingCount: 4, openingWeight: '27.912', closingCount: 2, closingWeight: '5.456' });

    const augCats = (await detail(aug.id)).data.categories;
    const sepCats = (await detail(sep.id)).data.categories;
    expect(augCats).toEqual([
      { category: 'necklace', categoryName: '项链', openingCount: 0, openingWeight: '0.000', inboundCount: 2, inboundWeight: '21.000', outboundCount: 0, outboundWeight: '0.000',
        soldCount: 0, soldWeight: '0.000', closingCount: 2, closingWeight: '21.000' },
      { category: 'ring', categoryName: '戒指', openingCount: 0, openingWeight: '0.000', inboundCount: 4, inboundWeight: '13.824', outboundCount: 1, outboundWeight: '3.456',
        soldCount: 1, soldWeight: '3.456', closingCount: 2, closingWeight: '6.912' },
    ]);
    for (const c of [...augCats, ...sepCats]) {
      expect(c.openingCount + c.inboundCount - c.outboundCount - c.soldCount).toBe(c.closingCount);
      expect(add(c.openingWeight, c.inboundWeight).minus(add(c.outboundWeight, c.soldWeight)).toFixed(3)).toBe(c.closingWeight);
    }
    // August's closing is September's opening, category by category.
    for (const c of augCats) expect(sepCats.find((s: any) => s.category === c.category)).toMatchObject({ openingCount: c.closingCount, openingWeight: c.closingWeight });
    // September's closing is what is actually in stock (nothing has moved since).
    const stock = await inStock(shop.id);
    for (const c of sepCats) expect({ count: c.closingCount, weight: c.closingWeight }).toEqual(stock[c.category] ?? { count: 0, weight: '0.000' });
    expect(sepCats.find((c: any) => c.category === 'ring')).toMatchObject({ openingCount: 2, inboundCount: 1, inboundWeight: '2.000', soldCount: 1, closingCount: 2, closingWeight: '5.456' });
    expect(sepCats.find((c: any) => c.category === 'necklace')).toMatchObject({ openingCount: 2, soldCount: 1, outboundCount: 1, closingCount: 0, closingWeight: '0.000' });
    // The other shop starts in September; a shop without any activity closes the target month with zeros.
    expect((await page({ shopId: other.id })).data.list.map((r: any) => [r.month, r.closingCount, r.closingWeight])).toEqual([['2026-09', 1, '50.000']]);
  });

  it('is idempotent: a second run rewrites nothing', async () => {
    const before = await t.db.select().from(monthEndSettlements).orderBy(monthEndSettlements.id);
    const stocks = await rowCount(t, monthEndStocks);
    await runJob(new Date(2026, 9, 1, 3, 0));
    expect(await t.db.select().from(monthEndSettlements).orderBy(monthEndSettlements.id)).toEqual(before);
    expect(await rowCount(t, monthEndStocks)).toBe(stocks);
  });
});

describe('a closed month is immutable', () => {
  const closed = { code: 400, msg: '2026-09已月结关账，不能新增、修改或删除该月的数据' };
  it('refuses sales, stock in and out, and their undoing dated in it; later dates go through', async () => {
    const n = (k: string) => ids.get(k)!;
    expect(await save('/api/shop/sale/import', [saleRow(n('a3'), '3.456', '2026-09-28')])).toMatchObject({ code: 400, msg: `第1行：${closed.msg}` });
    expect(await save('/api/shopInventory/import', { list: [inboundRow(number(), 'ring', '1.000', '2026-09-30')], blnOut: false })).toMatchObject({ code: 400, msg: `第1行：${closed.msg}` });
    expect(await save('/api/shopInventory/import', { list: [{ inventoryNumber: n('a3'), outDate: '2026-08-31', outType: '其他', outReason: '' }], blnOut: true }))
      .toMatchObject({ code: 400, msg: '第1行：2026-08已月结关账，不能新增、修改或删除该月的数据' });
    expect(await save('/api/shopInventory/out', { ids: [await itemId(n('a3'))], outDate: '2026-09-30', outType: 1 })).toEqual({ ...closed, data: { field: 'outDate' } });
    expect(await save('/api/shopInventory/out', { ids: [await itemId(n('a3'))], outDate: '2026-09-30', outType: 1 }, t.admin, { 'jnpf-lang': 'en' }))
      .toMatchObject({ code: 400, msg: 'Month 2026-09 is closed: nothing dated in it can be added, changed or deleted' });
    expect(await call(t.app, 'DELETE', '/api/shopInventory/deleteOut', { token: t.admin, payload: { ids: [await itemId(n('n2'))] } })).toMatchObject(closed);
    const [sale] = (await call(t.app, 'GET', '/api/shop/sale/page', { token: t.admin, query: { inventoryNumber: n('a2') } })).data.list;
    expect(await call(t.app, 'DELETE', '/api/shop/sale/delete', { token: t.admin, payload: { ids: [sale.id] } })).toMatchObject(closed);
    // The single entry: no inbound dated in a closed month, no change of an item counted there; a remark may change.
    expect(await save('/api/shopInventory/edit', { ...inboundRow(number(), 'ring', '1.000', '2026-08-31'), shopId: shop.id })).toMatchObject({ code: 400, msg: '2026-08已月结关账，不能新增、修改或删除该月的数据' });
    const item = (await call(t.app, 'GET', `/api/shopInventory/detail/${await itemId(n('a3'))}`, { token: t.admin })).data;
    expect(await save('/api/shopInventory/edit', { id: item.id, version: item.version, goldWeight: '3.000' })).toMatchObject({ code: 400, msg: '2026-08已月结关账，不能新增、修改或删除该月的数据' });
    expect(await save('/api/shopInventory/edit', { id: item.id, version: item.version, remark: '柜台B' })).toMatchObject({ code: 200 });
    expect(await call(t.app, 'DELETE', '/api/shopInventory/delete', { token: t.admin, payload: { ids: [item.id] } })).toMatchObject({ code: 400, msg: '2026-08已月结关账，不能新增、修改或删除该月的数据' });
    // Nothing of the above happened.
    expect(await inStock(shop.id)).toMatchObject({ ring: { count: 2, weight: '5.456' } });
    // The other shop's September is closed too; an open month takes writes.
    expect(await save('/api/shopInventory/import', { list: [inboundRow(number(), 'bar', '1.000', '2026-09-30', other.code)], blnOut: false })).toMatchObject({ code: 400 });
    expect(await save('/api/shopInventory/import', { list: [inboundRow(number(), 'ring', '1.500', '2026-10-02')], blnOut: false })).toMatchObject({ code: 200 });
  });

  it('refuses special funds dated in it, moved into it or out of it, and their deletion', async () => {
    const special = (fundDate: string, extra: Record<string, unknown> = {}) => save('/api/shopFund/special/edit', { shopId: shop.id, fundType: 'rebate', amount: '10.00', fundDate, ...extra });
    expect(await special('2026-09-15')).toEqual({ ...closed, data: { field: 'fundDate' } });
    expect(await special('2026-10-15')).toMatchObject({ code: 200 });
    const [open] = (await call(t.app, 'GET', '/api/shopFund/fundSpecialPage', { token: t.admin, query: { shopId: shop.id, fundDateStart: '2026-10-01', fundDateEnd: '2026-10-31' } })).data.list;
    expect(await save('/api/shopFund/special/edit', { id: open.id, version: open.version, fundDate: '2026-09-30' })).toEqual({ ...closed, data: { field: 'fundDate' } });
    // The rebate of 2026-09-10 (written before September closed) can be neither moved out nor deleted.
    const [old] = (await call(t.app, 'GET', '/api/shopFund/fundSpecialPage', { token: t.admin, query: { shopId: shop.id, fundDateStart: '2026-09-01', fundDateEnd: '2026-09-30' } })).data.list;
    expect(old).toMatchObject({ fundDate: '2026-09-10', amount: '50.00' });
    expect(await save('/api/shopFund/special/edit', { id: old.id, version: old.version, fundDate: '2026-10-30' })).toEqual({ ...closed, data: { field: 'fundDate' } });
    expect(await call(t.app, 'DELETE', '/api/shopFund/deleteSpecial', { token: t.admin, payload: { ids: [old.id] } })).toMatchObject(closed);
    expect(await call(t.app, 'DELETE', '/api/shopFund/deleteSpecial', { token: t.admin, payload: { ids: [open.id] } })).toMatchObject({ code: 200 });
  });

  it('refuses deleting a settlement dated in it, though nothing is paid on it', async () => {
    const [late] = await t.db.insert(shopSettlements).values({
      code: 'JS-ME-2', shopId: shop.id, settlementDate: '2026-09-28', startDay: '2026-09-15', endDay: '2026-09-15', dayCount: 0, soldWeight: '0',
      settlementAmount: '0.00', payableAmount: '0.00', status: 3,
    }).returning();
    expect(await call(t.app, 'DELETE', '/api/shopSettlement/delete', { token: t.admin, payload: { ids: [late.id] } })).toMatchObject(closed);
    expect((await call(t.app, 'GET', `/api/shopSettlement/detail/${late.id}`, { token: t.admin })).code).toBe(200);
    await t.db.delete(shopSettlements).where(eq(shopSettlements.id, late.id));
  });
});

describe('pages, preview, generate and exports', () => {
  it('previews the current month for the shops in scope, computed and not stored', async () => {
    const stored = await rowCount(t, monthEndSettlements);
    const month = monthOfTime(new Date(), hostTimeZone());
    const r = await page({ preview: '1', shopId: shop.id });
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(1);
    const row = r.data.list[0];
    // October is not closed: the opening is derived from every movement so far (September's two rings and October's one).
    expect(row).toMatchObject({ id: null, shopId: shop.id, shopName: shop.name, month, status: 1, openingCount: 3, openingWeight: '6.956', closingBalance: '550.00' });
    expect(row.categories).toEqual([expect.objectContaining({ category: 'ring', openingCount: 3, closingCount: 3, closingWeight: '6.956' })]);
    expect(await rowCount(t, monthEndSettlements)).toBe(stored);
    // A franchisee user previews only the franchisee's shops.
    const scoped = await goldUser(t, { monthEnd: [] }, { allianceBusinessId: franchiseeId });
    expect((await page({ preview: '1' }, scoped)).data.list.map((x: any) => x.shopId)).toEqual([shop.id]);
  });

  it('generates a past month on demand, once; the current month and bad months are refused; the button is required', async () => {
    const plain = await goldUser(t, { monthEnd: [] });
    expect(await save('/api/shopSettlement/generateMonthEnd', { month: '2026-10' }, plain)).toMatchObject({ code: 403 });
    expect(await save('/api/shopSettlement/generateMonthEnd', { month: monthOfTime(new Date(), hostTimeZone()) })).toMatchObject({ code: 400, data: { field: 'month' } });
    expect(await save('/api/shopSettlement/generateMonthEnd', { month: '2026-13' })).toMatchObject({ code: 400, msg: '月份格式应为YYYY-MM' });
    const r = await save('/api/shopSettlement/generateMonthEnd', { month: '2026-10' });
    expect(r).toMatchObject({ code: 200, data: { month: '2026-10', closed: [{ month: '2026-10' }] } });
    expect(r.data.shopCount).toBeGreaterThanOrEqual(2);
    expect(await closedRow('2026-10')).toMatchObject({ openingCount: 2, openingWeight: '5.456', closingCount: 3, closingWeight: '6.956', closingBalance: '550.00' });
    expect(await save('/api/shopSettlement/generateMonthEnd', { month: '2026-10' })).toMatchObject({ code: 400, msg: '2026-10已关账，不能重新生成' });
  });

  it('exports the closed months and one month\'s categories as real workbooks; the button is required', async () => {
    const plain = await goldUser(t, { monthEnd: [] });
    expect((await exportCall(t, '/api/shopSettlement/monthEndSettlementExport', plain, {})).json).toMatchObject({ code: 403 });
    const all = await exportCall(t, '/api/shopSettlement/monthEndSettlementExport', t.admin, { shopId: shop.id });
    expect(all.isXlsx).toBe(true);
    expect(all.res.headers['content-disposition']).toContain(encodeURIComponent('月末库存.xlsx'));
    expect(all.rows[0]).toEqual(['月份', '门店', '期初件数', '期初金重(g)', '期末件数', '期末金重(g)', '期初余额(元)', '本月结算(元)', '本月付款(元)', '本月特殊款项(元)', '期末余额(元)', '状态']);
    expect(all.rows.slice(1).map((r) => r[0])).toEqual(['2026-10', '2026-09', '2026-08']);
    const sep = await closedRow('2026-09');
    const one = await exportCall(t, '/api/shopSettlement/monthEndSettlementDetailExport', t.admin, { id: sep.id });
    expect(one.isXlsx).toBe(true);
    expect(one.rows[0]).toEqual(['饰品类别', '期初件数', '期初金重(g)', '本月入库件数', '本月入库金重(g)', '本月出库件数', '本月出库金重(g)', '本月销售件数', '本月销售金重(g)', '期末件数', '期末金重(g)']);
    expect(one.rows.slice(1).map((r) => r[0])).toEqual(['项链', '戒指']);
  });

  it('answers 404 for a month-end out of scope, and pages only the shops in scope', async () => {
    const otherFranchisee = (await page({ shopId: other.id })).data.list[0];
    const scoped = await goldUser(t, { monthEnd: ['btn_download'] }, { allianceBusinessId: franchiseeId });
    expect(await detail(otherFranchisee.id, scoped)).toMatchObject({ code: 404, msg: '月末记录不存在' });
    expect((await exportCall(t, '/api/shopSettlement/monthEndSettlementDetailExport', scoped, { id: otherFranchisee.id })).json).toMatchObject({ code: 404 });
    const mine = await page({ month: '2026-09' }, scoped);
    expect(mine.data.list.map((r: any) => r.shopId)).toEqual([shop.id]);
    expect((await detail(mine.data.list[0].id, scoped)).code).toBe(200);
  });
});

describe('the schedule', () => {
  it('fires at 01:30 on the 1st and closes the previous month (and any earlier one still open)', async () => {
    const [job] = await t.db.select().from(jobs).where(and(eq(jobs.name, MONTH_END_JOB), eq(jobs.kind, 'cron')));
    const next = job.nextRunAt!;
    expect([next.getDate(), next.getHours(), next.getMinutes()]).toEqual([1, 1, 30]);
    const runs = () => rowCount(t, jobRuns, eq(jobRuns.jobId, job.id));
    const before = await runs();
    await t.app.jobs.tick(new Date(next.getTime() - 60_000));
    expect(await runs()).toBe(before);
    await t.app.jobs.tick(next);
    expect(await runs()).toBe(before + 1);
    expect((await page({ month: addMonths(monthOfTime(next, hostTimeZone()), -1), shopId: shop.id })).data.list).toHaveLength(1);
  });
});
