import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HOME_CARDS } from '../../models/home';
import { menuDataSchemes, shopSettlementDays, sysConfig } from '../../server/db/schema';
import { datePart } from '../../server/modules/system/bill-number';
import { lastMonths } from '../../server/modules/home/months';
import { call, createTestApp, createUser, grant, login, buttonId, menuId } from './helpers';
import { FUTIAN, HAIDIAN, NANSHAN, MENU, createFranchisee, createShop, createSpv, goldUser, type GoldContext } from './gold-helpers';
import { adminLogin } from './helpers';

// The home dashboard and its configuration (docs/domain.md#home-dashboard, docs/product.md#business-api: Home, System
// config). A small data set whose figures are worked out by hand below; dates are relative to today, so the twelve
// months always hold them.
let t: GoldContext;
const now = new Date();
const today = datePart('yyyy-MM-dd', now);
const month = today.slice(0, 7);
const monthStart = `${month}-01`;
const [previous] = lastMonths(now, 2);
const prevDay = `${previous.month}-15`;
const prevStart = previous.firstDay;

const shops: Record<'s1' | 's2' | 's3' | 's4', any> = {} as any;
let spvA: string;
let spvB: string;
let franchiseeA1: string;

const post = (url: string, payload: unknown, token = t.admin) => call(t.app, 'POST', url, { token, payload: payload as object });
const get = (url: string, token = t.admin, lang = 'zh') => call(t.app, 'GET', url, { token, headers: { 'jnpf-lang': lang } });
const ok = async (reply: Promise<any>) => {
  const r = await reply;
  if (r.code !== 200) throw new Error(`${r.code} ${r.msg}`);
  return r.data;
};

async function inbound(shop: any, items: Array<[number: string, category: string, weight: string]>, inboundDate = prevStart) {
  await ok(post('/api/shopInventory/import', {
    blnOut: false,
    list: items.map(([inventoryNumber, category, goldWeight]) => ({
      inventoryNumber, shopId: shop.code, batchNumber: 'RKHOME', category, productName: '首页测试', goldWeight, labourFee: '50.00', inboundDate,
    })),
  }));
}

async function sell(shop: any, inventoryNumber: string, saleDate: string, goldWeight: string, retailPrice: string, labourFee: string, oldGoldWeight = '') {
  await ok(post('/api/shop/sale/import', [{
    shopId: shop.code, inventoryNumber, saleDate, goldWeight, retailPrice, labourFee, oldGoldWeight, oldGoldPrice: oldGoldWeight ? '480.00' : '',
  }]));
}

