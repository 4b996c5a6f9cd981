import Decimal from 'decimal.js';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { monthEndSettlements, monthEndStocks, shopInventories, shops, shopSales } from '../../server/db/schema';
import { ITEM_IN_STOCK } from '../../models/gold/inventory';
import { closeMonths } from '../../server/modules/gold/month-end-job';
import { call, type Reply } from './helpers';
import type { GoldContext } from './gold-helpers';
import { dateOf, MONTHS, type MonthEndOp } from './gold-month-end-arbitraries';

/**
 * The month-end operations (./gold-month-end-arbitraries.ts) applied to one fresh shop through the real routes, and
 * closing through the job's own `closeMonths`. What the shop holds is read back from its rows before each pick, so
 * the session keeps no model of stock; it keeps which months are closed and what each looked like when it closed.
 */

let seq = 0;
const tag = Date.now().toString(36).toUpperCase();
const fresh = () => `M${tag}N${(++seq).toString(36).toUpperCase()}`;
const grams = (mg: number) => new Decimal(mg).div(1000).toFixed(3);
const money = (cents: number) => new Decimal(cents).div(100).toFixed(2);
/** The guard's refusal (server/modules/gold/month-guard.ts, MONTH_END_TEXT.monthClosed), in Chinese. */
const MONTH_CLOSED = '已月结关账';
/** How a step dated before its item's inbound is labelled, and the server's refusal (STOCK_TEXT.beforeInbound). */
const BEFORE_INBOUND = '(before its inbound)';
const BEFORE_INBOUND_TEXT = '早于该饰品的入库日期';

/** How often each outcome happened over all runs (printed by the test, to see what the runs covered). */
export const monthEndOutcomes = new Map<string, number>();
export const tally = (key: string) => monthEndOutcomes.set(key, (monthEndOutcomes.get(key) ?? 0) + 1);

export class MonthEndSession {
  readonly log: string[] = [];
  /** The last closed month of the shop (months close in order), null before any close. */
  closedUpTo: string | null = null;
  /** Each closed month's rows as first seen after a close: a closed month is never rewritten. */
  readonly snapshots = new Map<string, string>();

  constructor(private readonly t: GoldContext, readonly shop: { id: string; code: string }) {}

