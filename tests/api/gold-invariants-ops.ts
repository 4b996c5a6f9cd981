import Decimal from 'decimal.js';
import { and, inArray, isNull } from 'drizzle-orm';
import { shopInventories, shopSales } from '../../server/db/schema';
import { ITEM_IN_STOCK, ITEM_OUT } from '../../models/gold/inventory';
import { call, uploadFile, xlsxFile, type Reply } from './helpers';
import { INBOUND_HEADER, OUT_HEADER, SALE_HEADER, type GoldContext } from './gold-helpers';
import { fingerprint } from './gold-invariants-checks';
import {
  applySave, deleteSale, expectedSaveCode, judge, moveOut, receiptKey, saleKey, takeIn, undoOut,
  type ImportRows, type InboundRow, type ItemModel, type ItemState, type OutboundRow, type PastSave, type SaleModel, type SaleRow, type Verdict, type World,
} from './gold-invariants-model';
import type { InboundSpec, Op, SaleSpec } from './gold-invariants-arbitraries';

/**
 * The operations of the property test (./gold-invariants-arbitraries.ts) applied through the real routes: each reply
 * is compared with the model's prediction, a refused write must leave the tables as they were, and the model books
 * what was accepted.
 */

/** The field keys of those columns: a save without a check sends rows keyed so, as the check answers them. */
const INBOUND_KEYS = ['inventoryNumber', 'shopId', 'batchNumber', 'category', 'productName', 'goldWeight', 'purity', 'labourFee', 'inboundDate', 'remark'];
const OUT_KEYS = ['inventoryNumber', 'outDate', 'outType', 'outReason'];
const SALE_KEYS = ['shopId', 'inventoryNumber', 'saleDate', 'goldWeight', 'retailPrice', 'labourFee', 'oldGoldWeight', 'oldGoldPrice', 'salesperson', 'remark'];
const OUT_TYPES = ['退回SPV', '调拨至其他门店', '其他'];

let seq = 0;
const tag = Date.now().toString(36).toUpperCase();
/** An item number never used before (also across runs sharing one database). */
const fresh = () => `P${tag}N${(++seq).toString(36).toUpperCase()}`;
const gramsOf = (mg: number, trim: boolean) => {
  const g = new Decimal(mg).div(1000);
  return trim ? g.toString() : g.toFixed(3);
};
const unique = <T>(xs: T[]) => [...new Set(xs)];

interface How { file: boolean; saveAll: boolean }

/** How often each outcome happened over all runs (printed by the test, to see what the runs covered). */
export const outcomes = new Map<string, number>();
const tally = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
/** A reply's message without its row number (第n行：). */
const reason = (msg: string) => msg.replace(/^第\d+行：/, '');

export class OperationError extends Error {}
const fail = (message: string, detail: unknown): never => {
  throw new OperationError(`${message}: ${JSON.stringify(detail)}`);
};

/** One run: its world (model) and the log of what each operation did, for the failure report. */
export class Session {
  readonly log: string[] = [];
  constructor(private readonly t: GoldContext, readonly w: World) {}

  private send(method: 'POST' | 'DELETE', url: string, payload: unknown) {
    return call(this.t.app, method, url, { token: this.t.admin, payload });
  }

  private shopLabel(i: number) {
    return `shop${i}${this.w.shops[i].frozen ? '(frozen)' : ''}`;
  }

