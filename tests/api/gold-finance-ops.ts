import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  goldPrices, shopFundBatches, shopFundSettlements, shopFunds, shopSales, shopSettlementDays, shopSettlements, shopSpecialFunds,
} from '../../server/db/schema';
import { FUND_COMPLETED, FUND_READY, FUND_REGISTERED } from '../../models/gold/fund';
import { call, type Reply } from './helpers';
import type { GoldContext } from './gold-helpers';
import { WINDOW_DAYS, type FinanceOp } from './gold-finance-arbitraries';

/**
 * The money-side operations (./gold-finance-arbitraries.ts) applied through the real routes. The session keeps a
 * tally of what was accepted (payable, paid, special, old gold per shop), which the checks compare with what the
 * server reports; a refused write must leave every table of the run as it was.
 */

export interface ShopTally { id: string; code: string; payable: Decimal; paid: Decimal; special: Decimal; oldGold: Decimal }
interface FundTally { id: string; shop: number; batchId: string; status: number; amount: Decimal }

let seq = 0;
const tag = Date.now().toString(36).toUpperCase();
const fresh = () => `F${tag}N${(++seq).toString(36).toUpperCase()}`;
const money = (cents: number) => new Decimal(cents).div(100).toFixed(2);
const grams = (mg: number) => new Decimal(mg).div(1000).toFixed(3);

/** How often each outcome happened over all runs (printed by the test, to see what the runs covered). */
export const financeOutcomes = new Map<string, number>();
const tally = (key: string) => financeOutcomes.set(key, (financeOutcomes.get(key) ?? 0) + 1);

export class FinanceSession {
  readonly log: string[] = [];
  readonly shops: ShopTally[];
  readonly sales: Array<{ id: string; shop: number; day: string }> = [];
  readonly settlements: Array<{ id: string; shop: number }> = [];
  readonly funds: FundTally[] = [];
  readonly batches: Array<{ id: string; shop: number }> = [];
  readonly prices = new Map<string, { id: string; version: number }>();

  /** `window`: this run's dates, after every earlier run's, so no other run's price is the latest for them. */
  constructor(private readonly t: GoldContext, shops: Array<{ id: string; code: string }>, readonly window: string[]) {
    this.shops = shops.map((s) => ({ ...s, payable: new Decimal(0), paid: new Decimal(0), special: new Decimal(0), oldGold: new Decimal(0) }));
  }

