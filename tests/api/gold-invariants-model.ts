import Decimal from 'decimal.js';
import { ITEM_IN_STOCK, ITEM_OUT, ITEM_SOLD } from '../../models/gold/inventory';

/**
 * The reference model of the stock and sales property test (tests/api/gold-invariants.test.ts): what each shop took
 * in, moved out and sold, item by item, according to the operations the server accepted. It predicts which import
 * rows the server must refuse (docs/domain.md#stock-item, #sale, #shop) so a refusal or an acceptance that differs is
 * caught too. Weights are decimal grams (never floats).
 */

export type ItemState = typeof ITEM_IN_STOCK | typeof ITEM_SOLD | typeof ITEM_OUT;

export interface Tally { count: number; grams: Decimal }
export interface ShopModel {
  id: string;
  code: string;
  frozen: boolean;
  inbound: Tally;
  outbound: Tally;
  sold: Tally;
  oldGold: Decimal;
}
export interface ItemModel { id: string; number: string; shop: number; grams: Decimal; state: ItemState }
export interface SaleModel { id: string; number: string; shop: number; oldGold: Decimal; item?: ItemModel }

/** Import rows as the test wrote them into the file (resolved: shop index, item number, cell texts). */
export interface InboundRow { number: string; shop: number; weight: string; date: string; category: string; fault?: 'weight' | 'date' | 'category' }
export interface OutboundRow { number: string; date: string; type: string; reason: string }
export interface SaleRow { shop: number; number: string; date: string; weight: string; oldGold: string | null; fault?: 'date' }
export type ImportRows = { kind: 'stock'; rows: InboundRow[] } | { kind: 'stockOut'; rows: OutboundRow[] } | { kind: 'sale'; rows: SaleRow[] };

/** A save request sent once, kept so a later operation can send it again verbatim. */
export interface PastSave { rows: ImportRows; url: string; body: unknown }

export interface World {
  shops: ShopModel[];
  items: ItemModel[];
  byNumber: Map<string, ItemModel>;
  sales: SaleModel[];
  deletedSales: SaleModel[];
  /** Keys of the saves that succeeded: the same rows again within a day add nothing. */
  receipts: Set<string>;
  saves: PastSave[];
}

const tally = (): Tally => ({ count: 0, grams: new Decimal(0) });
export const newShop = (id: string, code: string): ShopModel =>
  ({ id, code, frozen: false, inbound: tally(), outbound: tally(), sold: tally(), oldGold: new Decimal(0) });
export const newWorld = (shops: ShopModel[]): World => ({ shops, items: [], byNumber: new Map(), sales: [], deletedSales: [], receipts: new Set(), saves: [] });

const add = (t: Tally, grams: Decimal, sign: 1 | -1) => {
  t.count += sign;
  t.grams = t.grams.plus(grams.times(sign));
};

/** In stock by the model's books: opening (0, a fresh shop) + inbound − outbound − sold. */
export const expectedStock = (s: ShopModel): Tally => ({
  count: s.inbound.count - s.outbound.count - s.sold.count,
  grams: s.inbound.grams.minus(s.outbound.grams).minus(s.sold.grams),
});

/** The verdict on one import row: refused, or for a sale matched to an item / saved without one. */
export interface Verdict { bad: boolean; noInventory?: boolean; item?: ItemModel }

/** True for the second and later rows naming the same key (the check flags them). */
function repeated(numbers: string[]): boolean[] {
  const seen = new Set<string>();
  return numbers.map((n) => (seen.has(n) ? true : (seen.add(n), false)));
}

/** A live sale of the number in the shop: a shop sells a number once (a matched item is sold once anyway). */
const liveSale = (w: World, shop: number, number: string) => w.sales.some((s) => s.shop === shop && s.number === number);
/** How `applySave` finds a new sale's id: shops may each hold a sale of one number. */
export const saleKey = (shopId: string, number: string) => `${shopId}|${number}`;

/** Inbound: a well-formed row with a new number into an open shop. */
export function judgeInbound(w: World, rows: InboundRow[]): Verdict[] {
  const again = repeated(rows.map((r) => r.number));
  return rows.map((r, i) => ({ bad: !!r.fault || again[i] || w.byNumber.has(r.number) || w.shops[r.shop].frozen }));
}

