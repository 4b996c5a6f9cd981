import { call, type GoldContext } from './gold-helpers';

/**
 * Shared steps of the gold finance tests (settlements, funds, month-end): sales and prices through their imports, and
 * settlements through the settlement page's save. Each throws with the reply when the server refuses.
 */

let seq = 0;
/** A fresh item number (imports refuse a number sold twice, and the same rows twice within a day). */
export const itemNumber = () => `F${Date.now().toString(36).toUpperCase()}${(++seq).toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5)}`;

export interface SaleRow {
  /** The shop's code, as files name it. */
  shop: string;
  day: string;
  weight: string;
  retailPrice?: string;
  labourFee?: string;
  oldGoldWeight?: string;
  oldGoldPrice?: string;
  inventoryNumber?: string;
}

/** The sale rows as the import's save takes them (sales without an inbound record are saved marked noInventory). */
export const saleRows = (rows: SaleRow[]) => rows.map((r) => ({
  shopId: r.shop, inventoryNumber: r.inventoryNumber ?? itemNumber(), saleDate: r.day, goldWeight: r.weight, retailPrice: r.retailPrice ?? '700.00',
  labourFee: r.labourFee ?? null, oldGoldWeight: r.oldGoldWeight ?? null, oldGoldPrice: r.oldGoldPrice ?? null,
}));

/** Imports sales (the import's save) and answers the reply. */
export const importSalesReply = (t: GoldContext, rows: SaleRow[], token = t.admin) =>
  call(t.app, 'POST', '/api/shop/sale/import', { token, payload: saleRows(rows) as unknown as object });

/** Imports sales; throws unless saved. */
export async function importSales(t: GoldContext, rows: SaleRow[], token = t.admin): Promise<void> {
  const r = await importSalesReply(t, rows, token);
  if (r.code !== 200) throw new Error(`sale import failed: ${r.code} ${r.msg}`);
}

/** Imports prices: type 1 base (settlement), 2 old gold. */
export async function importPrices(t: GoldContext, rows: Array<{ day: string; type?: 1 | 2; price: string }>, token = t.admin): Promise<void> {
  const r = await call(t.app, 'POST', '/api/goldPrice/import', {
    token, payload: rows.map((p) => ({ priceDate: p.day, priceType: p.type === 2 ? '旧料回收价' : '基础金价', price: p.price })) as unknown as object,
  });
  if (r.code !== 200) throw new Error(`price import failed: ${r.code} ${r.msg}`);
}

/** Saves a settlement of the shop (all its unsettled days unless `endDay`) and answers the reply. */
export const settleReply = (t: GoldContext, shopId: string, body: Record<string, unknown> = {}, token = t.admin) =>
  call(t.app, 'POST', '/api/shopSettlement/save', { token, payload: { shopId, ...body } });

/** Settles a shop; answers the settlement as its detail shows it. Throws unless saved. */
export async function settleShop(t: GoldContext, shopId: string, body: Record<string, unknown> = {}, token = t.admin): Promise<Record<string, any>> {
  const r = await settleReply(t, shopId, body, token);
  if (r.code !== 200) throw new Error(`settlement failed: ${r.code} ${r.msg}`);
  const detail = await call(t.app, 'GET', `/api/shopSettlement/detail/${r.data.id}`, { token: t.admin });
  return detail.data;
}

/** A shop's settlement days as the settlement page lists them (oldest first), `settled` 0/1 to filter. */
export async function daysOf(t: GoldContext, shopId: string, settled?: 0 | 1): Promise<Array<Record<string, any>>> {
  const r = await call(t.app, 'GET', '/api/shopSettlement/listShopSettlementDay', {
    token: t.admin, query: { shopId, pageSize: '500', sidx: 'day', sort: 'asc', ...(settled === undefined ? {} : { settled: String(settled) }) },
  });
  if (r.code !== 200) throw new Error(`days of ${shopId}: ${r.code} ${r.msg}`);
  return r.data.list;
}