  private send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, query?: Record<string, string>): Promise<Reply> {
    return call(this.t.app, method, url, { token: this.t.admin, payload: payload as object, query });
  }

  private isClosed(date: string): boolean {
    return this.closedUpTo !== null && date.slice(0, 7) <= this.closedUpTo;
  }

  /**
   * Sends a write dated `date` (null: not dated in the window). A 5xx fails; a write dated in a closed month must be
   * refused by the guard, and the guard may refuse only those; other refusals are the rules' (settled days, old gold,
   * amounts) and are tallied.
   */
  private async attempt(label: string, date: string | null, send: () => Promise<Reply>): Promise<Reply> {
    const closed = date !== null && this.isClosed(date);
    const r = await send();
    const kind = `${label.split(' ')[0]}${label.includes(BEFORE_INBOUND) ? ` ${BEFORE_INBOUND}` : ''}`;
    const outcome = r.code === 200 ? 'ok' : `${r.code} ${r.msg.replace(/^第\d+行：/, '').replace(/[\d.,-]+/g, '#')}`;
    this.log.push(`${label}${closed ? ' (closed month)' : ''}: ${r.code === 200 ? 'ok' : `refused ${r.code} ${r.msg}`}`);
    tally(`${kind}${closed ? ' (closed month)' : ''}: ${outcome}`);
    if (r.code >= 500 || r.code === 600) throw new Error(`${label}: answered ${r.code} ${r.msg}`);
    const guard = r.code === 400 && r.msg.includes(MONTH_CLOSED);
    // An item leaves stock no earlier than it came in: refused whatever the month (the file check comes first).
    if (label.includes(BEFORE_INBOUND)) {
      if (r.code !== 400 || !r.msg.includes(BEFORE_INBOUND_TEXT)) throw new Error(`${label}: answered ${r.code} ${r.msg}`);
      return r;
    }
    if (closed && !guard) throw new Error(`${label}: dated in a closed month (closed up to ${this.closedUpTo}) but answered ${r.code} ${r.msg}`);
    if (!closed && guard) throw new Error(`${label}: refused as closed, but its month is open (closed up to ${this.closedUpTo})`);
    return r;
  }

  private async inStock(): Promise<Array<{ id: string; number: string; weight: string; date: string }>> {
    return this.t.db.select({ id: shopInventories.id, number: shopInventories.inventoryNumber, weight: shopInventories.goldWeight, date: shopInventories.inboundDate })
      .from(shopInventories).where(and(eq(shopInventories.shopId, this.shop.id), eq(shopInventories.state, ITEM_IN_STOCK), isNull(shopInventories.deletedAt)))
      .orderBy(asc(shopInventories.inventoryNumber));
  }

  async apply(op: MonthEndOp): Promise<void> {
    switch (op.op) {
      case 'inbound': return this.inbound(dateOf(op.month, op.day), op.items);
      case 'outbound': return this.outbound(dateOf(op.month, op.day), op.pick);
      case 'sale': return this.sale(dateOf(op.month, op.day), op.pick, op.oldMg);
      case 'deleteSale': return this.deleteSale(op.pick);
      case 'settle': return this.settle(op.endDay && dateOf(op.endDay.month, op.endDay.day), op.share);
      case 'fund': return this.fund(op.pick, op.share, dateOf(op.month, op.day));
      case 'special': return this.special(dateOf(op.month, op.day), op.cents);
      case 'close': return this.close(MONTHS[op.month]);
    }
  }

  private async inbound(date: string, items: Array<{ category: string; mg: number }>) {
    const list = items.map((i) => ({
      inventoryNumber: fresh(), shopId: this.shop.code, batchNumber: 'RK-MEP', category: i.category, productName: '足金', goldWeight: grams(i.mg), inboundDate: date,
    }));
    await this.attempt(`inbound ${date} ${list.map((r) => `${r.category} ${r.goldWeight} g`).join(', ')}`, date,
      () => this.send('POST', '/api/shopInventory/import', { list, blnOut: false }));
  }

  private async outbound(date: string, pick: number) {
    const items = await this.inStock();
    if (!items.length) return void this.log.push('outbound: nothing in stock (skipped)');
    const item = items[pick % items.length];
    await this.attempt(`outbound ${date} ${item.weight} g${date < item.date ? ` ${BEFORE_INBOUND}` : ''}`, date,
      () => this.send('POST', '/api/shopInventory/out', { ids: [item.id], outDate: date, outType: 1 }));
  }

  private async sale(date: string, pick: number, oldMg: number) {
    const items = await this.inStock();
    if (!items.length) return void this.log.push('sale: nothing in stock (skipped)');
    const item = items[pick % items.length];
    const row = {
      shopId: this.shop.code, inventoryNumber: item.number, saleDate: date, goldWeight: item.weight, retailPrice: '650.00', labourFee: '10.00',
      oldGoldWeight: oldMg ? grams(oldMg) : null, oldGoldPrice: oldMg ? '500.00' : null,
    };
    await this.attempt(`sale ${date} ${item.weight} g${oldMg ? ` (old ${grams(oldMg)} g)` : ''}${date < item.date ? ` ${BEFORE_INBOUND}` : ''}`, date,
      () => this.send('POST', '/api/shop/sale/import', [row]));
  }

  private async deleteSale(pick: number) {
    const sales = await this.t.db.select({ id: shopSales.id, date: shopSales.saleDate }).from(shopSales)
      .where(and(eq(shopSales.shopId, this.shop.id), isNull(shopSales.deletedAt))).orderBy(asc(shopSales.saleDate), asc(shopSales.id));
    if (!sales.length) return void this.log.push('deleteSale: no live sale (skipped)');
    const sale = sales[pick % sales.length];
    await this.attempt(`deleteSale of ${sale.date}`, sale.date, () => this.send('DELETE', '/api/shop/sale/delete', { ids: [sale.id] }));
  }

  /** The settlement is dated today (the server's day), so only its covered days fall in the window. */
  private async settle(endDay: string | null, share: number) {
    const held = await this.send('GET', `/api/shopSettlement/getSubstitutionAmount/${this.shop.id}`);
    if (held.code !== 200) throw new Error(`getSubstitutionAmount: ${held.code} ${held.msg}`);
    const weight = new Decimal(held.data.oldGoldHeld).times(share).toDecimalPlaces(3, Decimal.ROUND_DOWN).toFixed(3);
    await this.attempt(`settle to ${endDay ?? 'all'} handing ${weight} g`, null,
      () => this.send('POST', '/api/shopSettlement/save', { shopId: this.shop.id, ...(endDay ? { endDay } : {}), substitutionWeight: weight }));
  }

  /** A fund allocating part of an outstanding settlement, then completed by hand (completion: now). */
  private async fund(pick: number, share: number, payDate: string) {
    const open = await this.send('GET', '/api/shopFund/listCanSaveFund', undefined, { shopId: this.shop.id });
    if (open.code !== 200) throw new Error(`listCanSaveFund: ${open.code} ${open.msg}`);
    const list = (open.data.list ?? open.data) as Array<{ id: string; outstanding: string }>;
    if (!list.length) return void this.log.push('fund: nothing outstanding (skipped)');
    const settlement = list[pick % list.length];
    const amount = Decimal.max(new Decimal(settlement.outstanding).times(share).toDecimalPlaces(2, Decimal.ROUND_DOWN), '0.01').toFixed(2);
    const saved = await this.attempt(`fund ${amount} paid ${payDate}`, null, () => this.send('POST', '/api/shopFund/save', {
      shopId: this.shop.id, payDate, payMethod: 'transfer', allocations: [{ settlementId: settlement.id, amount }],
    }));
    if (saved.code !== 200) return;
    await this.attempt(`complete fund ${amount}`, null, () => this.send('POST', '/api/shopFund/manualComplete', { id: saved.data.id, reason: '对账后手工核销' }));
  }

  private async special(date: string, cents: number) {
    await this.attempt(`special ${date} ${money(cents)}`, date, () => this.send('POST', '/api/shopFund/special/edit', {
      shopId: this.shop.id, fundType: cents > 0 ? 'rebate' : 'penalty', amount: money(cents), fundDate: date,
    }));
  }

  /**
   * Closes up to `month` for this shop only, with the job's function; mid-run (`keep`), keeps the closed months as they
   * are now, to compare after the final close.
   */
  async close(month: string, keep = true) {
    const closed = await closeMonths(this.t.db, month, eq(shops.id, this.shop.id));
    this.log.push(`close to ${month}: closed ${closed.map((c) => c.month).join(', ') || 'nothing'}`);
    tally(`close${keep ? '' : ' (final)'}: ${closed.length} month(s)`);
    const rows = await this.closedRows();
    if (keep) for (const [m, row] of rows) if (!this.snapshots.has(m)) this.snapshots.set(m, JSON.stringify(row));
    const last = [...rows.keys()].pop();
    if (last) this.closedUpTo = last;
  }

  /** The shop's month-end rows by month (ascending): the head row and its categories in category order. */
  async closedRows(): Promise<Map<string, { head: typeof monthEndSettlements.$inferSelect; stocks: Array<typeof monthEndStocks.$inferSelect> }>> {
    const [heads, stocks] = await Promise.all([
      this.t.db.select().from(monthEndSettlements).where(and(eq(monthEndSettlements.shopId, this.shop.id), isNull(monthEndSettlements.deletedAt)))
        .orderBy(asc(monthEndSettlements.month)),
      this.t.db.select().from(monthEndStocks).where(eq(monthEndStocks.shopId, this.shop.id)).orderBy(asc(monthEndStocks.month), asc(monthEndStocks.category)),
    ]);
    return new Map(heads.map((head) => [head.month, { head, stocks: stocks.filter((s) => s.monthEndId === head.id) }]));
  }
}
