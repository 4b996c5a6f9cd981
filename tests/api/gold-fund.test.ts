import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { shopFundBatches, shopFunds, shopFundSettlements, shopSettlements, shopSpecialFunds } from '../../server/modules/gold/finance-tables';
import { call } from './helpers';
import { createFranchisee, createShop, createSpv, goldApp, goldUser, rowCount, type GoldContext } from './gold-helpers';
import { importPrices, importSales, settleShop } from './gold-finance-helpers';

// Funds, fund batches, special funds and the standing book (docs/domain.md, decisions of gold operations II).
let t: GoldContext;
let spvId: string;
let franchiseeId: string;
let shop: any;
let other: any;
let seq = 0;

let saleDay = 0;
/**
 * A real settlement of `shop` with the given payable: one day of sales at the base price of 500.00 (weight = payable / 500)
 * settled through the settlement page's save (helper A's, tests/api/gold-finance-helpers.ts). Every call sells on a new day.
 */
async function settled(target: { id: string; code: string }, payable: string): Promise<{ id: string; code: string }> {
  const day = new Date(Date.UTC(2026, 2, 10 + saleDay++)).toISOString().slice(0, 10);
  await importSales(t, [{ shop: target.code, day, weight: new Decimal(payable).div(500).toFixed(3) }]);
  const s = await settleShop(t, target.id);
  expect(s.payableAmount).toBe(payable);
  return { id: s.id, code: s.code };
}

/**
 * A settlement row dated `settlementDate`, written straight into shop_settlements: the standing book orders lines by
 * date, and a settlement saved through the API is dated today. The fund rules read only payable, allocated and paid.
 */
async function insertDatedSettlementRow(shopId: string, payable: string, settlementDate: string): Promise<{ id: string; code: string }> {
  const code = `JSTEST${Date.now().toString(36)}${++seq}`;
  const [row] = await t.db.insert(shopSettlements).values({
    code, shopId, settlementDate, startDay: settlementDate, endDay: settlementDate, dayCount: 1, soldWeight: '1.000',
    settlementAmount: payable, payableAmount: payable,
  }).returning({ id: shopSettlements.id, code: shopSettlements.code });
  return row;
}

const post = (url: string, payload: unknown, token = t.admin) => call(t.app, 'POST', url, { token, payload });
const get = (url: string, query: Record<string, string> = {}, token = t.admin) => call(t.app, 'GET', url, { token, query });
const del = (url: string, ids: string[], token = t.admin) => call(t.app, 'DELETE', url, { token, payload: { ids } });

const fundBody = (shopId: string, allocations: Array<[string, string]>, extra: Record<string, unknown> = {}) => ({
  shopId, payDate: '2026-02-03', payMethod: 'transfer', bankSerial: 'SN001', allocations: allocations.map(([settlementId, amount]) => ({ settlementId, amount })), ...extra,
});

async function settlementOf(id: string) {
  const [s] = await t.db.select().from(shopSettlements).where(eq(shopSettlements.id, id));
  return { allocated: s.allocatedAmount, paid: s.paidAmount, status: s.status };
}
async function batchOf(id: string) {
  const [b] = await t.db.select().from(shopFundBatches).where(eq(shopFundBatches.id, id));
  return b;
}
async function fundOf(id: string) {
  const [f] = await t.db.select().from(shopFunds).where(eq(shopFunds.id, id));
  return f;
}
/** What a write could have touched: live funds, live batches, allocations, and the settlements' reservations. */
async function ledgerState() {
  return {
    funds: await rowCount(t, shopFunds, isNull(shopFunds.deletedAt)),
    batches: await rowCount(t, shopFundBatches, isNull(shopFundBatches.deletedAt)),
    allocations: await rowCount(t, shopFundSettlements),
    reserved: (await t.db.select({ v: sql<string>`coalesce(sum(${shopSettlements.allocatedAmount}), 0)::text` }).from(shopSettlements))[0].v,
  };
}

