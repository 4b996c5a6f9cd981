import { defineModel } from '../../schemas/model';
import { GOLD_MENUS, T, date, remark, text } from './fields';

/** Gold price types: 1 the base price settlements use, 2 the old-gold buy-back price (docs/domain.md#gold-price). */
export const PRICE_BASE = 1;
export const PRICE_OLD_GOLD = 2;

/** Gold price: one row per date and type, yuan per gram (docs/domain.md#gold-price). */
export const goldPriceModel = defineModel({
  name: 'goldPrice',
  table: 'gold_prices',
  label: T('金价', '金價', 'Gold price'),
  routes: { base: '/api/goldPrice', omit: ['list'] },
  access: { menu: GOLD_MENUS.goldPrice },
  keyword: ['source', 'remark'],
  unique: [{
    fields: ['priceDate', 'priceType'],
    index: 'gold_prices_date_type_live_idx',
    message: T('该日期的此类金价已存在', '該日期的此類金價已存在', 'A price of this type already exists for this date'),
  }],
  export: { fileName: '金价.xlsx', columns: ['priceDate', 'priceType', 'price', 'source', 'remark', 'createdAt', 'createdByName'] },
  import: {
    columns: ['priceDate', 'priceType', 'price', 'source', 'remark'],
    example: { priceDate: '2026-01-05', priceType: '基础金价', price: '612.50', source: '上海黄金交易所', remark: '' },
  },
  texts: { notFound: T('金价不存在', '金價不存在', 'Gold price not found') },
  fields: [
    date('priceDate', T('日期', '日期', 'Date'), { required: true, search: 'range', sort: true }),
    {
      key: 'priceType', type: 'enum', label: T('金价类型', '金價類型', 'Price type'), required: true, search: 'equal', sort: true,
      options: [
        { value: PRICE_BASE, label: T('基础金价', '基礎金價', 'Base price'), color: 'gold' },
        { value: PRICE_OLD_GOLD, label: T('旧料回收价', '舊料回收價', 'Old-gold buy-back price'), color: 'blue' },
      ],
    },
    { key: 'price', type: 'decimal', label: T('金价(元/克)', '金價(元/克)', 'Price (CNY/g)'), required: true, rules: ['amount'], scale: 2, intDigits: 10, sort: true },
    text('source', T('来源', '來源', 'Source'), 50),
    remark,
  ],
});
