import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { goldPrices, shopSales, shopSettlementDays, shopSettlements } from '../../server/db/schema';
import { call, createFranchisee, createShop, createSpv, exportCall, goldApp, goldUser, rowCount, type GoldContext } from './gold-helpers';
import { daysOf, importPrices, importSales, importSalesReply, settleReply, settleShop } from './gold-finance-helpers';

// Settlement days and settlements (docs/domain.md, "Decisions of gold operations II": Settlement days, Settlements).
let t: GoldContext;
let spvId: string;
let franchiseeId: string;
let otherFranchiseeId: string;

const newShop = async (franchisee = franchiseeId) => createShop(t, franchisee);
const get = (url: string, query: Record<string, string> = {}, token = t.admin) => call(t.app, 'GET', url, { token, query });
const post = (url: string, payload: unknown, token = t.admin) => call(t.app, 'POST', url, { token, payload: payload as object });
const salesOf = (shopId: string) => t.db.select().from(shopSales).where(and(eq(shopSales.shopId, shopId), isNull(shopSales.deletedAt)));
const deleteSales = (ids: string[], token = t.admin) => call(t.app, 'DELETE', '/api/shop/sale/delete', { token, payload: { ids } });
const sum = (values: string[], scale: number) => values.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(scale);

beforeAll(async () => {
  t = await goldApp();
  spvId = (await createSpv(t)).id;
  franchiseeId = (await createFranchisee(t, spvId)).id;
  otherFranchiseeId = (await createFranchisee(t, (await createSpv(t)).id)).id;
  // The base price (type 1) and the old-gold price (type 2) from 2025-01-01 on; later tests add base prices only.
  await importPrices(t, [{ day: '2025-01-01', price: '600.00' }, { day: '2025-01-01', type: 2, price: '500.00' }]);
});
afterAll(async () => t?.close());

describe('settlement days', () => {
  it('are derived from a sale import per shop and day, and follow sale deletes (recomputed, or removed when empty)', async () => {
    const shop = await newShop();
    await importSales(t, [
      { shop: shop.code, day: '2025-01-02', weight: '1.234', labourFee: '50.00', oldGoldWeight: '1.500', oldGoldPrice: '480' },
      { shop: shop.code, day: '2025-01-02', weight: '2.000' },
      { shop: shop.code, day: '2025-01-03', weight: '3.333', retailPrice: '650.00' },
    ]);
    const [d2, d3] = await daysOf(t, shop.id);
    // 3.234 g × 600.00 = 1940.40; 1.500 g of old gold × 500.00 = 750.00; sales 1.234 × 700 = 863.80 + 50 and 2 × 700 = 1400.
    expect(d2).toMatchObject({
      shopId: shop.id, shopName: shop.name, day: '2025-01-02', saleCount: 2, soldWeight: '3.234', settlementPrice: '600.00', amount: '1940.40',
      oldGoldWeight: '1.500', substitutionPrice: '500.00', substitutionAmount: '750.00', saleAmount: '2313.80', labourFee: '50.00', priceManual: 0, settlementId: null,
    });
    expect(d3).toMatchObject({ day: '2025-01-03', saleCount: 1, soldWeight: '3.333', amount: '1999.80', oldGoldWeight: '0.000', substitutionAmount: '0.00' });

    const sales = await salesOf(shop.id);
    const first = sales.find((s) => s.goldWeight === '1.234')!;
    const third = sales.find((s) => s.saleDate === '2025-01-03')!;
    expect((await deleteSales([first.id, third.id])).code).toBe(200);
    const left = await daysOf(t, shop.id);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ day: '2025-01-02', saleCount: 1, soldWeight: '2.000', amount: '1200.00', oldGoldWeight: '0.000', saleAmount: '1400.00' });
  });

  it('round each day half-up to the fen', async () => {
    const shop = await newShop();
    await importPrices(t, [{ day: '2025-01-20', price: '605.00' }]);
    // 0.001 g × 605.00 = 0.605 -> 0.61 (half-up; half-even would give 0.60).
    await importSales(t, [{ shop: shop.code, day: '2025-01-20', weight: '0.001' }]);
    expect((await daysOf(t, shop.id))[0]).toMatchObject({ settlementPrice: '605.00', amount: '0.61' });
  });
});