async function saveFund(shopId: string, allocations: Array<[string, string]>, extra: Record<string, unknown> = {}, token = t.admin) {
  const r = await post('/api/shopFund/save', fundBody(shopId, allocations, extra), token);
  expect(r).toMatchObject({ code: 200 });
  return r.data as { id: string; batchId: string; batchCode: string };
}

async function balanceOf(shopId: string, token = t.admin): Promise<string> {
  const r = await get('/api/shopFund/shopStandBookStatistics', { shopId }, token);
  expect(r.code).toBe(200);
  return r.data.list[0].balance;
}

beforeAll(async () => {
  t = await goldApp();
  spvId = (await createSpv(t)).id;
  franchiseeId = (await createFranchisee(t, spvId)).id;
  shop = await createShop(t, franchiseeId);
  other = await createShop(t, (await createFranchisee(t, (await createSpv(t)).id)).id);
  await importPrices(t, [{ day: '2026-03-02', price: '500.00' }]);
});
afterAll(async () => t?.close());

describe('the whole chain', () => {
  it('sales are settled, paid in a batch and by hand: the settlement goes unpaid → partly paid → paid, the ledger to zero', async () => {
    const chainShop = await createShop(t, franchiseeId);
    await importSales(t, [{ shop: chainShop.code, day: '2026-03-02', weight: '1.500' }, { shop: chainShop.code, day: '2026-03-03', weight: '0.500' }]);
    const settlement = await settleShop(t, chainShop.id);
    expect(settlement).toMatchObject({ payableAmount: '1000.00', paidAmount: '0.00', status: 1 });
    expect((await get('/api/shopFund/listCanSaveFund', { shopId: chainShop.id })).data.list).toEqual([expect.objectContaining({ id: settlement.id, outstanding: '1000.00' })]);

    const first = await saveFund(chainShop.id, [[settlement.id, '400.00']]);
    expect((await post('/api/shopFund/readyReceipt', { batchId: first.batchId })).code).toBe(200);
    expect((await post('/api/shopFund/confirmReceipt', { batchId: first.batchId })).code).toBe(200);
    expect((await get(`/api/shopSettlement/detail/${settlement.id}`)).data).toMatchObject({ allocatedAmount: '400.00', paidAmount: '400.00', status: 2 });
    expect(await balanceOf(chainShop.id)).toBe('600.00');

    const rest = await saveFund(chainShop.id, [[settlement.id, '600.00']]);
    expect((await post('/api/shopFund/manualComplete', { id: rest.id, reason: '现金收讫' })).code).toBe(200);
    expect((await get(`/api/shopSettlement/detail/${settlement.id}`)).data).toMatchObject({ paidAmount: '1000.00', status: 3 });
    expect(await balanceOf(chainShop.id)).toBe('0.00');
    const book = (await get(`/api/shopFund/standBookDetail/${chainShop.id}`)).data;
    expect(book.lines.map((l: any) => [l.kind, l.code, l.balance])).toEqual([
      ['settlement', settlement.code, '1000.00'], ['fund', first.batchCode, '600.00'], ['fund', rest.batchCode, '0.00'],
    ]);
  });
});

