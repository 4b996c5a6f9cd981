import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { goldPrices } from '../../server/db/schema';
import { parseSpreadsheet } from '../../server/resource/import-parse';
import { zipSummary } from '../../server/resource/zip-guard';
import { adminLogin, createTestApp, uploadFile, xlsxFile, type TestContext } from './helpers';

// What an import refuses before it parses a file (docs/architecture.md#models-and-the-resource-engine, imports).
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t.app);
});
afterAll(async () => t?.close());

const HEADER = ['日期', '金价类型', '金价(元/克)'];

/** The file with every central-directory entry declaring `size` uncompressed bytes, as a zip bomb does. */
function declaring(file: Buffer, size: number): Buffer {
  const out = Buffer.from(file);
  for (let i = 0; i + 4 <= out.length; i++) if (out.readUInt32LE(i) === 0x02014b50) out.writeUInt32LE(size, i + 24);
  return out;
}

describe('import file guards', () => {
  it('reads what an .xlsx declares it unpacks to, and knows an .xls is no zip', () => {
    const file = xlsxFile([HEADER, ['2030-01-01', '基础金价', '600']]);
    const summary = zipSummary(file)!;
    expect(summary.entries).toBeGreaterThan(3);
    expect(summary.inflatedBytes).toBeGreaterThan(1000);
    expect(zipSummary(declaring(file, 1000))!.inflatedBytes).toBe(1000 * summary.entries);
    expect(zipSummary(Buffer.from('not a zip at all, just text'))).toBeNull();
  });

  it('refuses a file that unpacks to more than 500 MB with a clear message, before parsing it, writing nothing', async () => {
    const bomb = declaring(xlsxFile([HEADER, ['2030-01-01', '基础金价', '600']]), 200 * 1024 * 1024);
    const r = await uploadFile(t.app, '/api/goldPrice/checkImportData', admin, bomb, 'prices.xlsx');
    expect(r).toMatchObject({ code: 400, msg: '文件解压后超过500MB，请拆分后导入' });
    const [{ n }] = await t.db.select({ n: count() }).from(goldPrices);
    expect(Number(n)).toBe(0);
  });

  it('parses at most the rows it is asked for, so an oversized file is refused by its count', async () => {
    const file = xlsxFile([HEADER, ...Array.from({ length: 10 }, (_, i) => [`2030-01-${String(i + 1).padStart(2, '0')}`, '基础金价', '600'])]);
    expect(await parseSpreadsheet(file, 3)).toHaveLength(4);
    expect(await parseSpreadsheet(file)).toHaveLength(11);
  });
});