describe('re-pricing', () => {
  it('a price import, edit or delete re-prices the unsettled days from its date on; a price set by hand stays', async () => {
    const shop = await newShop();
    await importSales(t, [{ shop: shop.code, day: '2025-02-03', weight: '1.000' }, { shop: shop.code, day: '2025-02-05', weight: '2.000' }]);
    expect((await daysOf(t, shop.id)).map((d) => d.settlementPrice)).toEqual(['605.00', '605.00']);
    await importPrices(t, [{ day: '2025-02-04', price: '610.00' }]);
    expect((await daysOf(t, shop.id)).map((d) => [d.settlementPrice, d.amount])).toEqual([['605.00', '605.00'], ['610.00', '1220.00']]);

    const [price] = await t.db.select().from(goldPrices).where(and(eq(goldPrices.priceDate, '2025-02-04'), isNull(goldPrices.deletedAt)));
    expect(await post('/api/goldPrice/edit', { id: price.id, version: price.version, price: '611.11' })).toMatchObject({ code: 200 });
    expect((await daysOf(t, shop.id))[1]).toMatchObject({ settlementPrice: '611.11', amount: '1222.22' });
    // Moving the price to a later date re-prices from the earlier of its two dates.
    expect(await post('/api/goldPrice/edit', { id: price.id, version: price.version + 1, priceDate: '2025-02-06' })).toMatchObject({ code: 200 });
    expect((await daysOf(t, shop.id))[1]).toMatchObject({ settlementPrice: '605.00', amount: '1210.00' });

    const [first] = await daysOf(t, shop.id);
    const edited = await post('/api/shopSettlement/editShopSettlementDay', { id: first.id, settlementPrice: '620.5' });
    expect(edited).toMatchObject({ code: 200, msg: '结算金价已修改', data: { settlementPrice: '620.50', amount: '620.50', priceManual: 1, version: first.version + 1 } });
    await importPrices(t, [{ day: '2025-02-02', price: '630.00' }]);
    expect((await daysOf(t, shop.id)).map((d) => d.settlementPrice)).toEqual(['620.50', '630.00']);
    // A later sale of the hand-priced day keeps its price too.
    await importSales(t, [{ shop: shop.code, day: '2025-02-03', weight: '1.000' }]);
    expect((await daysOf(t, shop.id))[0]).toMatchObject({ saleCount: 2, settlementPrice: '620.50', amount: '1241.00' });

    const [feb2] = await t.db.select().from(goldPrices).where(and(eq(goldPrices.priceDate, '2025-02-02'), isNull(goldPrices.deletedAt)));
    expect((await call(t.app, 'DELETE', '/api/goldPrice/delete', { token: t.admin, payload: { ids: [feb2.id] } })).code).toBe(200);
    expect((await daysOf(t, shop.id)).map((d) => d.settlementPrice)).toEqual(['620.50', '605.00']);
  });
});