describe('registering funds', () => {
  it('lists what a shop can pay, registers a fund in a new batch, and a second one joins that batch', async () => {
    const s1 = await settled(shop, '1000.00');
    const s2 = await settled(shop, '500.00');
    const can = await get('/api/shopFund/listCanSaveFund', { shopId: shop.id });
    expect(can.code).toBe(200);
    const mine = can.data.list.filter((s: any) => s.id === s1.id || s.id === s2.id);
    expect(mine).toEqual([
      expect.objectContaining({ id: s1.id, code: s1.code, payableAmount: '1000.00', allocatedAmount: '0.00', outstanding: '1000.00', status: 1 }),
      expect.objectContaining({ id: s2.id, code: s2.code, outstanding: '500.00' }),
    ]);

    const first = await saveFund(shop.id, [[s1.id, '300'], [s2.id, '200.5']]);
    expect(first.batchCode).toMatch(/^PC\d{8}\d+$/);
    expect(await settlementOf(s1.id)).toEqual({ allocated: '300.00', paid: '0.00', status: 1 });
    expect(await settlementOf(s2.id)).toMatchObject({ allocated: '200.50' });
    expect(await fundOf(first.id)).toMatchObject({ amount: '500.50', status: 1, batchId: first.batchId, payMethod: 'transfer' });
    const today = (await t.db.execute(sql`select current_date::text as d`) as any);
    expect((await batchOf(first.batchId))).toMatchObject({ fundCount: 1, totalAmount: '500.50', status: 1, batchDate: (today.rows ?? today)[0].d });

    const second = await saveFund(shop.id, [[s2.id, '299.50']], { batchId: first.batchId });
    expect(second.batchId).toBe(first.batchId);
    expect(await batchOf(first.batchId)).toMatchObject({ fundCount: 2, totalAmount: '800.00' });
    // s2 is fully reserved now: it leaves the list of what can be paid.
    const after = (await get('/api/shopFund/listCanSaveFund', { shopId: shop.id })).data.list.map((s: any) => s.id);
    expect(after).toContain(s1.id);
    expect(after).not.toContain(s2.id);

    const byBatch = await get('/api/shopFund/listByBatchId', { batchId: first.batchId });
    expect(byBatch.data.list.map((f: any) => [f.id, f.amount, f.batchCode, f.allocations])).toEqual([
      [first.id, '500.50', first.batchCode, expect.arrayContaining([{ settlementId: s1.id, settlementCode: s1.code, amount: '300.00' }, { settlementId: s2.id, settlementCode: s2.code, amount: '200.50' }])],
      [second.id, '299.50', first.batchCode, [{ settlementId: s2.id, settlementCode: s2.code, amount: '299.50' }]],
    ]);

    const page = await get('/api/shopFund/fundPage', { batchId: first.batchId });
    expect(page.data.pagination.total).toBe(2);
    expect(page.data.list[0]).toMatchObject({ shopId: shop.id, shopName: shop.name, batchCode: first.batchCode });
    expect((await get('/api/shopFund/fundPageStatistics', { batchId: first.batchId })).data).toEqual({ count: 2, totalAmount: '800.00', completedAmount: '0.00' });
    const batches = await get('/api/shopFund/fundBatchPage', { code: first.batchCode });
    expect(batches.data.list).toEqual([expect.objectContaining({ id: first.batchId, shopName: shop.name, fundCount: 2, totalAmount: '800.00', status: 1 })]);
    expect((await get('/api/shopFund/fundBatchPageStatistics', { code: first.batchCode })).data).toEqual({ count: 1, fundCount: 2, totalAmount: '800.00', completedAmount: '0.00' });
    expect((await get(`/api/shopFund/detail/${first.id}`)).data).toMatchObject({ id: first.id, amount: '500.50', status: 1 });
  });

  it('refuses over-allocation and bad input with 400, writing nothing', async () => {
    const s = await settled(shop, '100.00');
    const theirs = await settled(other, '100.00');
    await saveFund(shop.id, [[s.id, '60.00']]);
    const before = await ledgerState();
    const over = await post('/api/shopFund/save', fundBody(shop.id, [[s.id, '40.01']]));
    expect(over).toEqual({ code: 400, msg: `结算单${s.code}的分配金额超过未付金额40.00`, data: { field: 'allocations' } });
    const bad: Array<[unknown, string | RegExp]> = [
      [fundBody(shop.id, [[s.id, '0']]), /^分配金额：/],
      [fundBody(shop.id, [[s.id, '-5']]), /^分配金额：/],
      [fundBody(shop.id, [[s.id, '1.234']]), /^分配金额：/],
      [fundBody(shop.id, [[s.id, '1'], [s.id, '2']]), '同一结算单只能分配一次'],
      [fundBody(shop.id, [[theirs.id, '1']]), '结算单不存在或不属于该门店'],
      [fundBody(shop.id, [['no-such-settlement', '1']]), '结算单不存在或不属于该门店'],
      [fundBody(shop.id, [[s.id, '1']], { payMethod: 'bitcoin' }), /^付款方式：/],
      [fundBody(shop.id, [[s.id, '1']], { payDate: '2026-02-30' }), /^付款日期：/],
      [{ ...fundBody(shop.id, [[s.id, '1']]), payMethod: undefined }, '付款方式不能为空'],
      [fundBody(shop.id, []), /allocations/],
      [fundBody(other.id, [[s.id, '1']]), '结算单不存在或不属于该门店'],
    ];
    for (const [payload, msg] of bad) {
      const r = await post('/api/shopFund/save', payload);
      expect(r.code, JSON.stringify(payload)).toBe(400);
      if (typeof msg === 'string') expect(r.msg).toBe(msg);
      else expect(r.msg).toMatch(msg);
    }
    expect((await post('/api/shopFund/readyReceipt', {})).code).toBe(400);
    expect((await post('/api/shopFund/manualComplete', { id: 'x' })).code).toBe(400);
    expect((await get('/api/shopFund/listCanSaveFund')).code).toBe(400);
    expect(await ledgerState()).toEqual(before);
    expect(await settlementOf(s.id)).toMatchObject({ allocated: '60.00' });
  });

  it('of two parallel saves that together exceed what is outstanding, one is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await settled(shop, '100.00');
      const replies = await Promise.all([
        post('/api/shopFund/save', fundBody(shop.id, [[s.id, '60.00']])),
        post('/api/shopFund/save', fundBody(shop.id, [[s.id, '60.00']])),
      ]);
      expect(replies.map((r) => r.code).sort()).toEqual([200, 400]);
      expect(await settlementOf(s.id)).toMatchObject({ allocated: '60.00' });
      const live = await t.db.select().from(shopFundSettlements).where(eq(shopFundSettlements.settlementId, s.id));
      expect(live.map((a) => a.amount)).toEqual(['60.00']);
    }
  });
});