  private send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, query?: Record<string, string>): Promise<Reply> {
    return call(this.t.app, method, url, { token: this.t.admin, payload: payload as object, query });
  }

  /** Every row of the run's shops and window: equal before and after a refused call = nothing written. */
  async fingerprint(): Promise<string> {
    const ids = this.shops.map((s) => s.id);
    const settlementIds = (await this.t.db.select({ id: shopSettlements.id }).from(shopSettlements).where(inArray(shopSettlements.shopId, ids))).map((r) => r.id);
    const rows = await Promise.all([
      this.t.db.select().from(shopSales).where(inArray(shopSales.shopId, ids)).orderBy(asc(shopSales.id)),
      this.t.db.select().from(shopSettlementDays).where(inArray(shopSettlementDays.shopId, ids)).orderBy(asc(shopSettlementDays.id)),
      this.t.db.select().from(shopSettlements).where(inArray(shopSettlements.shopId, ids)).orderBy(asc(shopSettlements.id)),
      this.t.db.select().from(shopFunds).where(inArray(shopFunds.shopId, ids)).orderBy(asc(shopFunds.id)),
      this.t.db.select().from(shopFundBatches).where(inArray(shopFundBatches.shopId, ids)).orderBy(asc(shopFundBatches.id)),
      this.t.db.select().from(shopSpecialFunds).where(inArray(shopSpecialFunds.shopId, ids)).orderBy(asc(shopSpecialFunds.id)),
      settlementIds.length ? this.t.db.select().from(shopFundSettlements).where(inArray(shopFundSettlements.settlementId, settlementIds)).orderBy(asc(shopFundSettlements.id)) : [],
      this.t.db.select().from(goldPrices).where(inArray(goldPrices.priceDate, this.window)).orderBy(asc(goldPrices.id)),
    ]);
    return JSON.stringify(rows);
  }

  /** Sends a write the rules may refuse: accepted it runs `book`, refused it must have written nothing. */
  private async attempt(label: string, send: () => Promise<Reply>, book: (r: Reply) => Promise<void> | void, expectRefusal = false, expectAccept = false): Promise<void> {
    const before = await this.fingerprint();
    const r = await send();
    if (expectAccept && r.code !== 200) throw new Error(`${label}: refused (${r.code} ${r.msg}), but the rules allow it`);
    if (r.code === 200) {
      if (expectRefusal) throw new Error(`${label}: accepted, but the rules refuse it: ${JSON.stringify(r.data)}`);
      await book(r);
      tally(`${label.replace(/[\d.|-]+/g, '#')}: ok`);
      this.log.push(`${label}: ok`);
      return;
    }
    if (r.code >= 500 || r.code === 600) throw new Error(`${label}: answered ${r.code} ${r.msg}`);
    if (await this.fingerprint() !== before) throw new Error(`${label}: refused (${r.code} ${r.msg}) but rows changed`);
    tally(`${label.replace(/[\d.|-]+/g, '#')}: ${r.code} ${r.msg.replace(/[\d.,]+/g, '#')}`);
    this.log.push(`${label}: refused ${r.code} ${r.msg}`);
  }

  private pickOf<T>(list: T[], pick: number): T | undefined {
    return list.length ? list[pick % list.length] : undefined;
  }

  async apply(op: FinanceOp): Promise<void> {
    switch (op.op) {
      case 'price': return this.price(op.day, op.type, op.cents, op.remove);
      case 'sale': return this.sale(op.shop % this.shops.length, op.day, op.mg, op.oldMg);
      case 'deleteSale': return this.deleteSale(op.pick);
      case 'dayPrice': return this.dayPrice(op.pick, op.cents);
      case 'settle': return this.settle(op.shop % this.shops.length, op.endDay, op.substitution);
      case 'deleteSettlement': return this.deleteSettlement(op.pick);
      case 'fund': {
        const batchId = await this.fund(op.shop % this.shops.length, op.picks, op.shares, op.over, op.joinBatch);
        if (batchId && (op.then === 'ready' || op.then === 'receive')) await this.batchStep(batchId, 'readyReceipt');
        if (batchId && op.then === 'receive') await this.batchStep(batchId, 'confirmReceipt');
        if (batchId && op.then === 'complete') await this.complete(0);
        return;
      }
      case 'ready': return this.pickBatch(op.pick, 'readyReceipt');
      case 'confirm': return this.pickBatch(op.pick, 'confirmReceipt');
      case 'complete': return this.complete(op.pick);
      case 'deleteFund': return this.deleteFund(op.pick);
      case 'special': return this.special(op.shop % this.shops.length, op.cents);
    }
  }

  private async price(day: number, type: 1 | 2, cents: number, remove: boolean) {
    const date = this.window[day % WINDOW_DAYS];
    const key = `${date}|${type}`;
    const known = this.prices.get(key);
    if (known && remove) {
      return this.attempt(`delete price ${key}`, () => this.send('DELETE', '/api/goldPrice/delete', { ids: [known.id] }), () => void this.prices.delete(key));
    }
    const payload = { ...(known ?? {}), priceDate: date, priceType: type, price: money(cents) };
    return this.attempt(`${known ? 'edit' : 'add'} price ${key} ${money(cents)}`, () => this.send('POST', '/api/goldPrice/edit', payload), async () => {
      const [row] = await this.t.db.select({ id: goldPrices.id, version: goldPrices.version }).from(goldPrices)
        .where(and(eq(goldPrices.priceDate, date), eq(goldPrices.priceType, type), isNull(goldPrices.deletedAt)));
      this.prices.set(key, row);
    });
  }

  private async sale(shop: number, day: number, mg: number, oldMg: number) {
    const number = fresh();
    const row = {
      shopId: this.shops[shop].code, inventoryNumber: number, saleDate: this.window[day % WINDOW_DAYS], goldWeight: grams(mg), retailPrice: '650.00',
      labourFee: '10.00', oldGoldWeight: grams(oldMg), oldGoldPrice: oldMg ? '500.00' : null, salesperson: 'p', remark: '',
    };
    const settled = await this.isSettled(shop, row.saleDate);
    return this.attempt(`sale shop${shop} ${row.saleDate} ${row.goldWeight} g (old ${row.oldGoldWeight})${settled ? ' (settled day)' : ''}`, () => this.send('POST', '/api/shop/sale/import', [row]), async () => {
      const [saved] = await this.t.db.select({ id: shopSales.id }).from(shopSales).where(and(eq(shopSales.inventoryNumber, number), isNull(shopSales.deletedAt)));
      this.sales.push({ id: saved.id, shop, day: row.saleDate });
      this.shops[shop].oldGold = this.shops[shop].oldGold.plus(row.oldGoldWeight);
    }, settled, !settled);
  }

  private async isSettled(shop: number, day: string): Promise<boolean> {
    const [row] = await this.t.db.select({ s: shopSettlementDays.settlementId }).from(shopSettlementDays)
      .where(and(eq(shopSettlementDays.shopId, this.shops[shop].id), eq(shopSettlementDays.day, day)));
    return !!row?.s;
  }

  private async deleteSale(pick: number) {
    const sale = this.pickOf(this.sales, pick);
    if (!sale) return void this.log.push('delete sale: none (skipped)');
    const settled = await this.isSettled(sale.shop, sale.day);
    const [row] = await this.t.db.select({ old: shopSales.oldGoldWeight }).from(shopSales).where(eq(shopSales.id, sale.id));
    return this.attempt(`delete sale of shop${sale.shop} ${sale.day}${settled ? ' (settled)' : ''}`, () => this.send('DELETE', '/api/shop/sale/delete', { ids: [sale.id] }), () => {
      this.sales.splice(this.sales.indexOf(sale), 1);
      this.shops[sale.shop].oldGold = this.shops[sale.shop].oldGold.minus(row.old);
    }, settled, !settled);
  }

  private async dayPrice(pick: number, cents: number) {
    const days = await this.t.db.select({ id: shopSettlementDays.id, s: shopSettlementDays.settlementId }).from(shopSettlementDays)
      .where(inArray(shopSettlementDays.shopId, this.shops.map((s) => s.id))).orderBy(asc(shopSettlementDays.day), asc(shopSettlementDays.id));
    const day = this.pickOf(days, pick);
    if (!day) return void this.log.push('day price: no day (skipped)');
    return this.attempt(`hand price ${money(cents)}${day.s ? ' (settled)' : ''}`,
      () => this.send('POST', '/api/shopSettlement/editShopSettlementDay', { id: day.id, settlementPrice: money(cents) }), () => {}, !!day.s, !day.s);
  }

  private async settle(shop: number, endDay: number | null, share: number) {
    const s = this.shops[shop];
    const sub = await this.send('GET', `/api/shopSettlement/getSubstitutionAmount/${s.id}`);
    if (sub.code !== 200) throw new Error(`getSubstitutionAmount: ${sub.code} ${sub.msg}`);
    const held = new Decimal(sub.data.oldGoldHeld);
    if (!held.equals(s.oldGold.minus(await this.handedOver(shop)))) throw new Error(`old gold held ${held} differs from the tally`);
    const weight = held.times(share).toDecimalPlaces(3, Decimal.ROUND_DOWN);
    const end = endDay === null ? undefined : this.window[endDay % WINDOW_DAYS];
    const over = weight.greaterThan(held);
    // What the preview promises, the save must keep: priced days to settle and old gold worth no more than them.
    const preview = await this.send('GET', `/api/shopSettlement/getSettlementAmount/${s.id}`, undefined, end ? { endDay: end } : undefined);
    const value = await this.send('GET', `/api/shopSettlement/getSubstitutionAmount/${s.id}`, undefined, { weight: weight.toFixed(3) });
    const allowed = preview.data.dayCount > 0 && preview.data.missingPriceDays.length === 0
      && new Decimal(value.data.substitutionAmount).lessThanOrEqualTo(preview.data.settlementAmount) && (weight.isZero() || value.data.substitutionPrice !== null);
    return this.attempt(`settle shop${shop} to ${end ?? 'all'} handing ${weight.toFixed(3)} of ${held.toFixed(3)} g`,
      () => this.send('POST', '/api/shopSettlement/save', { shopId: s.id, ...(end ? { endDay: end } : {}), substitutionWeight: weight.toFixed(3) }), async (r) => {
        const [row] = await this.t.db.select().from(shopSettlements).where(eq(shopSettlements.id, r.data.id));
        this.settlements.push({ id: row.id, shop });
        s.payable = s.payable.plus(row.payableAmount);
      }, over, allowed && !over);
  }

  /** Old gold handed over in the run's live settlements of a shop. */
  private async handedOver(shop: number): Promise<Decimal> {
    const rows = await this.t.db.select({ w: shopSettlements.substitutionWeight }).from(shopSettlements)
      .where(and(eq(shopSettlements.shopId, this.shops[shop].id), isNull(shopSettlements.deletedAt)));
    return rows.reduce((sum, r) => sum.plus(r.w), new Decimal(0));
  }

  private async deleteSettlement(pick: number) {
    const settlement = this.pickOf(this.settlements, pick);
    if (!settlement) return void this.log.push('delete settlement: none (skipped)');
    const [row] = await this.t.db.select().from(shopSettlements).where(eq(shopSettlements.id, settlement.id));
    const allocated = new Decimal(row.allocatedAmount).greaterThan(0);
    return this.attempt(`delete settlement ${row.code}${allocated ? ' (allocated)' : ''}`, () => this.send('DELETE', '/api/shopSettlement/delete', { ids: [row.id] }), () => {
      this.settlements.splice(this.settlements.indexOf(settlement), 1);
      const s = this.shops[settlement.shop];
      s.payable = s.payable.minus(row.payableAmount);
    }, allocated, !allocated);
  }

  /** Registers a fund; answers its batch when accepted. */
  private async fund(shop: number, picks: number[], shares: number[], over: boolean, joinBatch: boolean): Promise<string | undefined> {
    const s = this.shops[shop];
    const open = await this.send('GET', '/api/shopFund/listCanSaveFund', undefined, { shopId: s.id });
    if (open.code !== 200) throw new Error(`listCanSaveFund: ${open.code} ${open.msg}`);
    const list = (open.data.list ?? open.data) as Array<{ id: string; outstanding: string }>;
    if (!list.length) return void this.log.push(`fund shop${shop}: nothing outstanding (skipped)`);
    const chosen = [...new Map(picks.map((p, i) => [list[p % list.length].id, { s: list[p % list.length], share: shares[i] }])).values()];
    const allocations = chosen.map(({ s: c, share }, i) => {
      const outstanding = new Decimal(c.outstanding);
      // One allocation a fen over what is outstanding when the op says so: refused, nothing written.
      const amount = over && i === 0 ? outstanding.plus('0.01') : Decimal.max(outstanding.times(share).toDecimalPlaces(2, Decimal.ROUND_DOWN), '0.01');
      return { settlementId: c.id, amount: amount.toFixed(2) };
    });
    const batch = joinBatch ? [...this.batches].reverse().find((b) => b.shop === shop) : undefined;
    const batchOpen = batch ? await this.batchStatus(batch.id) === FUND_REGISTERED : true;
    const body = { shopId: s.id, payDate: this.window[0], payMethod: 'transfer', allocations, ...(batch ? { batchId: batch.id } : {}) };
    let saved: string | undefined;
    await this.attempt(`fund shop${shop} ${allocations.map((a) => a.amount).join('+')}${over ? ' (over)' : ''}${batch ? ' into its last batch' : ''}`,
      () => this.send('POST', '/api/shopFund/save', body), (r) => {
        saved = r.data.batchId;
        this.funds.push({ id: r.data.id, shop, batchId: r.data.batchId, status: FUND_REGISTERED, amount: allocations.reduce((sum, a) => sum.plus(a.amount), new Decimal(0)) });
        if (!this.batches.some((b) => b.id === r.data.batchId)) this.batches.push({ id: r.data.batchId, shop });
      }, over || !batchOpen, !over && batchOpen);
    return saved;
  }

  private async batchStatus(id: string): Promise<number> {
    const [row] = await this.t.db.select({ status: shopFundBatches.status }).from(shopFundBatches).where(eq(shopFundBatches.id, id));
    return row?.status ?? 0;
  }

  private complete(pick: number) {
    // Newest first, as for batches.
    const fund = this.pickOf([...this.funds].reverse(), pick);
    if (!fund) return void this.log.push('complete: no fund (skipped)');
    return this.attempt(`manual complete of a fund in status ${fund.status}`,
      () => this.send('POST', '/api/shopFund/manualComplete', { id: fund.id, reason: '对账后手工核销' }), () => this.completed([fund]), fund.status === FUND_COMPLETED, fund.status !== FUND_COMPLETED);
  }

  private completed(funds: FundTally[]) {
    for (const f of funds) {
      if (f.status === FUND_COMPLETED) continue;
      f.status = FUND_COMPLETED;
      this.shops[f.shop].paid = this.shops[f.shop].paid.plus(f.amount);
    }
  }

  private pickBatch(pick: number, step: 'readyReceipt' | 'confirmReceipt') {
    // Newest first: a batch is presented and received soon after its funds are registered.
    const batch = this.pickOf([...this.batches].reverse(), pick);
    if (!batch) return void this.log.push(`${step}: no batch (skipped)`);
    return this.batchStep(batch.id, step);
  }

  private async batchStep(batchId: string, step: 'readyReceipt' | 'confirmReceipt') {
    const batch = { id: batchId };
    const status = await this.batchStatus(batch.id);
    const wanted = step === 'readyReceipt' ? FUND_REGISTERED : FUND_READY;
    return this.attempt(`${step} of a batch in status ${status}`, () => this.send('POST', `/api/shopFund/${step}`, { batchId: batch.id }), () => {
      const funds = this.funds.filter((f) => f.batchId === batch.id && f.status !== FUND_COMPLETED);
      if (step === 'readyReceipt') for (const f of funds) f.status = FUND_READY;
      else this.completed(funds);
    }, status !== wanted, status === wanted);
  }

  private deleteFund(pick: number) {
    const fund = this.pickOf(this.funds, pick);
    if (!fund) return void this.log.push('delete fund: none (skipped)');
    return this.attempt(`delete a fund in status ${fund.status}`, () => this.send('DELETE', '/api/shopFund/delete', { ids: [fund.id] }), () => {
      this.funds.splice(this.funds.indexOf(fund), 1);
    }, fund.status !== FUND_REGISTERED, fund.status === FUND_REGISTERED);
  }

  private special(shop: number, cents: number) {
    const s = this.shops[shop];
    const body = { shopId: s.id, fundType: cents > 0 ? 'rebate' : 'penalty', amount: money(cents), fundDate: this.window[1] };
    return this.attempt(`special shop${shop} ${money(cents)}`, () => this.send('POST', '/api/shopFund/special/edit', body), () => {
      s.special = s.special.plus(money(cents));
    }, false, true);
  }
}