  async apply(op: Op): Promise<void> {
    const w = this.w;
    switch (op.op) {
      case 'inbound': return this.inbound(op.shop % w.shops.length, op.rows, { file: op.file, saveAll: op.saveAll });
      case 'saleImport': return this.sales(op.shop % w.shops.length, op.rows, { file: op.file, saveAll: op.saveAll });
      case 'outImport': return this.outImport(this.pickItems(op.picks, op.any, ITEM_IN_STOCK), op.unknown, { file: op.file, saveAll: op.saveAll });
      case 'inboundForm': return this.inboundForm(op.shop % w.shops.length, op.mg, op.existing ? op.pick : undefined);
      case 'outForm': return this.outForm(this.pickItems(op.picks, op.any, ITEM_IN_STOCK), op.outType);
      case 'deleteOut': return this.deleteOut(this.pickItems(op.picks, op.any, ITEM_OUT));
      case 'deleteSale': {
        // A stale request also names a sale deleted before: the whole delete must be refused.
        const sales = op.stale && w.deletedSales.length ? [...w.sales, w.deletedSales[op.picks[0] % w.deletedSales.length]] : w.sales;
        return this.deleteSales(sales.length ? unique(op.picks.map((p) => sales[p % sales.length])) : []);
      }
      case 'undoAndRepeat': return this.undoAndRepeat(op.pick);
      case 'freeze': return this.freeze(op.shop % w.shops.length);
      case 'repeat': {
        if (!w.saves.length) return void this.log.push('repeat: no save yet (skipped)');
        // Counted from the latest save, so shrinking goes towards retrying the last request.
        const past = w.saves[w.saves.length - 1 - (op.pick % w.saves.length)];
        this.log.push(`repeat save #${w.saves.indexOf(past)} verbatim`);
        return this.save(past, false);
      }
    }
  }

  private inbound(shop: number, specs: InboundSpec[], how: How) {
    const { items, sales } = this.w;
    const rows: InboundRow[] = [];
    for (const s of specs) {
      const existing = s.fault === 'existing' && items.length ? items[s.pick % items.length].number : undefined;
      const repeat = s.fault === 'repeat' && rows.length ? rows[rows.length - 1].number : undefined;
      const saleNumber = s.fault === 'saleNumber' && sales.length ? sales[s.pick % sales.length].number : undefined;
      const fault = s.fault === 'weight' || s.fault === 'date' || s.fault === 'category' ? s.fault : undefined;
      rows.push({
        number: existing ?? repeat ?? saleNumber ?? fresh(), shop, date: fault === 'date' ? '2026-02-30' : '2026-01-05',
        weight: fault === 'weight' ? (s.mg % 2 ? '-1' : '1.2345') : gramsOf(s.mg, s.trim),
        category: fault === 'category' ? '不存在的类别' : '戒指', ...(fault ? { fault } : {}),
      });
    }
    const code = this.w.shops[shop].code;
    const cells = rows.map((r) => [r.number, code, 'RK1', r.category, '足金戒指', r.weight, '999', '80', r.date, '']);
    return this.importFile({ kind: 'stock', rows }, '/api/shopInventory/checkImportData?type=stock', [INBOUND_HEADER, ...cells], INBOUND_KEYS, how,
      '/api/shopInventory/import', (list) => ({ list, blnOut: false }), `inbound ${this.shopLabel(shop)}`);
  }

  private sales(shop: number, specs: SaleSpec[], how: How) {
    const { items, sales } = this.w;
    const own = items.filter((i) => i.shop === shop);
    const rows: SaleRow[] = specs.map((s) => {
      const from = s.target === 'shopItem' ? own : s.target === 'anyItem' ? items : s.target === 'sale' ? sales : [];
      const number = from.length ? from[s.pick % from.length].number : fresh();
      const oldGold = s.oldMg === null ? null : new Decimal(s.oldMg).div(1000).toFixed(3);
      return { shop, number, date: s.badDate ? '2026-13-01' : '2026-01-08', weight: '3.456', oldGold, ...(s.badDate ? { fault: 'date' as const } : {}) };
    });
    const code = this.w.shops[shop].code;
    const cells = rows.map((r) => [code, r.number, r.date, r.weight, '600.00', '', r.oldGold ?? '', r.oldGold === null ? '' : '560.00', '', '']);
    return this.importFile({ kind: 'sale', rows }, '/api/shop/sale/checkImportData', [SALE_HEADER, ...cells], SALE_KEYS, how,
      '/api/shop/sale/import', (list) => list, `sales ${this.shopLabel(shop)}`);
  }