beforeAll(async () => {
  const app = await createTestApp();
  t = Object.assign(app, { admin: await adminLogin(app.app) });
  spvA = (await createSpv(t)).id;
  spvB = (await createSpv(t)).id;
  franchiseeA1 = (await createFranchisee(t, spvA)).id;
  const franchiseeA2 = (await createFranchisee(t, spvA)).id;
  const franchiseeB1 = (await createFranchisee(t, spvB)).id;
  shops.s1 = await createShop(t, franchiseeA1, { areaIds: NANSHAN });
  shops.s2 = await createShop(t, franchiseeA1, { areaIds: HAIDIAN });
  shops.s3 = await createShop(t, franchiseeA2, { areaIds: FUTIAN });
  shops.s4 = await createShop(t, franchiseeB1);

  for (const [priceDate, priceType, price] of [[prevDay, 1, '500.00'], [prevDay, 2, '480.00'], [monthStart, 1, '520.00']] as const) {
    await ok(post('/api/goldPrice/edit', { priceDate, priceType, price }));
  }
  await inbound(shops.s1, [['HR1', 'ring', '3.000'], ['HR2', 'ring', '2.500'], ['HR3', 'ring', '4.000'], ['HN1', 'necklace', '10.000']]);
  await inbound(shops.s2, [['HB1', 'bracelet', '20.000'], ['HR4', 'ring', '1.000']]);
  await inbound(shops.s3, [['HR5', 'ring', '5.000']]);
  await inbound(shops.s4, [['HP1', 'pendant', '2.000']]);
  // This month: 3.000 g × 600 + 50 = 1,850.00; 20.000 g × 610 + 100 = 12,300.00; 2.000 g × 600 = 1,200.00.
  // Last month: 2.500 g × 560 + 40 = 1,440.00.
  await sell(shops.s1, 'HR1', today, '3.000', '600.00', '50.00', '1.000');
  await sell(shops.s1, 'HR2', prevDay, '2.500', '560.00', '40.00');
  await sell(shops.s2, 'HB1', today, '20.000', '610.00', '100.00');
  await sell(shops.s4, 'HP1', today, '2.000', '600.00', '');
  await ok(post('/api/shop/freeze', { id: shops.s3.id, status: 2, reason: '整改' }));
  // Shop 1 settles both its days: 2.500 g × 500 + 3.000 g × 520 = 1,250.00 + 1,560.00 = 2,810.00, and pays 1,000.00.
  const settlement = await ok(post('/api/shopSettlement/save', { shopId: shops.s1.id }));
  const fund = await ok(post('/api/shopFund/save', {
    shopId: shops.s1.id, payDate: today, payMethod: 'transfer', allocations: [{ settlementId: settlement.id, amount: '1000.00' }],
  }));
  await ok(post('/api/shopFund/manualComplete', { id: fund.id, reason: '线下已收款' }));
});
afterAll(async () => t?.close());

const months = () => lastMonths(now, 12).map((w) => w.month);
/** The rows of a 12-month analysis with something in them, by month. */
const nonEmpty = (list: Array<Record<string, any>>, isEmpty: (r: Record<string, any>) => boolean) =>
  Object.fromEntries(list.filter((r) => !isEmpty(r)).map(({ month: m, ...rest }) => [m, rest]));

