import * as XLSX from '@e965/xlsx';
import { fieldOf, type Model } from '../../../schemas/model';
import { inventoryModel } from '../../../models/gold/inventory';
import { saleModel } from '../../../models/gold/sale';

/**
 * Import files of the gold stock and sales imports, built from the models (their import columns, headed by the
 * zh labels as the template route writes them), so the bench and the end-to-end test send what a user fills in.
 * Decimals are written as text, computed in integers (milligrams, fen): never a float sum.
 */

export type ImportRowValues = Record<string, string>;

/** The header of a model's import file: the zh label of each import column, in the template's order. */
export const importHeader = (model: Model): string[] => model.import!.columns.map((key) => fieldOf(model, key).label.zh);

/** An .xlsx of the rows (values by field key) under the model's import header; cells are text. */
export function importWorkbook(model: Model, rows: ImportRowValues[]): Buffer {
  const columns = model.import!.columns;
  const aoa: string[][] = [importHeader(model), ...rows.map((row) => columns.map((key) => row[key] ?? ''))];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), model.label.zh);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Grams with 3 decimals from a whole number of milligrams. */
const grams = (mg: number) => `${Math.floor(mg / 1000)}.${String(mg % 1000).padStart(3, '0')}`;
/** Yuan with 2 decimals from a whole number of fen. */
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const CATEGORIES = ['戒指', '项链', '手镯', '耳饰', '吊坠', '金条'];
const PRODUCTS = ['足金素圈戒指', '古法金项链', '足金手镯', '足金耳钉', '生肖吊坠', '投资金条'];
const SALESPEOPLE = ['张三', '李四', '王五', '赵六'];

export interface StockItem {
  inventoryNumber: string;
  shopCode: string;
  goldWeight: string;
}

/** `count` distinct items spread round-robin over the shops; `tag` keeps item numbers unique to a run. */
export function stockItems(count: number, shopCodes: string[], tag: string): StockItem[] {
  return Array.from({ length: count }, (_, i) => ({
    inventoryNumber: `BJ${tag}${String(i + 1).padStart(7, '0')}`,
    shopCode: shopCodes[i % shopCodes.length],
    goldWeight: grams(1000 + ((i * 37) % 20_000)),
  }));
}

/** Inbound rows (type stock) of the items, in batches of 1,000, dated in October 2026. */
export function stockRows(items: StockItem[]): ImportRowValues[] {
  return items.map((item, i) => ({
    inventoryNumber: item.inventoryNumber,
    shopId: item.shopCode,
    batchNumber: `RK2026${String(Math.floor(i / 1000)).padStart(4, '0')}`,
    category: CATEGORIES[i % CATEGORIES.length],
    productName: PRODUCTS[i % PRODUCTS.length],
    goldWeight: item.goldWeight,
    purity: '999',
    labourFee: yuan(5000 + ((i * 13) % 10_000)),
    inboundDate: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}`,
    remark: '',
  }));
}

/** Sales rows selling the items in their shops, in November 2026; every third with old gold traded in. */
export function saleRows(items: StockItem[]): ImportRowValues[] {
  return items.map((item, i) => ({
    shopId: item.shopCode,
    inventoryNumber: item.inventoryNumber,
    saleDate: `2026-11-${String(1 + (i % 25)).padStart(2, '0')}`,
    goldWeight: item.goldWeight,
    retailPrice: yuan(65_800 + (i % 500)),
    labourFee: yuan(8000 + ((i * 7) % 5000)),
    oldGoldWeight: i % 3 === 0 ? grams(500 + ((i * 11) % 3000)) : '0.000',
    oldGoldPrice: i % 3 === 0 ? '560.00' : '',
    salesperson: SALESPEOPLE[i % SALESPEOPLE.length],
    remark: '',
  }));
}

export { inventoryModel, saleModel };
