import Decimal from 'decimal.js';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatAmount } from '../../schemas/format/amount';
import { apiOf, openMenu, signIn } from './support';

/**
 * Gold operations II end to end (issue "Done when"): a shop's week of sales is settled, paid in two funds of one batch
 * whose receipt is confirmed, its standing-book balance reaches zero, and the month-end preview shows its month. The
 * shop, its stock, prices and sales are seeded through the API; every figure asserted on screen is computed here from
 * the seeded data with decimal.js (docs/domain.md "Decisions of gold operations II").
 */

const run = Date.now().toString(36).slice(-5).toUpperCase();
const SHOP = `结算测试${run}店`;
/** Old gold the shop hands over with the settlement (it holds more: see TRADE_IN). */
const HANDED_OVER = '5.000';
/** Item weights: twelve pieces come in, the first ten are sold, one or two a day. */
const WEIGHTS = ['5.128', '3.467', '8.903', '2.015', '6.250', '4.382', '7.771', '3.009', '9.436', '5.555', '4.200', '6.318'];
/** Old gold traded in with some sales (by sale index). */
const TRADE_IN: Record<number, string> = { 1: '3.250', 4: '2.105', 8: '4.000' };

const pad = (n: number) => String(n).padStart(2, '0');
/** A date as 'YYYY-MM-DD' in the local calendar (the server's: same machine). */
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const half = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The week to settle: the seven days before today within the current month (today alone on the 1st). */
function weekOfSales(now: Date): string[] {
  const days: string[] = [];
  for (let back = 7; back >= 1; back--) {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
    if (d.getMonth() === now.getMonth()) days.push(dayOf(d));
  }
  return days.length ? days : [dayOf(now)];
}

type Api = Awaited<ReturnType<typeof apiOf>>;

/** The page of a path kept in the shell (hidden pages stay mounted). */
const pageAt = (page: Page, path: string) => page.locator(`.shell-page[data-path="${path}"]`);

/** Opens the antd select labelled `label`, types `typed` (a searchable one) and picks the one option containing `option`. */
async function pick(page: Page, scope: Locator, label: string, typed: string, option: string | RegExp): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  if (typed) await input.fill(typed);
  const choice = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option });
  await expect(choice).toHaveCount(1);
  await choice.click();
}

/** The cell of `row` under the column titled `title` (indexes taken from the table's header). */
async function cell(table: Locator, row: Locator, title: string): Promise<Locator> {
  const titles = await table.locator('thead th').allInnerTexts();
  const index = titles.findIndex((t) => t.trim() === title);
  expect(index, `column ${title} in ${titles.join('|')}`).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(index);
}

/** The latest price of a type on or before a day among the prices read. */
function priceOn(prices: Array<{ priceDate: string; priceType: number; price: string }>, type: number, day: string): string {
  const found = prices.filter((p) => p.priceType === type && p.priceDate <= day).sort((a, b) => a.priceDate.localeCompare(b.priceDate)).pop();
  if (!found) throw new Error(`no price of type ${type} on or before ${day}`);
  return found.price;
}

interface Seeded {
  shop: { id: string; code: string; name: string };
  days: string[];
  today: string;
  /** Per day: sold weight, base price, amount. */
  perDay: Array<{ day: string; weight: Decimal; price: string; amount: Decimal }>;
  settlementAmount: Decimal;
  soldWeight: Decimal;
  oldGoldHeld: Decimal;
  oldGoldPrice: string;
  substitutionAmount: Decimal;
  payable: Decimal;
  /** The two pieces left in stock. */
  closingWeight: Decimal;
}