describe('home figures of the administrator (every shop)', () => {
  it('statistics: parties, the stock held now, this month\'s sales and settlements', async () => {
    expect(await ok(get('/api/home/statistics'))).toEqual({
      month,
      spvCount: 2, franchiseeCount: 3, shopCount: 4, openShopCount: 3, frozenShopCount: 1,
      // HR3 4 g + HN1 10 g (shop 1), HR4 1 g (shop 2), HR5 5 g (frozen shop 3).
      stockCount: 4, stockWeight: '20.000',
      saleCount: 3, saleAmount: '15350.00', soldWeight: '25.000',
      settlementAmount: '2810.00',
    });
  });

  it('business and earnings by month: twelve months ending with this one, read from the settlement days', async () => {
    const business = (await ok(get('/api/home/supplyChainBusinessAnalyse'))).list;
    expect(business.map((r: any) => r.month)).toEqual(months());
    expect(business[0]).toEqual({ month: months()[0], saleCount: 0, soldWeight: '0.000', saleAmount: '0.00' });
    expect(nonEmpty(business, (r) => r.saleCount === 0)).toEqual({
      [previous.month]: { saleCount: 1, soldWeight: '2.500', saleAmount: '1440.00' },
      [month]: { saleCount: 3, soldWeight: '25.000', saleAmount: '15350.00' },
    });
    const earnings = (await ok(get('/api/home/supplyChainEarningsAnalyse'))).list;
    expect(earnings.map((r: any) => r.month)).toEqual(months());
    // Margin = sales − labour fee − sold gold at the day's price: 1,440 − 40 − 1,250 = 150; this month
    // (1,850 − 50 − 1,560) + (12,300 − 100 − 10,400) + (1,200 − 0 − 1,040) = 240 + 1,800 + 160 = 2,200.
    expect(nonEmpty(earnings, (r) => r.labourFee === '0.00' && r.margin === '0.00')).toEqual({
      [previous.month]: { labourFee: '40.00', margin: '150.00', unpricedDays: 0 },
      [month]: { labourFee: '150.00', margin: '2200.00', unpricedDays: 0 },
    });
  });

  it('a day without a settlement price is left out of the margin and counted', async () => {
    // A sale before any price exists: its day has no price.
    const early = `${lastMonths(now, 3)[0].month}-10`;
    await inbound(shops.s4, [['HP2', 'pendant', '1.000']], `${lastMonths(now, 3)[0].month}-01`);
    await sell(shops.s4, 'HP2', early, '1.000', '600.00', '10.00');
    const earnings = (await ok(get('/api/home/supplyChainEarningsAnalyse'))).list;
    expect(earnings.find((r: any) => r.month === early.slice(0, 7))).toEqual({ month: early.slice(0, 7), labourFee: '10.00', margin: '0.00', unpricedDays: 1 });
    const business = (await ok(get('/api/home/supplyChainBusinessAnalyse'))).list;
    expect(business.find((r: any) => r.month === early.slice(0, 7))).toMatchObject({ saleCount: 1, saleAmount: '610.00' });
    const [sale] = (await ok(get(`/api/shop/sale/page?inventoryNumber=HP2`))).list;
    await ok(call(t.app, 'DELETE', '/api/shop/sale/delete', { token: t.admin, payload: { ids: [sale.id] } }));
    const after = (await ok(get('/api/home/supplyChainEarningsAnalyse'))).list;
    expect(after.find((r: any) => r.month === early.slice(0, 7))).toMatchObject({ labourFee: '0.00', unpricedDays: 0 });
    // The piece went back in stock: removed, so the stock figures below stay as worked out.
    const [item] = (await ok(get('/api/shopInventory/page?inventoryNumber=HP2'))).list;
    await ok(call(t.app, 'DELETE', '/api/shopInventory/delete', { token: t.admin, payload: { ids: [item.id] } }));
  });

  it('amounts by month: payable by settlement date, paid by the completion of funds', async () => {
    const list = (await ok(get('/api/home/supplyChainAmountAnalyse'))).list;
    expect(list.map((r: any) => r.month)).toEqual(months());
    expect(nonEmpty(list, (r) => r.payableAmount === '0.00' && r.paidAmount === '0.00')).toEqual({
      [month]: { payableAmount: '2810.00', paidAmount: '1000.00' },
    });
  });

  it('stock by category with the dictionary names, heaviest first', async () => {
    expect((await ok(get('/api/home/supplyChainInventoryAnalyse'))).list).toEqual([
      // 10.000 g each: the category code decides.
      { category: 'necklace', categoryName: '项链', count: 1, weight: '10.000' },
      { category: 'ring', categoryName: '戒指', count: 3, weight: '10.000' },
    ]);
  });

  it('open shops by province and by city; a municipality counts as its own city', async () => {
    expect((await ok(get('/api/home/shopDistribution'))).list).toEqual([
      { areaId: '11', areaName: '北京市', provinceName: '', count: 1 },
      { areaId: '44', areaName: '广东省', provinceName: '', count: 1 },
    ]);
    expect((await ok(get('/api/home/shopAddressDistribution'))).list).toEqual([
      { areaId: '11', areaName: '北京市', provinceName: '北京市', count: 1 },
      { areaId: '4403', areaName: '深圳市', provinceName: '广东省', count: 1 },
    ]);
  });
});