/** Outbound: a known item in stock (a frozen shop may still send stock back: docs/domain.md#shop). */
export function judgeOutbound(w: World, rows: OutboundRow[]): Verdict[] {
  const again = repeated(rows.map((r) => r.number));
  return rows.map((r, i) => {
    const item = w.byNumber.get(r.number);
    return { bad: again[i] || !item || item.state !== ITEM_IN_STOCK, item };
  });
}

/**
 * Sales: an open shop; one live sale per item number and shop; the item in stock in that shop is sold, a number with
 * no item in that shop is saved without one (noInventory); an item of that shop already sold or out is refused.
 */
export function judgeSales(w: World, rows: SaleRow[]): Verdict[] {
  const again = repeated(rows.map((r) => `${r.shop}|${r.number}`));
  return rows.map((r, i) => {
    if (r.fault || again[i] || liveSale(w, r.shop, r.number) || w.shops[r.shop].frozen) return { bad: true };
    const item = w.byNumber.get(r.number);
    if (!item || item.shop !== r.shop) return { bad: false, noInventory: true };
    if (item.state !== ITEM_IN_STOCK) return { bad: true };
    return { bad: false, noInventory: false, item };
  });
}

export function judge(w: World, rows: ImportRows): Verdict[] {
  if (rows.kind === 'stock') return judgeInbound(w, rows.rows);
  if (rows.kind === 'stockOut') return judgeOutbound(w, rows.rows);
  return judgeSales(w, rows.rows);
}

export const receiptKey = (rows: ImportRows) => `${rows.kind}:${JSON.stringify(rows.rows)}`;

/** What the server must answer to a save of these rows: 400 for a bad row, 409 for rows already saved, else 200. */
export function expectedSaveCode(w: World, rows: ImportRows): number {
  if (judge(w, rows).some((v) => v.bad)) return 400;
  return w.receipts.has(receiptKey(rows)) ? 409 : 200;
}

/** Books a save the server accepted. `ids` maps new item numbers, or sales' `saleKey`s, to their ids. */
export function applySave(w: World, rows: ImportRows, ids: Map<string, string>): void {
  const verdicts = judge(w, rows);
  w.receipts.add(receiptKey(rows));
  if (rows.kind === 'stock') {
    for (const r of rows.rows) takeIn(w, ids.get(r.number)!, r.number, r.shop, r.weight);
  } else if (rows.kind === 'stockOut') {
    for (const v of verdicts) moveOut(w, v.item!);
  } else {
    rows.rows.forEach((r, i) => {
      const item = verdicts[i].item;
      const oldGold = new Decimal(r.oldGold ?? 0);
      w.sales.push({ id: ids.get(saleKey(w.shops[r.shop].id, r.number))!, number: r.number, shop: r.shop, oldGold, item });
      w.shops[r.shop].oldGold = w.shops[r.shop].oldGold.plus(oldGold);
      if (item) {
        item.state = ITEM_SOLD;
        add(w.shops[item.shop].sold, item.grams, 1);
      }
    });
  }
}

/** A new item in stock (inbound by import or by the single-entry form). */
export function takeIn(w: World, id: string, number: string, shop: number, weight: string): void {
  const item: ItemModel = { id, number, shop, grams: new Decimal(weight), state: ITEM_IN_STOCK };
  w.items.push(item);
  w.byNumber.set(number, item);
  add(w.shops[shop].inbound, item.grams, 1);
}

export function moveOut(w: World, item: ItemModel): void {
  item.state = ITEM_OUT;
  add(w.shops[item.shop].outbound, item.grams, 1);
}

/** Undoing an outbound puts the item back; the outbound total is net of undone moves. */
export function undoOut(w: World, item: ItemModel): void {
  item.state = ITEM_IN_STOCK;
  add(w.shops[item.shop].outbound, item.grams, -1);
}

/** A deleted sale returns its item to stock and its old gold leaves the shop's holding. */
export function deleteSale(w: World, sale: SaleModel): void {
  w.sales.splice(w.sales.indexOf(sale), 1);
  w.deletedSales.push(sale);
  w.shops[sale.shop].oldGold = w.shops[sale.shop].oldGold.minus(sale.oldGold);
  if (sale.item) {
    sale.item.state = ITEM_IN_STOCK;
    add(w.shops[sale.item.shop].sold, sale.item.grams, -1);
  }
}