describe('settlements', () => {
  it('settle the unsettled days up to an end day: totals are the sums of the days, a code is issued, the days are claimed', async () => {
    const shop = await newShop();
    await importSales(t, [
      { shop: shop.code, day: '2025-03-03', weight: '1.111', oldGoldWeight: '2.000', oldGoldPrice: '480' },
      { shop: shop.code, day: '2025-03-04', weight: '2.222', oldGoldWeight: '0.500', oldGoldPrice: '480' },
      { shop: shop.code, day: '2025-03-05', weight: '3.333' },
    ]);
    const preview = await get(`/api/shopSettlement/getSettlementAmount/${shop.id}`, { endDay: '2025-03-04' });
    expect(preview.data).toMatchObject({ dayCount: 2, startDay: '2025-03-03', endDay: '2025-03-04', soldWeight: '3.333', missingPriceDays: [] });
    expect(preview.data.settlementAmount).toBe(sum(preview.data.days.map((d: any) => d.amount), 2));
    const sub = await get(`/api/shopSettlement/getSubstitutionAmount/${shop.id}`, { weight: '1.5' });
    expect(sub.data).toEqual({ oldGoldHeld: '2.500', substitutionPrice: '500.00', weight: '1.500', substitutionAmount: '750.00' });

    const saved = await settleReply(t, shop.id, { endDay: '2025-03-04', substitutionWeight: '1.5', remark: '三月上旬' });
    expect(saved).toMatchObject({ code: 200, msg: '结算成功', data: { id: expect.any(String), code: expect.stringMatching(/^JS/) } });
    const detail = (await get(`/api/shopSettlement/detail/${saved.data.id}`)).data;
    expect(detail).toMatchObject({
      code: saved.data.code, shopId: shop.id, shopName: shop.name, startDay: '2025-03-03', endDay: '2025-03-04', dayCount: 2,
      soldWeight: '3.333', settlementAmount: preview.data.settlementAmount, substitutionWeight: '1.500', substitutionPrice: '500.00',
      substitutionAmount: '750.00', payableAmount: new Decimal(preview.data.settlementAmount).minus(750).toFixed(2), paidAmount: '0.00', status: 1, remark: '三月上旬',
    });
    const covered = await get(`/api/shopSettlement/listSettlement/${saved.data.id}`);
    expect(covered.data.list.map((d: any) => [d.day, d.settlementId, d.settlementCode])).toEqual([['2025-03-03', saved.data.id, saved.data.code], ['2025-03-04', saved.data.id, saved.data.code]]);
    expect(sum(covered.data.list.map((d: any) => d.amount), 2)).toBe(detail.settlementAmount);
    expect(sum(covered.data.list.map((d: any) => d.soldWeight), 3)).toBe(detail.soldWeight);
    expect((await daysOf(t, shop.id, 0)).map((d) => d.day)).toEqual(['2025-03-05']);

    const stats = await get(`/api/shopSettlement/listSettlementStatistics/${saved.data.id}`);
    expect(stats.data.settlement).toMatchObject({ id: saved.data.id, outstanding: detail.payableAmount });
    expect(stats.data.shop).toEqual({ settlementCount: 1, payableAmount: detail.payableAmount, paidAmount: '0.00', outstanding: detail.payableAmount });
    const held = await get('/api/shopInventory/getTotalOldGoldWeight', { shopId: shop.id });
    expect(held.data).toEqual({ totalOldGoldWeight: '1.000' });
    const can = await get('/api/shop/listCanSettlement');
    expect(can.data.list.find((s: any) => s.id === shop.id)).toMatchObject({ dayCount: 1, firstDay: '2025-03-05', lastDay: '2025-03-05' });

    // The same days again: nothing left to settle up to that day.
    expect(await settleReply(t, shop.id, { endDay: '2025-03-04' })).toEqual({ code: 400, msg: '没有可结算的销售日' });
    // A settled day's sales can neither be deleted nor joined by new ones.
    const [sale] = (await salesOf(shop.id)).filter((s) => s.saleDate === '2025-03-03');
    expect(await deleteSales([sale.id])).toEqual({ code: 400, msg: '2025-03-03的销售已结算，不能删除' });
    expect(await importSalesReply(t, [{ shop: shop.code, day: '2025-03-04', weight: '1.000' }])).toMatchObject({ code: 400, msg: '2025-03-04的销售已结算，不能再导入该日销售' });
    const [day] = covered.data.list;
    expect(await post('/api/shopSettlement/editShopSettlementDay', { id: day.id, settlementPrice: '1.00' })).toEqual({ code: 400, msg: '该销售日已结算，不能修改结算金价' });
  });

  it('two settlements of one shop at once: one wins, the other finds nothing left', async () => {
    const shop = await newShop();
    await importSales(t, [{ shop: shop.code, day: '2025-03-10', weight: '1.000' }, { shop: shop.code, day: '2025-03-11', weight: '1.000' }]);
    const replies = await Promise.all([settleReply(t, shop.id), settleReply(t, shop.id)]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(await rowCount(t, shopSettlements, and(eq(shopSettlements.shopId, shop.id), isNull(shopSettlements.deletedAt)))).toBe(1);
    const won = replies.find((r) => r.code === 200)!;
    expect((await daysOf(t, shop.id)).map((d) => d.settlementId)).toEqual([won.data.id, won.data.id]);
  });

  it('refuses old gold beyond what the shop holds or worth more than the settlement, a frozen shop, and a day without price', async () => {
    const shop = await newShop();
    await importPrices(t, [{ day: '2025-03-12', price: '600.00' }]);
    await importSales(t, [{ shop: shop.code, day: '2025-03-12', weight: '0.100', oldGoldWeight: '1.000', oldGoldPrice: '480' }]);
    expect(await settleReply(t, shop.id, { substitutionWeight: '1.001' })).toEqual({ code: 400, msg: '旧料抵扣克重不能超过门店持有的旧料1.000克', data: { field: 'substitutionWeight' } });
    // 1 g × 500.00 = 500.00 of old gold against 0.1 g × 600.00 = 60.00 settled.
    expect(await settleReply(t, shop.id, { substitutionWeight: '1' })).toEqual({ code: 400, msg: '旧料抵扣金额500.00不能超过结算金额60.00', data: { field: 'substitutionWeight' } });

    const frozen = await newShop();
    await importSales(t, [{ shop: frozen.code, day: '2025-03-12', weight: '1.000' }]);
    expect((await post('/api/shop/freeze', { id: frozen.id, status: 2, reason: '整改' })).code).toBe(200);
    expect(await settleReply(t, frozen.id)).toEqual({ code: 400, msg: '门店已冻结，不能结算' });
    expect((await get('/api/shop/listCanSettlement')).data.list.some((s: any) => s.id === frozen.id)).toBe(false);

    const early = await newShop();
    await importSales(t, [{ shop: early.code, day: '2024-12-30', weight: '1.000' }, { shop: early.code, day: '2024-12-31', weight: '1.000' }, { shop: early.code, day: '2025-01-02', weight: '1.000' }]);
    const preview = await get(`/api/shopSettlement/getSettlementAmount/${early.id}`);
    expect(preview.data).toMatchObject({ dayCount: 3, missingPriceDays: ['2024-12-30', '2024-12-31'], settlementAmount: '600.00' });
    expect(await settleReply(t, early.id)).toEqual({ code: 400, msg: '以下销售日没有结算金价，不能结算：2024-12-30、2024-12-31' });
    expect(await rowCount(t, shopSettlements, eq(shopSettlements.shopId, early.id))).toBe(0);
    expect(await settleReply(t, early.id, { endDay: '2024-12-30' })).toEqual({ code: 400, msg: '以下销售日没有结算金价，不能结算：2024-12-30' });
    // A price of that day lets it settle: 590.00 for 12-30 and 12-31, 600.00 for 01-02.
    await importPrices(t, [{ day: '2024-12-30', price: '590.00' }]);
    expect((await settleShop(t, early.id)).settlementAmount).toBe('1780.00');
  });

  it('deleting a settlement releases its days and its old gold; refused once a fund allocates to it', async () => {
    const shop = await newShop();
    await importSales(t, [{ shop: shop.code, day: '2025-03-20', weight: '1.000', oldGoldWeight: '0.500', oldGoldPrice: '480' }]);
    const settlement = await settleShop(t, shop.id, { substitutionWeight: '0.5' });
    expect((await get('/api/shopInventory/getTotalOldGoldWeight', { shopId: shop.id })).data.totalOldGoldWeight).toBe('0.000');
    // Old gold handed over cannot vanish with its sale... (the sale's day is settled anyway; see the next shop).
    expect((await call(t.app, 'DELETE', '/api/shopSettlement/delete', { token: t.admin, payload: { ids: [settlement.id] } })).code).toBe(200);
    expect((await daysOf(t, shop.id)).map((d) => d.settlementId)).toEqual([null]);
    expect((await get('/api/shopInventory/getTotalOldGoldWeight', { shopId: shop.id })).data.totalOldGoldWeight).toBe('0.500');
    expect(await rowCount(t, shopSettlements, and(eq(shopSettlements.id, settlement.id), isNull(shopSettlements.deletedAt)))).toBe(0);

    // Allocated: set through SQL here (the fund tests allocate through the fund API).
    const again = await settleShop(t, shop.id);
    await t.db.update(shopSettlements).set({ allocatedAmount: '1.00' }).where(eq(shopSettlements.id, again.id));
    expect(await call(t.app, 'DELETE', '/api/shopSettlement/delete', { token: t.admin, payload: { ids: [again.id] } }))
      .toEqual({ code: 400, msg: `结算单${again.code}已有付款登记，不能删除` });
    expect((await daysOf(t, shop.id)).map((d) => d.settlementId)).toEqual([again.id]);
  });

  it('a sale whose old gold was handed over in a settlement cannot be deleted', async () => {
    const shop = await newShop();
    await importSales(t, [
      { shop: shop.code, day: '2025-03-21', weight: '1.000' },
      { shop: shop.code, day: '2025-03-22', weight: '1.000', oldGoldWeight: '0.800', oldGoldPrice: '480' },
    ]);
    await settleShop(t, shop.id, { endDay: '2025-03-21', substitutionWeight: '0.8' });
    const [later] = (await salesOf(shop.id)).filter((s) => s.saleDate === '2025-03-22');
    expect(await deleteSales([later.id])).toMatchObject({ code: 400, msg: expect.stringContaining('旧料已在结算中抵扣') });
    expect(await rowCount(t, shopSales, and(eq(shopSales.id, later.id), isNull(shopSales.deletedAt)))).toBe(1);
  });

  it('exports 门店结算单 of one settlement or of the page filters', async () => {
    const shop = await newShop();
    await importSales(t, [{ shop: shop.code, day: '2025-03-25', weight: '1.000' }, { shop: shop.code, day: '2025-03-26', weight: '2.000' }]);
    const settlement = await settleShop(t, shop.id);
    const one = await exportCall(t, '/api/shopSettlement/settlementDetailExport', t.admin, { id: settlement.id });
    expect(decodeURIComponent(String(one.res.headers['content-disposition']))).toContain('门店结算单.xlsx');
    expect(one.rows[0].slice(0, 4)).toEqual(['结算单', '门店', '销售日期', '销售件数']);
    expect(one.rows.slice(1).map((r) => [r[0], r[2], r[4]])).toEqual([[settlement.code, '2025-03-26', '2.000'], [settlement.code, '2025-03-25', '1.000']]);
    const filtered = await exportCall(t, '/api/shopSettlement/settlementDetailExport', t.admin, { shopId: shop.id, dayStart: '2025-03-26', sidx: 'day', sort: 'asc' });
    expect(filtered.rows.slice(1).map((r) => r[2])).toEqual(['2025-03-26']);
  });
});

describe('access', () => {
  it('answers 403 without the button and 400 for bad input, writing nothing', async () => {
    const shop = await newShop();
    await importSales(t, [{ shop: shop.code, day: '2025-04-01', weight: '1.000' }]);
    const [day] = await daysOf(t, shop.id);
    const viewer = await goldUser(t, { settlement: [] });
    const before = await rowCount(t, shopSettlements);
    expect((await settleReply(t, shop.id, {}, viewer)).code).toBe(403);
    expect((await post('/api/shopSettlement/editShopSettlementDay', { id: day.id, settlementPrice: '1.00' }, viewer)).code).toBe(403);
    expect((await exportCall(t, '/api/shopSettlement/settlementDetailExport', viewer, {})).json?.code).toBe(403);
    expect((await get(`/api/shopSettlement/getSettlementAmount/${shop.id}`, {}, viewer)).code).toBe(200);

    expect(await settleReply(t, shop.id, { substitutionWeight: '-1' })).toMatchObject({ code: 400, data: { field: 'substitutionWeight' } });
    expect(await settleReply(t, shop.id, { substitutionWeight: '0.0001' })).toMatchObject({ code: 400, data: { field: 'substitutionWeight' } });
    expect(await settleReply(t, shop.id, { endDay: '2025-02-30' })).toMatchObject({ code: 400, data: { field: 'endDay' } });
    expect((await post('/api/shopSettlement/save', {})).code).toBe(400);
    expect(await post('/api/shopSettlement/editShopSettlementDay', { id: day.id, settlementPrice: '0' })).toMatchObject({ code: 400, data: { field: 'settlementPrice' } });
    expect((await get(`/api/shopSettlement/getSubstitutionAmount/${shop.id}`, { weight: 'abc' })).code).toBe(400);
    expect(await rowCount(t, shopSettlements)).toBe(before);
    expect((await daysOf(t, shop.id))[0]).toMatchObject({ settlementPrice: day.settlementPrice, priceManual: 0, version: day.version });
  });

  it('a franchisee user reaches only their shops\' settlements and days: others answer 404 and nothing changes', async () => {
    const mine = await newShop();
    const theirs = await newShop(otherFranchiseeId);
    await importSales(t, [{ shop: mine.code, day: '2025-04-02', weight: '1.000' }, { shop: theirs.code, day: '2025-04-02', weight: '1.000' }, { shop: theirs.code, day: '2025-04-03', weight: '1.000' }]);
    const other = await settleShop(t, theirs.id, { endDay: '2025-04-02' });
    const [theirDay] = await daysOf(t, theirs.id, 0);
    const user = await goldUser(t, { settlement: ['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_download'] }, { allianceBusinessId: franchiseeId });

    for (const url of [`/api/shopSettlement/detail/${other.id}`, `/api/shopSettlement/listSettlement/${other.id}`, `/api/shopSettlement/listSettlementStatistics/${other.id}`,
      `/api/shopSettlement/getSettlementAmount/${theirs.id}`, `/api/shopSettlement/getSubstitutionAmount/${theirs.id}`]) {
      expect((await get(url, {}, user)).code, url).toBe(404);
    }
    expect((await call(t.app, 'DELETE', '/api/shopSettlement/delete', { token: user, payload: { ids: [other.id] } })).code).toBe(404);
    expect((await post('/api/shopSettlement/editShopSettlementDay', { id: theirDay.id, settlementPrice: '1.00' }, user)).code).toBe(404);
    expect((await settleReply(t, theirs.id, {}, user)).code).toBe(404);
    expect((await exportCall(t, '/api/shopSettlement/settlementDetailExport', user, { id: other.id })).json?.code).toBe(404);
    expect(await rowCount(t, shopSettlements, and(eq(shopSettlements.shopId, theirs.id), isNull(shopSettlements.deletedAt)))).toBe(1);
    expect((await daysOf(t, theirs.id, 0))[0]).toMatchObject({ settlementPrice: theirDay.settlementPrice, priceManual: 0 });

    const page = await get('/api/shopSettlement/listShopSettlementDay', { pageSize: '500' }, user);
    expect(page.data.list.length).toBeGreaterThan(0);
    expect(page.data.list.every((d: any) => d.shopId !== theirs.id)).toBe(true);
    const settlements = await get('/api/shopSettlement/page', { pageSize: '500' }, user);
    expect(settlements.data.list.every((s: any) => s.shopId !== theirs.id)).toBe(true);
    // Their own shop settles.
    expect((await settleReply(t, mine.id, {}, user)).code).toBe(200);
  });
});

describe('backfill', () => {
  it('the migration\'s statement derives the days of sales stored without them', async () => {
    const shop = await newShop();
    await importSales(t, [{ shop: shop.code, day: '2025-05-06', weight: '1.500', oldGoldWeight: '0.250', oldGoldPrice: '480' }]);
    const derived = await daysOf(t, shop.id);
    await t.db.delete(shopSettlementDays).where(eq(shopSettlementDays.shopId, shop.id));
    const migration = readFileSync(new URL('../../server/db/migrations/0009_gold_finance.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').map((s) => s.trim()).find((s) => s.includes('INSERT INTO "shop_settlement_days"'))!;
    await t.db.execute(sql.raw(backfill));
    const [again] = await daysOf(t, shop.id);
    const pick = (d: Record<string, any>) => [d.day, d.saleCount, d.soldWeight, d.settlementPrice, d.amount, d.oldGoldWeight, d.substitutionPrice, d.substitutionAmount, d.saleAmount, d.labourFee];
    expect(pick(again)).toEqual(pick(derived[0]));
  });
});