describe('receipt, manual completion and delete', () => {
  it('presents and confirms a batch: funds complete, settlements become partly paid; wrong steps are refused', async () => {
    const s = await settled(shop, '1000.00');
    const f1 = await saveFund(shop.id, [[s.id, '400.00']]);
    const f2 = await saveFund(shop.id, [[s.id, '100.00']], { batchId: f1.batchId });
    expect(await post('/api/shopFund/confirmReceipt', { batchId: f1.batchId })).toEqual({ code: 400, msg: '只有待确认收款的资金批次可以确认收款' });
    expect(await post('/api/shopFund/readyReceipt', { batchId: f1.batchId })).toMatchObject({ code: 200, msg: '已提交收款' });
    expect([(await fundOf(f1.id)).status, (await fundOf(f2.id)).status, (await batchOf(f1.batchId)).status]).toEqual([2, 2, 2]);
    expect(await post('/api/shopFund/readyReceipt', { batchId: f1.batchId })).toEqual({ code: 400, msg: '只有已登记的资金批次可以提交收款' });
    // A presented batch takes no more funds, and its funds are no longer deletable.
    expect(await post('/api/shopFund/save', fundBody(shop.id, [[s.id, '1.00']], { batchId: f1.batchId }))).toEqual({ code: 400, msg: '资金批次已提交收款，不能再加入付款', data: { field: 'batchId' } });
    expect(await del('/api/shopFund/delete', [f1.id])).toEqual({ code: 400, msg: '只有已登记的付款可以删除' });
    expect(await settlementOf(s.id)).toEqual({ allocated: '500.00', paid: '0.00', status: 1 });

    expect(await post('/api/shopFund/confirmReceipt', { batchId: f1.batchId })).toMatchObject({ code: 200, msg: '已确认收款' });
    const done = await fundOf(f1.id);
    expect(done).toMatchObject({ status: 3, completeReason: null });
    expect(done.completedAt).toBeInstanceOf(Date);
    expect(await batchOf(f1.batchId)).toMatchObject({ status: 3, receivedAt: expect.any(Date) });
    expect(await settlementOf(s.id)).toEqual({ allocated: '500.00', paid: '500.00', status: 2 });
    expect(await post('/api/shopFund/confirmReceipt', { batchId: f1.batchId })).toMatchObject({ code: 400 });
    expect(await post('/api/shopFund/manualComplete', { id: f1.id, reason: '重复' })).toEqual({ code: 400, msg: '只有已登记或待确认收款的付款可以手动完成' });
    expect((await get('/api/shopFund/fundPageStatistics', { batchId: f1.batchId })).data).toEqual({ count: 2, totalAmount: '500.00', completedAmount: '500.00' });

    // The rest by hand: the settlement is paid, and the fund's batch (its only fund) completes.
    const f3 = await saveFund(shop.id, [[s.id, '500.00']]);
    expect(await post('/api/shopFund/manualComplete', { id: f3.id, reason: '   ' })).toMatchObject({ code: 400, msg: '手动完成原因不能为空' });
    expect(await post('/api/shopFund/manualComplete', { id: f3.id, reason: 'x'.repeat(501) })).toMatchObject({ code: 400 });
    expect((await fundOf(f3.id)).status).toBe(1);
    expect(await post('/api/shopFund/manualComplete', { id: f3.id, reason: '现金到账，银行未出流水' })).toMatchObject({ code: 200, msg: '已手动完成' });
    expect(await fundOf(f3.id)).toMatchObject({ status: 3, completeReason: '现金到账，银行未出流水' });
    expect(await settlementOf(s.id)).toEqual({ allocated: '1000.00', paid: '1000.00', status: 3 });
    expect((await batchOf(f3.batchId)).status).toBe(3);
    expect((await get('/api/shopFund/listCanSaveFund', { shopId: shop.id })).data.list.map((x: any) => x.id)).not.toContain(s.id);
  });

  it('deletes registered funds only: allocations are released, the batch follows, an emptied batch goes', async () => {
    const s = await settled(shop, '300.00');
    const f1 = await saveFund(shop.id, [[s.id, '100.00']]);
    const f2 = await saveFund(shop.id, [[s.id, '50.00']], { batchId: f1.batchId });
    expect(await del('/api/shopFund/delete', [f1.id])).toMatchObject({ code: 200 });
    expect(await settlementOf(s.id)).toMatchObject({ allocated: '50.00' });
    expect(await rowCount(t, shopFundSettlements, eq(shopFundSettlements.fundId, f1.id))).toBe(0);
    expect(await batchOf(f1.batchId)).toMatchObject({ fundCount: 1, totalAmount: '50.00', deletedAt: null });
    expect((await get(`/api/shopFund/detail/${f1.id}`)).code).toBe(404);
    expect(await del('/api/shopFund/delete', [f2.id])).toMatchObject({ code: 200 });
    expect(await settlementOf(s.id)).toMatchObject({ allocated: '0.00' });
    expect((await batchOf(f1.batchId)).deletedAt).toBeInstanceOf(Date);
    expect((await get('/api/shopFund/listByBatchId', { batchId: f1.batchId })).code).toBe(404);
  });

  it('a receipt and a manual completion racing on one batch pay each fund once', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await settled(shop, '100.00');
      const f1 = await saveFund(shop.id, [[s.id, '30.00']]);
      await saveFund(shop.id, [[s.id, '20.00']], { batchId: f1.batchId });
      expect((await post('/api/shopFund/readyReceipt', { batchId: f1.batchId })).code).toBe(200);
      const replies = await Promise.all([
        post('/api/shopFund/confirmReceipt', { batchId: f1.batchId }),
        post('/api/shopFund/manualComplete', { id: f1.id, reason: '并发' }),
      ]);
      expect(replies[0].code).toBe(200);
      expect([200, 400]).toContain(replies[1].code);
      expect(await settlementOf(s.id)).toEqual({ allocated: '50.00', paid: '50.00', status: 2 });
      expect((await batchOf(f1.batchId)).status).toBe(3);
    }
  });

  it('a batch whose other funds completed by hand completes when its last one does', async () => {
    const s = await settled(shop, '90.00');
    const f1 = await saveFund(shop.id, [[s.id, '30.00']]);
    const f2 = await saveFund(shop.id, [[s.id, '60.00']], { batchId: f1.batchId });
    expect((await post('/api/shopFund/manualComplete', { id: f1.id, reason: '核销' })).code).toBe(200);
    expect((await batchOf(f1.batchId)).status).toBe(1);
    expect(await settlementOf(s.id)).toEqual({ allocated: '90.00', paid: '30.00', status: 2 });
    expect((await post('/api/shopFund/manualComplete', { id: f2.id, reason: '核销' })).code).toBe(200);
    expect((await batchOf(f1.batchId)).status).toBe(3);
    expect(await settlementOf(s.id)).toEqual({ allocated: '90.00', paid: '90.00', status: 3 });
  });
});