/** A new shop, the week's missing prices, twelve pieces in stock and ten sales across the week. */
async function seed(api: Api): Promise<Seeded> {
  const now = new Date();
  const today = dayOf(now);
  const days = weekOfSales(now);

  const franchisee = (await api.get('/api/allianceBusiness/page?currentPage=1&pageSize=1')).list[0];
  const shop = await api.post('/api/shop/edit', { allianceBusinessId: franchisee.id, name: SHOP });

  // Prices: only those the demo data lacks (one per date and type).
  const readPrices = async () => ((await api.get(`/api/goldPrice/page?priceDateStart=${days[0]}&priceDateEnd=${today}&currentPage=1&pageSize=500`)).list as
    Array<{ priceDate: string; priceType: number | string; price: string }>).map((p) => ({ ...p, priceType: Number(p.priceType) }));
  const existing = await readPrices();
  const missing = days.flatMap((day, i) => [1, 2]
    .filter((type) => !existing.some((p) => p.priceDate === day && p.priceType === type))
    .map((type) => ({ priceDate: day, priceType: type === 1 ? '基础金价' : '旧料回收价', price: (type === 1 ? 612.35 + i * 1.17 : 596.8 + i * 0.93).toFixed(2) })));
  if (missing.length) await api.post('/api/goldPrice/import', missing);
  const prices = await readPrices();

  // Twelve pieces in on the first day; sales one or two a day, the last two pieces stay in stock.
  const items = WEIGHTS.map((weight, i) => ({ inventoryNumber: `JS${run}${pad(i + 1)}`, weight }));
  for (const item of items) {
    await api.post('/api/shopInventory/edit', {
      inventoryNumber: item.inventoryNumber, shopId: shop.id, batchNumber: `RK${run}`, category: 'ring', productName: '足金素圈戒指',
      goldWeight: item.weight, purity: 999, labourFee: '60.00', inboundDate: days[0],
    });
  }
  const sales: Array<{ item: (typeof items)[number]; day: string; oldGold?: string }> = [];
  let next = 0;
  days.forEach((day, i) => {
    for (let k = 0; k < (i % 2 === 0 ? 1 : 2) && next < 10; k++, next++) sales.push({ item: items[next], day, oldGold: TRADE_IN[next] });
  });
  // Fewer than seven days (early in the month): the rest of the ten sales fall on the last day.
  while (next < 10) sales.push({ item: items[next], day: days[days.length - 1], oldGold: TRADE_IN[next++] });
  await api.post('/api/shop/sale/import', sales.map((s) => ({
    shopId: shop.code, inventoryNumber: s.item.inventoryNumber, saleDate: s.day, goldWeight: s.item.weight,
    retailPrice: new Decimal(priceOn(prices, 1, s.day)).plus(45).toFixed(2), labourFee: '60.00',
    oldGoldWeight: s.oldGold ?? null, oldGoldPrice: s.oldGold ? priceOn(prices, 2, s.day) : null,
  })));

  const perDay = days.filter((day) => sales.some((s) => s.day === day)).map((day) => {
    const weight = sales.filter((s) => s.day === day).reduce((sum, s) => sum.plus(s.item.weight), new Decimal(0));
    const price = priceOn(prices, 1, day);
    return { day, weight, price, amount: half(weight.times(price)) };
  });
  const settlementAmount = perDay.reduce((sum, d) => sum.plus(d.amount), new Decimal(0));
  const oldGoldPrice = priceOn(prices, 2, today);
  const substitutionAmount = half(new Decimal(HANDED_OVER).times(oldGoldPrice));
  return {
    shop: { id: shop.id, code: shop.code, name: SHOP },
    days: perDay.map((d) => d.day),
    today,
    perDay,
    settlementAmount,
    soldWeight: perDay.reduce((sum, d) => sum.plus(d.weight), new Decimal(0)),
    oldGoldHeld: Object.values(TRADE_IN).reduce((sum, w) => sum.plus(w), new Decimal(0)),
    oldGoldPrice,
    substitutionAmount,
    payable: settlementAmount.minus(substitutionAmount),
    closingWeight: new Decimal(WEIGHTS[10]).plus(WEIGHTS[11]),
  };
}