describe('home figures follow the data scope', () => {
  it('a franchisee\'s user sees their shops\' figures only', async () => {
    const token = await goldUser(t, { shop: [], inventory: [] }, { allianceBusinessId: franchiseeA1 });
    expect(await ok(get('/api/home/statistics', token))).toEqual({
      month,
      spvCount: 1, franchiseeCount: 1, shopCount: 2, openShopCount: 2, frozenShopCount: 0,
      stockCount: 3, stockWeight: '15.000',
      saleCount: 2, saleAmount: '14150.00', soldWeight: '23.000',
      settlementAmount: '2810.00',
    });
    const business = (await ok(get('/api/home/supplyChainBusinessAnalyse', token))).list;
    expect(business.find((r: any) => r.month === month)).toEqual({ month, saleCount: 2, soldWeight: '23.000', saleAmount: '14150.00' });
    expect((await ok(get('/api/home/supplyChainInventoryAnalyse', token))).list).toEqual([
      { category: 'necklace', categoryName: '项链', count: 1, weight: '10.000' },
      { category: 'ring', categoryName: '戒指', count: 2, weight: '5.000' },
    ]);
    expect((await ok(get('/api/home/shopAddressDistribution', token))).list.map((r: any) => r.areaName)).toEqual(['北京市', '深圳市']);
  });

  it('a rule on the creator reads the settlement days themselves: a user sees the sales of the days they created', async () => {
    const account = `homecreator${Date.now().toString(36)}`;
    const userId = await createUser(t.db, { account, password: 'P1' });
    await grant(t.db, 'User', userId, 'module', await menuId(t.db, MENU.settlement));
    const [scheme] = await t.db.insert(menuDataSchemes).values({
      moduleId: await menuId(t.db, MENU.settlement), enCode: `own${userId.slice(-6)}`, fullName: '本人创建',
      conditionJson: JSON.stringify([{ logic: 'and', groups: [{ field: 'createdBy', op: 'Equal', value: '@userId' }] }]), enabledMark: 1,
    }).returning();
    await grant(t.db, 'User', userId, 'resource', scheme.id);
    await t.db.update(shopSettlementDays).set({ createdBy: userId }).where(eq(shopSettlementDays.shopId, shops.s2.id));
    const token = await login(t.app, account, 'P1');
    const business = (await ok(get('/api/home/supplyChainBusinessAnalyse', token))).list;
    expect(nonEmpty(business, (r) => r.saleCount === 0)).toEqual({ [month]: { saleCount: 1, soldWeight: '20.000', saleAmount: '12300.00' } });
    expect(await ok(get('/api/home/statistics', token))).toMatchObject({ saleCount: 1, saleAmount: '12300.00', soldWeight: '20.000' });
  });

  it('another SPV\'s user sees none of them', async () => {
    const token = await goldUser(t, { sale: [] }, { spvId: spvB });
    expect(await ok(get('/api/home/statistics', token))).toMatchObject({
      spvCount: 1, franchiseeCount: 1, shopCount: 1, stockCount: 0, saleCount: 1, saleAmount: '1200.00', settlementAmount: '0.00',
    });
    expect((await ok(get('/api/home/supplyChainAmountAnalyse', token))).list.every((r: any) => r.payableAmount === '0.00' && r.paidAmount === '0.00')).toBe(true);
    expect((await ok(get('/api/home/shopDistribution', token))).list).toEqual([]);
  });

  it('a user holding no gold page gets 403 from every home call and sees no card; without a session 600', async () => {
    const userId = await createUser(t.db, { account: 'homeplain', password: 'P1' });
    await grant(t.db, 'User', userId, 'module', await menuId(t.db, 'goldPrice'));
    const token = await login(t.app, 'homeplain', 'P1');
    for (const url of ['statistics', 'supplyChainAmountAnalyse', 'supplyChainBusinessAnalyse', 'supplyChainEarningsAnalyse',
      'supplyChainInventoryAnalyse', 'shopDistribution', 'shopAddressDistribution']) {
      expect((await get(`/api/home/${url}`, token)).code).toBe(403);
      expect((await call(t.app, 'GET', `/api/home/${url}`)).code).toBe(600);
    }
    expect(await ok(get('/api/systemConfig/getHomeConfig', token))).toEqual({ cards: [...HOME_CARDS], available: [...HOME_CARDS], visible: [] });
    // The workflow's cards are not there until the workflow is.
    expect((await get('/api/home/workStatistics')).code).toBe(404);
    expect((await get('/api/home/workAuditStatistics')).code).toBe(404);
  });
});