describe('special funds and the standing book', () => {
  it('balance = payable − paid − special, with signed special funds, lines in date order, reaching zero when all is paid', async () => {
    const ledgerShop = await createShop(t, franchiseeId);
    expect(await balanceOf(ledgerShop.id)).toBe('0.00');
    const s1 = await insertDatedSettlementRow(ledgerShop.id, '1000.00', '2026-01-05');
    const s2 = await insertDatedSettlementRow(ledgerShop.id, '200.00', '2026-01-20');
    const rebate = await post('/api/shopFund/special/edit', { shopId: ledgerShop.id, fundType: 'rebate', amount: '150.00', fundDate: '2026-01-10', remark: '返利' });
    expect(rebate).toMatchObject({ code: 200, data: { amount: '150.00' } });
    const penalty = await post('/api/shopFund/special/edit', { shopId: ledgerShop.id, fundType: 'penalty', amount: '-50', fundDate: '2026-01-20' });
    expect(penalty).toMatchObject({ code: 200, data: { amount: '-50.00' } });
    expect((await post('/api/shopFund/special/edit', { shopId: ledgerShop.id, fundType: 'penalty', amount: '0', fundDate: '2026-01-20' })).code).toBe(400);
    // Owed: 1200 − 150 + 50; a registered fund pays nothing yet.
    const f = await saveFund(ledgerShop.id, [[s1.id, '600.00']]);
    let stats = (await get('/api/shopFund/shopStandBookStatistics', { shopId: ledgerShop.id })).data.list[0];
    expect(stats).toEqual({ shopId: ledgerShop.id, shopCode: ledgerShop.code, shopName: ledgerShop.name, payableAmount: '1200.00', paidAmount: '0.00', specialAmount: '100.00', balance: '1100.00' });
    expect((await post('/api/shopFund/readyReceipt', { batchId: f.batchId })).code).toBe(200);
    expect((await post('/api/shopFund/confirmReceipt', { batchId: f.batchId })).code).toBe(200);
    stats = (await get('/api/shopFund/shopStandBookStatistics', { keyword: ledgerShop.code })).data.list[0];
    expect(stats).toMatchObject({ payableAmount: '1200.00', paidAmount: '600.00', specialAmount: '100.00', balance: '500.00' });

    const detail = await get(`/api/shopFund/standBookDetail/${ledgerShop.id}`);
    expect(detail.code).toBe(200);
    expect(detail.data.openingBalance).toBe('0.00');
    expect(detail.data.lines.map((l: any) => [l.date, l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['2026-01-05', 'settlement', '1000.00', '0.00', '1000.00'],
      ['2026-01-10', 'special', '0.00', '150.00', '850.00'],
      ['2026-01-20', 'settlement', '200.00', '0.00', '1050.00'],
      ['2026-01-20', 'special', '50.00', '0.00', '1100.00'],
      [expect.any(String), 'fund', '0.00', '600.00', '500.00'],
    ]);
    expect(detail.data.lines[4]).toMatchObject({ documentId: f.id, code: f.batchCode });
    expect(detail.data.lines[4].date >= '2026-01-20').toBe(true);
    expect(detail.data.closingBalance).toBe('500.00');
    const ranged = await get(`/api/shopFund/standBookDetail/${ledgerShop.id}`, { startDate: '2026-01-11', endDate: '2026-01-31' });
    expect(ranged.data).toMatchObject({ openingBalance: '850.00', closingBalance: '1100.00' });
    expect(ranged.data.lines.map((l: any) => l.balance)).toEqual(['1050.00', '1100.00']);
    expect(await get(`/api/shopFund/standBookDetail/${ledgerShop.id}`, { startDate: '2026-13-01' })).toEqual({ code: 400, msg: '开始日期：请输入正确的日期（YYYY-MM-DD）', data: { field: 'startDate' } });
    expect((await get(`/api/shopFund/standBookDetail/${ledgerShop.id}`, { startDate: '2026-02-01', endDate: '2026-01-01' })).code).toBe(400);

    // The ledger's 500 (1200 payable − 600 paid − 100 special) paid as 400 on s1 and 100 on s2: balance zero, while s2
    // itself stays partly paid (the net special amount in the shop's favour covers the rest).
    const rest = await saveFund(ledgerShop.id, [[s1.id, '400.00'], [s2.id, '100.00']]);
    expect((await post('/api/shopFund/manualComplete', { id: rest.id, reason: '结清' })).code).toBe(200);
    expect(await balanceOf(ledgerShop.id)).toBe('0.00');
    expect(await settlementOf(s1.id)).toMatchObject({ status: 3 });
    expect(await settlementOf(s2.id)).toMatchObject({ status: 2 });

    const specials = await get('/api/shopFund/fundSpecialPage', { shopId: ledgerShop.id });
    expect(specials.data.list.map((x: any) => x.amount).sort()).toEqual(['-50.00', '150.00']);
    expect(await del('/api/shopFund/deleteSpecial', [penalty.data.id])).toMatchObject({ code: 200 });
    expect(await balanceOf(ledgerShop.id)).toBe('-50.00');
    expect(await rowCount(t, shopSpecialFunds, and(eq(shopSpecialFunds.shopId, ledgerShop.id), isNull(shopSpecialFunds.deletedAt)))).toBe(1);
  });
});

describe('access', () => {
  it('answers 403 without the button, writing nothing', async () => {
    const s = await settled(shop, '100.00');
    const f = await saveFund(shop.id, [[s.id, '10.00']]);
    const viewer = await goldUser(t, { fund: ['btn_detail'], specialFund: [], standingBook: [] });
    const before = await ledgerState();
    expect((await post('/api/shopFund/save', fundBody(shop.id, [[s.id, '1.00']]), viewer)).code).toBe(403);
    expect((await post('/api/shopFund/readyReceipt', { batchId: f.batchId }, viewer)).code).toBe(403);
    expect((await post('/api/shopFund/confirmReceipt', { batchId: f.batchId }, viewer)).code).toBe(403);
    expect((await post('/api/shopFund/manualComplete', { id: f.id, reason: 'x' }, viewer)).code).toBe(403);
    expect((await del('/api/shopFund/delete', [f.id], viewer)).code).toBe(403);
    expect((await post('/api/shopFund/special/edit', { shopId: shop.id, fundType: 'rebate', amount: '1', fundDate: '2026-01-01' }, viewer)).code).toBe(403);
    expect(await ledgerState()).toEqual(before);
    expect((await batchOf(f.batchId)).status).toBe(1);
    // Reading is allowed with the menu alone.
    expect((await get('/api/shopFund/fundPage', {}, viewer)).code).toBe(200);
    expect((await get('/api/shopFund/shopStandBookStatistics', {}, viewer)).code).toBe(200);
  });

  it('a franchisee user sees only their shops; another shop\'s funds, batches, special funds and ledger answer 404 by id', async () => {
    const theirs = await settled(other, '100.00');
    const f = await saveFund(other.id, [[theirs.id, '10.00']]);
    const made = await post('/api/shopFund/special/edit', { shopId: other.id, fundType: 'rebate', amount: '5', fundDate: '2026-01-01' });
    expect(made).toMatchObject({ code: 200 });
    const special = made.data;
    const user = await goldUser(t, {
      fund: ['btn_add', 'btn_remove', 'btn_detail', 'btn_receipt', 'btn_complete'], specialFund: ['btn_add', 'btn_edit', 'btn_remove'], standingBook: ['btn_detail'],
    }, { allianceBusinessId: franchiseeId });
    const before = await ledgerState();
    expect((await get(`/api/shopFund/detail/${f.id}`, {}, user)).code).toBe(404);
    expect((await get('/api/shopFund/listByBatchId', { batchId: f.batchId }, user)).code).toBe(404);
    expect((await get('/api/shopFund/listCanSaveFund', { shopId: other.id }, user)).code).toBe(404);
    expect((await post('/api/shopFund/readyReceipt', { batchId: f.batchId }, user)).code).toBe(404);
    expect((await post('/api/shopFund/confirmReceipt', { batchId: f.batchId }, user)).code).toBe(404);
    expect((await post('/api/shopFund/manualComplete', { id: f.id, reason: 'x' }, user)).code).toBe(404);
    expect((await del('/api/shopFund/delete', [f.id], user)).code).toBe(404);
    expect((await post('/api/shopFund/save', fundBody(other.id, [[theirs.id, '1.00']]), user))).toMatchObject({ code: 400, msg: '门店不存在或无权操作' });
    // Their own shop, but another shop's batch: 404 as if missing.
    const mine = await settled(shop, '100.00');
    expect((await post('/api/shopFund/save', fundBody(shop.id, [[mine.id, '1.00']], { batchId: f.batchId }), user)).code).toBe(404);
    expect((await get(`/api/shopFund/special/detail/${special.id}`, {}, user)).code).toBe(404);
    expect((await del('/api/shopFund/deleteSpecial', [special.id], user)).code).toBe(404);
    expect((await post('/api/shopFund/special/edit', { shopId: other.id, fundType: 'rebate', amount: '1', fundDate: '2026-01-01' }, user))).toMatchObject({ code: 400, data: { field: 'shopId' } });
    expect((await get(`/api/shopFund/standBookDetail/${other.id}`, {}, user)).code).toBe(404);
    expect(await ledgerState()).toEqual(before);
    expect((await fundOf(f.id)).status).toBe(1);

    const pages = [
      (await get('/api/shopFund/fundPage', { pageSize: '500' }, user)).data.list,
      (await get('/api/shopFund/fundBatchPage', { pageSize: '500' }, user)).data.list,
      (await get('/api/shopFund/fundSpecialPage', { pageSize: '500' }, user)).data.list,
    ];
    for (const rows of pages) expect(rows.every((r: any) => r.shopId !== other.id)).toBe(true);
    const book = (await get('/api/shopFund/shopStandBookStatistics', { pageSize: '500' }, user)).data.list;
    expect(book.map((r: any) => r.shopId)).toContain(shop.id);
    expect(book.map((r: any) => r.shopId)).not.toContain(other.id);
    // The user's own shop works end to end.
    const own = await saveFund(shop.id, [[mine.id, '1.00']], {}, user);
    expect((await post('/api/shopFund/readyReceipt', { batchId: own.batchId }, user)).code).toBe(200);
    expect(new Decimal((await settlementOf(mine.id)).allocated).toFixed(2)).toBe('1.00');
  });
});