  private outImport(picked: ItemModel[], unknown: boolean, how: How) {
    // The third picked item is named twice: a repeated row of the file.
    const numbers = picked.flatMap((i, n) => (n === 2 ? [i.number, i.number] : [i.number]));
    if (unknown) numbers.push(fresh());
    if (!numbers.length) return void this.log.push('outbound import: no item yet (skipped)');
    const rows: OutboundRow[] = numbers.map((number, i) => ({ number, date: '2026-02-01', type: OUT_TYPES[i % 3], reason: '盘点' }));
    return this.importFile({ kind: 'stockOut', rows }, '/api/shopInventory/checkImportData?type=stockOut',
      [OUT_HEADER, ...rows.map((r) => [r.number, r.date, r.type, r.reason])], OUT_KEYS, how,
      '/api/shopInventory/import', (list) => ({ list, blnOut: true }), 'outbound import');
  }

  /**
   * The wizard: check the file (the model predicts each row's verdict), then save the good rows, or all rows. Without
   * the file check, the rows go to the save as the check would answer them, filtered by the model's verdicts.
   */
  private async importFile(rows: ImportRows, checkUrl: string, sheet: unknown[][], keys: string[], { file, saveAll }: How, saveUrl: string,
    bodyOf: (list: unknown[]) => unknown, label: string): Promise<void> {
    const verdicts = judge(this.w, rows);
    const described = rows.rows.map((r, i) => `${describeRow(this.w, rows.kind, r)}${verdicts[i].bad ? ' [bad]' : verdicts[i].noInventory ? ' [no inbound record]' : ''}`);
    this.log.push(`${label}${file ? ' (file checked)' : ''}: ${described.join('; ')} -> save ${saveAll ? 'all rows' : 'good rows'}`);
    const list = file ? await this.checkFile(rows, checkUrl, sheet, verdicts)
      : sheet.slice(1).map((cells) => Object.fromEntries(keys.map((k, i) => [k, cells[i] === '' ? null : cells[i]])));
    const keep = list.map((_, i) => i).filter((i) => saveAll || !verdicts[i].bad);
    for (const v of verdicts) tally(`${rows.kind} row ${v.bad ? 'bad' : v.noInventory ? 'without inbound record' : 'good'}${file ? ' (file checked)' : ''}`);
    if (!keep.length) return void this.log.push('  nothing to save');
    const subset = { kind: rows.kind, rows: keep.map((i) => rows.rows[i]) } as ImportRows;
    const past: PastSave = { rows: subset, url: saveUrl, body: bodyOf(keep.map((i) => list[i])) };
    await this.save(past, true);
  }

  /** The check of the file: each row's verdict as the model predicts, and nothing written. */
  private async checkFile(rows: ImportRows, checkUrl: string, sheet: unknown[][], verdicts: Verdict[]): Promise<Array<Record<string, unknown>>> {
    const before = await fingerprint(this.t, this.w);
    const checked = await uploadFile(this.t.app, checkUrl, this.t.admin, xlsxFile(sheet));
    if (checked.code !== 200 || checked.data.list.length !== rows.rows.length) fail('check failed', checked);
    const list = checked.data.list as Array<Record<string, unknown>>;
    list.forEach((row, i) => {
      const v = verdicts[i];
      if (!!row.blnError !== v.bad || (!v.bad && rows.kind === 'sale' && !!row.blnNoInventory !== v.noInventory)) {
        fail(`check of row ${i + 1} differs from the model`, { row, expected: v.bad ? 'error' : v.noInventory ? 'blnNoInventory' : 'ok' });
      }
    });
    if (await fingerprint(this.t, this.w) !== before) fail('the check wrote to the database', { checkUrl });
    return list;
  }