describe('home configuration', () => {
  const update = (payload: unknown, token = t.admin) => post('/api/systemConfig/updateHomeConfig', payload, token);

  it('shows every card in the default order until configured; an update keeps the order given', async () => {
    expect(await ok(get('/api/systemConfig/getHomeConfig'))).toEqual({ cards: [...HOME_CARDS], available: [...HOME_CARDS], visible: [...HOME_CARDS] });
    const r = await update({ cards: ['inventory', 'statistics', 'shopDistribution'] });
    expect(r).toEqual({
      code: 200, msg: '更新成功',
      data: { cards: ['inventory', 'statistics', 'shopDistribution'], available: [...HOME_CARDS], visible: ['inventory', 'statistics', 'shopDistribution'] },
    });
    const franchiseeUser = await goldUser(t, { shop: [] }, { allianceBusinessId: franchiseeA1 });
    expect((await ok(get('/api/systemConfig/getHomeConfig', franchiseeUser))).visible).toEqual(['inventory', 'statistics', 'shopDistribution']);
    // Stored beside the settings, not among them: the settings page neither lists nor overwrites it.
    const settings = await ok(get('/api/system/SysConfig'));
    expect(settings).not.toHaveProperty('homeConfig');
    expect((await call(t.app, 'PUT', '/api/system/SysConfig', { token: t.admin, payload: { homeConfig: '{}' } })).code).toBe(400);
    expect(await ok(update({ cards: [] }))).toMatchObject({ cards: [], visible: [] });
    expect((await ok(update({ cards: [...HOME_CARDS] }))).cards).toEqual([...HOME_CARDS]);
  });

  it('refuses unknown and repeated cards and a wrong shape with 400, writing nothing', async () => {
    await ok(update({ cards: ['statistics', 'amount'] }));
    const stored = async () => (await t.db.select().from(sysConfig).where(eq(sysConfig.key, 'homeConfig')))[0]?.value;
    const before = await stored();
    expect(await update({ cards: ['statistics', 'workStatistics'] })).toEqual({ code: 400, msg: '首页卡片不存在：workStatistics', data: { field: 'cards' } });
    expect(await call(t.app, 'POST', '/api/systemConfig/updateHomeConfig', { token: t.admin, payload: { cards: ['amount', 'amount'] }, headers: { 'jnpf-lang': 'en' } }))
      .toEqual({ code: 400, msg: 'Home card listed twice: amount', data: { field: 'cards' } });
    for (const payload of [{}, { cards: 'statistics' }, { cards: [1] }, { cards: [], extra: 1 }]) expect((await update(payload)).code).toBe(400);
    expect(await stored()).toBe(before);
    expect((await ok(get('/api/systemConfig/getHomeConfig'))).cards).toEqual(['statistics', 'amount']);
    await ok(update({ cards: [...HOME_CARDS] }));
  });

  it('an update needs the system configuration page and its edit button (403, nothing written); reading needs a session', async () => {
    const viewerId = await createUser(t.db, { account: 'homecfgview', password: 'P1' });
    await grant(t.db, 'User', viewerId, 'module', await menuId(t.db, 'sysConfig'));
    const viewer = await login(t.app, 'homecfgview', 'P1');
    expect((await update({ cards: ['statistics'] }, viewer)).code).toBe(403);
    await grant(t.db, 'User', viewerId, 'button', await buttonId(t.db, 'sysConfig', 'btn_edit'));
    expect((await ok(update({ cards: ['statistics'] }, viewer))).cards).toEqual(['statistics']);
    expect((await ok(get('/api/systemConfig/getHomeConfig'))).cards).toEqual(['statistics']);
    expect((await call(t.app, 'GET', '/api/systemConfig/getHomeConfig')).code).toBe(600);
    await ok(update({ cards: [...HOME_CARDS] }));
  });
});
