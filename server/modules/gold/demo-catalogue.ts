import type { DemoRandom } from './demo-random';

/**
 * What a demo shop stocks: per goldCategory dictionary code, the barcode prefix, how often it occurs, the weight range
 * in milligrams, the labour fee per gram in yuan, and the styles its product names are made of.
 */
interface CategoryShape {
  code: string;
  prefix: string;
  share: number;
  mg: readonly [number, number];
  feePerGram: readonly [number, number];
  styles: readonly string[];
}

const CATEGORIES: readonly CategoryShape[] = [
  { code: 'ring', prefix: 'JZ', share: 25, mg: [2000, 8000], feePerGram: [12, 25], styles: ['古法素圈戒指', '心形戒指', '福字戒指', '编织纹戒指', '婚嫁对戒'] },
  { code: 'necklace', prefix: 'XL', share: 20, mg: [5000, 20000], feePerGram: [10, 20], styles: ['锁骨链', 'O字链', '十字链', '蛇骨链', '古法项链'] },
  { code: 'bracelet', prefix: 'SZ', share: 12, mg: [15000, 35000], feePerGram: [8, 18], styles: ['古法手镯', '竹节手镯', '福禄寿手镯', '光面手镯', '如意手镯'] },
  { code: 'earring', prefix: 'ED', share: 15, mg: [1000, 4000], feePerGram: [20, 40], styles: ['耳钉', '耳环', '耳坠', '流苏耳饰'] },
  { code: 'pendant', prefix: 'DZ', share: 18, mg: [1000, 6000], feePerGram: [15, 30], styles: ['生肖吊坠', '平安扣吊坠', '福字吊坠', '貔貅吊坠', '如意锁吊坠'] },
  { code: 'bar', prefix: 'JT', share: 5, mg: [5000, 20000], feePerGram: [3, 6], styles: ['投资金条'] },
  { code: 'other', prefix: 'QT', share: 5, mg: [2000, 12000], feePerGram: [10, 25], styles: ['转运珠', '金豆', '金算盘摆件', '足金手链'] },
];

/** Investment bars come in whole grams only. */
const BAR_GRAMS = [5, 10, 20] as const;

export interface DemoPiece {
  category: string;
  prefix: string;
  productName: string;
  /** Gold weight in milligrams (an integer, so no float ever touches it). */
  mg: number;
  purity: number;
  /** Labour fee per gram, whole yuan. */
  feePerGram: number;
}

/** One made-up piece of jewellery: category, name, weight, purity and fee. */
export function demoPiece(random: DemoRandom): DemoPiece {
  const shape = random.weighted(CATEGORIES.map((c) => [c, c.share] as const));
  const feePerGram = random.int(shape.feePerGram[0], shape.feePerGram[1]);
  if (shape.code === 'bar') {
    const grams = random.pick(BAR_GRAMS);
    return { category: shape.code, prefix: shape.prefix, productName: `足金投资金条${grams}g`, mg: grams * 1000, purity: 999, feePerGram };
  }
  // About one piece in five is 22K (916‰), the rest pure gold (999‰).
  const purity = random.chance(0.2) ? 916 : 999;
  const style = random.pick(shape.styles);
  return {
    category: shape.code,
    prefix: shape.prefix,
    productName: `${purity === 999 ? '足金' : '22K金'}${style}`,
    mg: random.int(shape.mg[0], shape.mg[1]),
    purity,
    feePerGram,
  };
}

export const SALESPEOPLE = ['王芳', '李静', '张敏', '刘洋', '陈杰', '杨丽', '赵磊', '黄婷'] as const;

/** Outbound types (models/gold/inventory.ts OUT_TYPE_OPTIONS) with the reasons a shop gives for them. */
export const OUT_REASONS: readonly (readonly [number, readonly string[]])[] = [
  [1, ['款式滞销，退回SPV', '质检发现瑕疵，退回SPV', '季末库存调整']],
  [2, ['调拨至其他门店补货', '门店间调货', '客户指定门店提货']],
  [3, ['送检复检', '展会借出', '维修返厂']],
];