  /** A save: the model says 200, 400 (a bad row) or 409 (already saved); a refused save must change nothing. */
  private async save(past: PastSave, first: boolean): Promise<void> {
    if (first) this.w.saves.push(past);
    const want = expectedSaveCode(this.w, past.rows);
    // Rows saved before may be refused by their re-check (400) or as already imported (409, or 200 with snum 0 as the
    // contract words it): whichever, nothing may be added.
    const already = this.w.receipts.has(receiptKey(past.rows));
    const before = await fingerprint(this.t, this.w);
    const reply = await this.send('POST', past.url, past.body);
    this.log.push(`  save #${this.w.saves.indexOf(past)} -> ${reply.code} ${reply.msg}`);
    tally(`${first ? '' : 'repeated '}${past.rows.kind} save -> ${reply.code}${reply.code === 200 ? '' : ` ${reason(reply.msg)}`}`);
    if (already && (reply.code === 409 || reply.code === want || (reply.code === 200 && reply.data?.snum === 0))) {
      if (await fingerprint(this.t, this.w) !== before) fail(`the same rows saved again (${reply.code}) changed the database`, reply);
      return;
    }
    if (reply.code !== want) fail(`save answered ${reply.code}, the model expects ${want}`, reply);
    if (want !== 200) {
      if (await fingerprint(this.t, this.w) !== before) fail(`a refused save (${reply.code}) changed the database`, reply);
      return;
    }
    if (reply.data?.snum !== past.rows.rows.length) fail('snum differs from the rows saved', reply);
    const numbers = past.rows.rows.map((r) => r.number);
    const table = past.rows.kind === 'sale' ? shopSales : shopInventories;
    const ids = past.rows.kind === 'stockOut' ? [] : await this.t.db.select({ id: table.id, number: table.inventoryNumber, shopId: table.shopId }).from(table)
      .where(and(inArray(table.inventoryNumber, numbers), isNull(table.deletedAt)));
    applySave(this.w, past.rows, new Map(ids.map((r) => [past.rows.kind === 'sale' ? saleKey(r.shopId, r.number) : r.number, r.id])));
  }

  /** A write through a route that the model expects to succeed (200) or be refused (anything else, nothing changed). */
  private async expectWrite(method: 'POST' | 'DELETE', url: string, payload: unknown, accept: boolean, label: string): Promise<Reply | undefined> {
    const before = await fingerprint(this.t, this.w);
    const reply = await this.send(method, url, payload);
    this.log.push(`${label} -> ${reply.code} ${reply.msg}`);
    tally(`${url} -> ${reply.code}${reply.code === 200 ? '' : ` ${reply.msg}`}`);
    if ((reply.code === 200) !== accept) fail(`${label}: answered ${reply.code}, the model expects ${accept ? 'success' : 'a refusal'}`, reply);
    if (!accept && await fingerprint(this.t, this.w) !== before) fail(`${label}: refused but changed the database`, reply);
    return accept ? reply : undefined;
  }

  /**
   * Undoes what an accepted sales or outbound import did (deletes its sales, or moves its items back), then sends the
   * same save again: rows saved within the day add nothing, even once undone.
   */
  private async undoAndRepeat(pick: number) {
    const w = this.w;
    const done = w.saves.filter((s) => s.rows.kind !== 'stock' && w.receipts.has(receiptKey(s.rows)));
    if (!done.length) return void this.log.push('undo and repeat: no accepted sales or outbound import yet (skipped)');
    const past = done[done.length - 1 - (pick % done.length)];
    const numbers = new Set(past.rows.rows.map((r) => r.number));
    this.log.push(`undo save #${w.saves.indexOf(past)}, then send it again`);
    if (past.rows.kind === 'sale') {
      const sold = new Set((past.rows.rows as SaleRow[]).map((r) => `${r.shop}|${r.number}`));
      await this.deleteSales(w.sales.filter((s) => sold.has(`${s.shop}|${s.number}`)));
    } else await this.deleteOut(w.items.filter((i) => numbers.has(i.number) && i.state === ITEM_OUT));
    await this.save(past, false);
  }

  private pickItems(picked: number[], any: boolean, state: ItemState): ItemModel[] {
    const fitting = this.w.items.filter((i) => i.state === state);
    const items = any || !fitting.length ? this.w.items : fitting;
    return items.length ? unique(picked.map((p) => items[p % items.length])) : [];
  }