/** 门店结算 -> 新增结算: the shop's days and amount, the old gold handed over, payable; save; answers the settlement number. */
async function settle(page: Page, s: Seeded): Promise<string> {
  await openMenu(page, ['黄金业务', '财务管理', '门店结算']);
  await expect(page).toHaveURL(/\/gold\/financial\/settlement$/);
  await pageAt(page, '/gold/financial/settlement').getByRole('button', { name: '新增结算' }).click();
  const dialog = page.getByRole('dialog', { name: '新增结算' });
  const first = s.days[0];
  const last = s.days[s.days.length - 1];
  await pick(page, dialog, '门店', s.shop.name, `${s.shop.name} ${s.shop.code}（${s.days.length}天：${first} 至 ${last}）`);

  // The days, each at its base price, and their total.
  for (const d of s.perDay) {
    const row = dialog.locator('tr.ant-table-row', { hasText: d.day });
    await expect(row).toContainText(d.weight.toFixed(3));
    await expect(row).toContainText(d.price);
    await expect(row).toContainText(formatAmount(d.amount.toFixed(2)));
  }
  await expect(dialog.locator('tr.ant-table-row')).toHaveCount(s.days.length);
  await expect(dialog.getByText(`${s.days.length} 天，${first} 至 ${last}`)).toBeVisible();
  await expect(dialog.locator('[data-figure="settlementAmount"]')).toHaveText(formatAmount(s.settlementAmount.toFixed(2)));

  // Old gold handed over: valued at today's old-gold price; payable = amount − its value.
  await dialog.getByLabel('交回旧料', { exact: true }).fill(HANDED_OVER);
  await expect(dialog.getByText(`持有旧料 ${s.oldGoldHeld.toFixed(3)} g，旧料金价 ${s.oldGoldPrice} 元/克`)).toBeVisible();
  await expect(dialog.locator('.ant-statistic', { hasText: '旧料抵扣' })).toContainText(formatAmount(s.substitutionAmount.toFixed(2)));
  await expect(dialog.locator('.ant-statistic', { hasText: '应付金额' })).toContainText(formatAmount(s.payable.toFixed(2)));

  await dialog.getByRole('button', { name: '保存结算' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`确认结算 ${s.shop.name} 的 ${s.days.length} 个销售日，应付 ${formatAmount(s.payable.toFixed(2))} 元？`);
  await confirm.getByRole('button', { name: '保存结算' }).click();
  await expect(page.locator('.ant-message')).toContainText(/结算单 \S+ 已保存/);
  await expect(dialog).toBeHidden();

  // The new settlement's detail: its number, days and payable.
  await expect(page).toHaveURL(/\/gold\/financial\/settlement\/detail\/\w+$/);
  const detail = page.locator('.shell-page[data-path*="/gold/financial/settlement/detail/"]');
  const code = detail.locator('[data-field="code"] .schema-detail-value');
  await expect(code).toHaveText(/\S+/);
  const number = (await code.innerText()).trim();
  await expect(detail.locator('[data-field="shopName"] .schema-detail-value')).toHaveText(s.shop.name);
  await expect(detail.locator('[data-field="dayCount"] .schema-detail-value')).toHaveText(String(s.days.length));
  await expect(detail.locator('[data-field="startDay"] .schema-detail-value')).toHaveText(first);
  await expect(detail.locator('[data-field="endDay"] .schema-detail-value')).toHaveText(last);
  await expect(detail.locator('[data-field="settlementAmount"] .schema-detail-value')).toContainText(formatAmount(s.settlementAmount.toFixed(2)));
  await expect(detail.locator('[data-field="substitutionAmount"] .schema-detail-value')).toContainText(formatAmount(s.substitutionAmount.toFixed(2)));
  await expect(detail.locator('[data-field="payableAmount"] .schema-detail-value')).toContainText(formatAmount(s.payable.toFixed(2)));
  await expect(detail.locator('[data-field="status"] .schema-detail-value')).toHaveText('未付款');
  await expect(detail.locator('tr.gl-row')).toHaveCount(s.days.length);
  return number;
}

/** 资金管理 -> 登记付款: a payment of the shop to its settlement, into `batch` when given (else a new batch). */
async function registerPayment(page: Page, s: Seeded, settlement: string, amount: Decimal, outstanding: Decimal, batch?: string): Promise<void> {
  await pageAt(page, '/gold/financial/fund').getByRole('button', { name: '登记付款' }).click();
  const dialog = page.getByRole('dialog', { name: '登记付款' });
  await pick(page, dialog, '门店', s.shop.name, `${s.shop.name} ${s.shop.code}`);
  const row = dialog.locator('tr.ant-table-row', { hasText: settlement });
  await expect(row).toContainText(formatAmount(s.payable.toFixed(2)));
  await expect(row).toContainText(formatAmount(outstanding.toFixed(2)));
  if (batch) await pick(page, dialog, '资金批次', '', `${batch}（1 笔，${formatAmount(s.payable.minus(outstanding).toFixed(2))} 元）`);
  if (amount.eq(outstanding)) await row.getByRole('button', { name: '全部付清' }).click();
  else await dialog.getByLabel(`本次付款(元) ${settlement}`, { exact: true }).fill(amount.toFixed(2));
  await expect(dialog.locator('.ant-statistic', { hasText: '付款金额合计' })).toContainText(formatAmount(amount.toFixed(2)));
  await pick(page, dialog, '付款方式', '', '银行转账');
  await dialog.getByLabel('银行流水号', { exact: true }).fill(`LS${run}${batch ? 2 : 1}`);

  await dialog.getByRole('button', { name: /^登\s*记$/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`确认登记 ${s.shop.name} 的付款 ${formatAmount(amount.toFixed(2))} 元？`);
  await confirm.getByRole('button', { name: /^登\s*记$/ }).click();
  await expect(page.locator('.ant-message')).toContainText(batch ? `已登记到批次 ${batch}` : /已登记到批次 \S+/);
  await expect(dialog).toBeHidden();
}

/** Runs a row action of the batch list and accepts its confirm. */
async function batchAction(page: Page, row: Locator, action: string, confirmText: string): Promise<void> {
  await row.getByRole('button', { name: action }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(confirmText);
  await confirm.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(confirm).toBeHidden();
}

test('settle a shop\'s week, pay it in two funds of one confirmed batch, see the ledger at zero and the month-end preview', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const api = await apiOf(page);
  const s = await seed(api);
  expect(s.payable.gt(0)).toBe(true);

  // 2. The settlement.
  const settlement = await settle(page, s);

  // 3. Two payments into one batch: a part, then the rest; the batch presented, then its receipt confirmed.
  await openMenu(page, ['黄金业务', '财务管理', '资金管理']);
  await expect(page).toHaveURL(/\/gold\/financial\/fund$/);
  const part = s.payable.times(0.4).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const rest = s.payable.minus(part);
  const funds = pageAt(page, '/gold/financial/fund');
  const payments = funds.getByRole('tabpanel');
  const paymentRows = payments.locator('tr.gl-row', { hasText: s.shop.name });
  await registerPayment(page, s, settlement, part, s.payable);
  // The list reloaded with the payment: its batch number is the one the second payment joins.
  await expect(paymentRows).toHaveCount(1);
  await expect(await cell(payments, paymentRows, '付款金额(元)')).toHaveText(formatAmount(part.toFixed(2)));
  await expect(await cell(payments, paymentRows, '状态')).toHaveText('已登记');
  const batch = (await (await cell(payments, paymentRows, '资金批次')).innerText()).trim();
  expect(batch).not.toBe('');
  await registerPayment(page, s, settlement, rest, rest, batch);
  await expect(paymentRows).toHaveCount(2);
  await expect(paymentRows.filter({ hasText: formatAmount(rest.toFixed(2)) })).toContainText(batch);

  await funds.getByRole('tab', { name: '资金批次' }).click();
  const batches = funds.getByRole('tabpanel');
  const batchRow = batches.locator('tr.gl-row', { hasText: batch });
  await expect(batchRow).toContainText(s.shop.name);
  await expect(await cell(batches, batchRow, '笔数')).toHaveText('2');
  await expect(await cell(batches, batchRow, '合计金额(元)')).toHaveText(formatAmount(s.payable.toFixed(2)));
  await expect(await cell(batches, batchRow, '状态')).toHaveText('已登记');
  await batchAction(page, batchRow, '提交收款', '提交后该批次不能再加入新的付款');
  await expect(await cell(batches, batchRow, '状态')).toHaveText('待确认收款');
  await expect(batchRow.getByRole('button', { name: '提交收款' })).toBeHidden();
  await batchAction(page, batchRow, '确认收款', '确认已收到该批次全部款项');
  await expect(await cell(batches, batchRow, '状态')).toHaveText('已完成');
  await expect(batchRow.getByRole('button', { name: '确认收款' })).toBeHidden();
  await expect(await cell(batches, batchRow, '确认人')).not.toBeEmpty();

  // 4. The standing book: the shop owes nothing; its lines end at 0.00.
  await openMenu(page, ['黄金业务', '财务管理', '资金台账']);
  await expect(page).toHaveURL(/\/gold\/financial\/standingBook$/);
  const book = pageAt(page, '/gold/financial/standingBook');
  await book.getByLabel('关键词', { exact: true }).fill(s.shop.code);
  await book.getByRole('button', { name: /查\s*询/ }).click();
  const shopRow = book.locator('tr.gl-row', { hasText: s.shop.name });
  await expect(book.locator('tr.gl-row')).toHaveCount(1);
  await expect(await cell(book, shopRow, '应付合计(元)')).toHaveText(formatAmount(s.payable.toFixed(2)));
  await expect(await cell(book, shopRow, '已付合计(元)')).toHaveText(formatAmount(s.payable.toFixed(2)));
  await expect(await cell(book, shopRow, '欠款余额(元)')).toHaveText('0.00');
  await shopRow.getByRole('button', { name: s.shop.code }).click();

  await expect(page).toHaveURL(/\/gold\/financial\/standingBook\/detail\/\w+$/);
  const ledger = page.locator('.shell-page[data-path*="/gold/financial/standingBook/detail/"]');
  await expect(ledger.locator('[data-summary="shop.name"]')).toHaveText(s.shop.name);
  await expect(ledger.locator('[data-summary="closingBalance"]')).toHaveText(/^0(\.00)?$/);
  const lines = ledger.locator('tr.gl-row');
  await expect(lines).toHaveCount(3);
  const texts = await Promise.all([0, 1, 2].map(async (i) => ({
    date: (await (await cell(ledger, lines.nth(i), '日期')).innerText()).trim(),
    kind: (await (await cell(ledger, lines.nth(i), '类型')).innerText()).trim(),
    code: (await (await cell(ledger, lines.nth(i), '单据号')).innerText()).trim(),
    credit: (await (await cell(ledger, lines.nth(i), '贷方(元)')).innerText()).trim(),
    balance: (await (await cell(ledger, lines.nth(i), '余额(元)')).innerText()).trim(),
  })));
  expect(texts.map((l) => l.date)).toEqual([s.today, s.today, s.today]);
  expect(texts[0]).toMatchObject({ kind: '结算', code: settlement, balance: formatAmount(s.payable.toFixed(2)) });
  expect(texts.slice(1).map((l) => [l.kind, l.code])).toEqual([['付款', batch], ['付款', batch]]);
  expect(texts.slice(1).map((l) => l.credit).sort()).toEqual([formatAmount(part.toFixed(2)), formatAmount(rest.toFixed(2))].sort());
  // Whichever payment the ledger lists first, the running balance after it is payable − it, and then zero.
  expect(texts[1].balance).toBe(formatAmount(s.payable.minus(texts[1].credit.replace(/,/g, '')).toFixed(2)));
  expect(texts[2].balance).toBe('0.00');

  // 5. Month-end: this month's preview of the shop.
  await openMenu(page, ['黄金业务', '月末管理', '月末结算']);
  await expect(page).toHaveURL(/\/gold\/endMonth$/);
  const monthEnd = pageAt(page, '/gold/endMonth');
  await pick(page, monthEnd.locator('.gl-search'), '门店', s.shop.name, s.shop.name);
  await monthEnd.getByLabel('本月预览', { exact: true }).click();
  await monthEnd.getByRole('button', { name: /查\s*询/ }).click();
  const monthRow = monthEnd.locator('tr.gl-row', { hasText: s.shop.name });
  await expect(monthEnd.locator('tr.gl-row')).toHaveCount(1);
  const month = s.today.slice(0, 7);
  const expected: Array<[string, string]> = [
    ['月份', month], ['期初件数', '0'], ['期末件数', '2'], ['期末金重(g)', s.closingWeight.toFixed(3)],
    ['期初余额(元)', '0.00'], ['本月结算(元)', formatAmount(s.payable.toFixed(2))], ['本月付款(元)', formatAmount(s.payable.toFixed(2))],
    ['本月特殊款项(元)', '0.00'], ['期末余额(元)', '0.00'], ['状态', '预览'],
  ];
  for (const [title, value] of expected) await expect(await cell(monthEnd, monthRow, title)).toHaveText(value);

  // Through the API: the settlement is paid in full.
  const paid = (await api.get(`/api/shopSettlement/page?shopId=${s.shop.id}&currentPage=1&pageSize=10`)).list as Array<Record<string, any>>;
  expect(paid).toHaveLength(1);
  expect(paid[0]).toMatchObject({ code: settlement, payableAmount: s.payable.toFixed(2), paidAmount: s.payable.toFixed(2), allocatedAmount: s.payable.toFixed(2) });
  expect(Number(paid[0].status)).toBe(3);
});