  /** The single-entry form: a new number into an open shop. */
  private async inboundForm(shop: number, mg: number, existing?: number) {
    const { items, shops } = this.w;
    const number = existing !== undefined && items.length ? items[existing % items.length].number : fresh();
    const weight = gramsOf(mg, false);
    const accept = !shops[shop].frozen && !this.w.byNumber.has(number);
    const label = `inbound form ${this.shopLabel(shop)} ${this.w.byNumber.has(number) ? describeItem(this.w.byNumber.get(number)!) : `${number}(new)`} ${weight}g`;
    const payload = { inventoryNumber: number, shopId: shops[shop].id, batchNumber: 'RK2', category: 'ring', productName: '足金手镯', goldWeight: weight, inboundDate: '2026-01-06' };
    const reply = await this.expectWrite('POST', '/api/shopInventory/edit', payload, accept, label);
    if (reply) takeIn(this.w, reply.data.id, number, shop, weight);
  }

  private async outForm(items: ItemModel[], outType: 1 | 2 | 3) {
    if (!items.length) return void this.log.push('outbound form: no item yet (skipped)');
    const accept = items.every((i) => i.state === ITEM_IN_STOCK);
    const label = `outbound form ${items.map((i) => describeItem(i)).join(', ')}`;
    if (await this.expectWrite('POST', '/api/shopInventory/out', { ids: items.map((i) => i.id), outDate: '2026-02-01', outType, outReason: '调拨' }, accept, label)) {
      for (const item of items) moveOut(this.w, item);
    }
  }

  private async deleteOut(items: ItemModel[]) {
    if (!items.length) return void this.log.push('undo outbound: no item yet (skipped)');
    // Undoing puts stock back in the shop, which a frozen shop refuses like any inbound.
    const accept = items.every((i) => i.state === ITEM_OUT && !this.w.shops[i.shop].frozen);
    const label = `undo outbound ${items.map((i) => describeItem(i)).join(', ')}`;
    if (await this.expectWrite('DELETE', '/api/shopInventory/deleteOut', { ids: items.map((i) => i.id) }, accept, label)) {
      for (const item of items) undoOut(this.w, item);
    }
  }

  private async deleteSales(chosen: SaleModel[]) {
    if (!chosen.length) return void this.log.push('delete sale: no sale yet (skipped)');
    const live = chosen.every((s) => this.w.sales.includes(s));
    const label = `delete sales ${chosen.map((s) => `${s.number}@${this.shopLabel(s.shop)}${s.item ? '' : ' (no inbound record)'}${this.w.sales.includes(s) ? '' : ' (deleted before)'}`).join(', ')}`;
    if (await this.expectWrite('DELETE', '/api/shop/sale/delete', { ids: chosen.map((s) => s.id) }, live, label)) {
      for (const sale of chosen) deleteSale(this.w, sale);
    }
  }

  private async freeze(shop: number) {
    const s = this.w.shops[shop];
    const label = `${s.frozen ? 'unfreeze' : 'freeze'} shop${shop}`;
    const reply = await this.send('POST', '/api/shop/freeze', { id: s.id, status: s.frozen ? 1 : 2, reason: '盘点整改' });
    this.log.push(`${label} -> ${reply.code} ${reply.msg}`);
    tally(`/api/shop/freeze -> ${reply.code}`);
    if (reply.code !== 200) fail(`${label} failed`, reply);
    s.frozen = !s.frozen;
  }
}

function describeItem(item: World['items'][number]): string {
  return `${item.number}@shop${item.shop}(${['', 'in stock', 'sold', 'out'][item.state]})`;
}

function describeRow(w: World, kind: ImportRows['kind'], row: InboundRow | OutboundRow | SaleRow): string {
  const item = w.byNumber.get(row.number);
  const known = item ? describeItem(item) : `${row.number}(new)`;
  if (kind === 'stock') {
    const r = row as InboundRow;
    return `${known} ${r.weight}g${r.fault ? ` bad ${r.fault}` : ''}`;
  }
  if (kind === 'stockOut') return known;
  const r = row as SaleRow;
  const sold = w.sales.some((s) => s.shop === r.shop && s.number === r.number) ? ' has live sale in its shop' : '';
  return `${known}${sold} old gold ${r.oldGold ?? '-'}${r.fault ? ' bad date' : ''}`;
}
