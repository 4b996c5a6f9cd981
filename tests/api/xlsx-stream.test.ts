import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';
import * as XLSX from '@e965/xlsx';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxStream, type XlsxCell } from '../../server/core/xlsx-stream';

/** The streaming .xlsx writer (server/core/xlsx-stream.ts), read back with SheetJS. */

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function* fromArray(rows: XlsxCell[][]): AsyncGenerator<XlsxCell[]> {
  for (const row of rows) yield row;
}

const read = (buffer: Buffer) => XLSX.read(buffer, { type: 'buffer', cellNF: true, cellStyles: true });

describe('xlsxStream', () => {
  it('writes a workbook SheetJS reads back: header, text, numbers with their formats, long decimals as text', async () => {
    const rows: XlsxCell[][] = [
      ['A<&>"\'b', { number: '1234.5', scale: 2 }, { number: '0.125', scale: 3 }, '黄金 足金999'],
      [{ text: '00123' }, { number: '-7', scale: 2 }, { number: '12345678901234567890', scale: 2 }, null],
      [null, { number: '12345678901234.5', scale: 3 }, { number: '42', scale: 0 }, ' 前后空格 '],
      ['bad\u0001chars\uFFFF here', { number: 'abc', scale: 2 }, { number: '1.2345678901234567', scale: 3 }, 'literal _x0041_ stays'],
    ];
    const buffer = await collect(xlsxStream(
      { sheetName: '金料/出入库[2024]:明细*?\\ 一个很长很长很长很长很长很长很长的名字', header: ['名称', '金额', '克重', '备注'], widths: [20, 12, 12, 30] },
      fromArray(rows),
    ));

    const book = read(buffer);
    const name = '金料出入库2024明细 一个很长很长很长很长很长很长很长的名字'.slice(0, 31);
    expect(book.SheetNames).toEqual([name]);
    const sheet = book.Sheets[name];
    expect(sheet['!ref']).toBe('A1:D5');
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null })).toEqual([
      ['名称', '金额', '克重', '备注'],
      ['A<&>"\'b', 1234.5, 0.125, '黄金 足金999'],
      ['00123', -7, '12345678901234567890.00', null],
      [null, 12345678901234.5, 42, ' 前后空格 '],
      ['badchars here', 'abc', '1.235', 'literal _x0041_ stays'],
    ]);

    expect(sheet.A2).toMatchObject({ t: 's', v: 'A<&>"\'b' });
    expect(sheet.B2).toMatchObject({ t: 'n', v: 1234.5, z: '0.00', w: '1234.50' });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 0.125, z: '0.000', w: '0.125' });
    expect(sheet.D2).toMatchObject({ t: 's', v: '黄金 足金999' });
    expect(sheet.A3).toMatchObject({ t: 's', v: '00123' });
    expect(sheet.B3).toMatchObject({ t: 'n', v: -7, z: '0.00', w: '-7.00' });
    expect(sheet.C3).toMatchObject({ t: 's', v: '12345678901234567890.00' });
    expect(sheet.D3).toBeUndefined();
    expect(sheet.A4).toBeUndefined();
    expect(sheet.B4).toMatchObject({ t: 'n', z: '0.000' });
    expect(sheet.C4).toMatchObject({ t: 'n', v: 42, z: '0', w: '42' });
    expect(sheet.C5).toMatchObject({ t: 's' }); // 17 significant digits
    expect(sheet['!cols']?.map((c) => c.wch ?? c.width)).toHaveLength(4);

    // The package itself: the parts an .xlsx needs, the header row first.
    const files = unzipSync(new Uint8Array(buffer));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml',
    ]);
    const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(sheetXml).toContain('<cols><col min="1" max="1" width="20" customWidth="1"/>');
    // The header is bold: its cells use xf 1, whose font is the bold one.
    expect(sheetXml).toContain('<c r="A1" s="1" t="inlineStr"><is><t>名称</t></is></c>');
    const styles = strFromU8(files['xl/styles.xml']);
    expect(styles).toMatch(/<cellXfs count="9"><xf [^>]*\/><xf numFmtId="0" fontId="1"[^>]*\/>/);
    expect(styles).toContain('<font><b/>');
    expect(sheetXml.indexOf('<row r="1">')).toBeLessThan(sheetXml.indexOf('<row r="2">'));
    expect(sheetXml).toContain('A&lt;&amp;&gt;&quot;\'b');
    expect(sheetXml).toContain('literal _x005F_x0041_ stays');
  });

  it('streams 50,000 rows without running ahead of a slow consumer', async () => {
    const total = 50_000;
    let produced = 0;
    let seed = 7;
    const word = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed.toString(36);
    };
    async function* generate(): AsyncGenerator<XlsxCell[]> {
      for (let i = 1; i <= total; i++) {
        produced += 1;
        yield [`R${i}`, word(), { number: `${i}.${i % 100}`, scale: 2 }];
      }
    }
    const stream = xlsxStream({ sheetName: 'rows', header: ['编号', '码', '金额'] }, generate());

    // Nothing is pulled before the consumer asks.
    await nextTurn();
    expect(produced).toBe(0);

    // The consumer takes one chunk, then stalls. Production goes on only until the stream's buffer
    // is full, then stops for good: it waits for this (deflate runs on the thread pool, so the
    // stopping point depends on timing, but not the bound).
    await once(stream, 'readable');
    const first = stream.read() as Buffer;
    expect(first.length).toBeGreaterThan(0);
    for (let quiet = 0, last = -1; quiet < 3;) {
      await delay(20);
      quiet = produced === last && stream.readableLength >= stream.readableHighWaterMark ? quiet + 1 : 0;
      last = produced;
    }
    const stalled = produced;
    expect(stalled).toBeGreaterThan(0);
    expect(stalled).toBeLessThan(total / 5);
    await delay(50);
    expect(produced).toBe(stalled);

    // Slow consumer: a chunk at a time. Rows produced stay within a bounded lead of the rows the
    // bytes consumed so far stand for.
    const chunks: Buffer[] = [first];
    const trace: [produced: number, consumed: number][] = [];
    let consumed = first.length;
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      consumed += (chunk as Buffer).length;
      trace.push([produced, consumed]);
    }
    expect(produced).toBe(total);
    const bytesPerRow = consumed / total;
    const maxLead = Math.max(...trace.map(([p, c]) => p - c / bytesPerRow));
    expect(maxLead).toBeLessThan(total / 5);

    // Dense mode without HTML/text rendering: SheetJS reads 50,000 rows several times faster.
    const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer', dense: true, cellHTML: false, cellText: false });
    const sheet = book.Sheets.rows;
    expect(sheet['!ref']).toBe(`A1:C${total + 1}`);
    const data = sheet['!data'] as XLSX.CellObject[][];
    expect(data).toHaveLength(total + 1);
    expect(data[0][0].v).toBe('编号');
    expect(data[1][0].v).toBe('R1');
    expect(data[total][0].v).toBe(`R${total}`);
    expect(data[total][2]).toMatchObject({ t: 'n', v: Number(`${total}.${total % 100}`) });
  });

  it('emits the iterator\'s error', async () => {
    async function* failing(): AsyncGenerator<XlsxCell[]> {
      yield ['one'];
      yield ['two'];
      throw new Error('cursor lost');
    }
    const stream = xlsxStream({ sheetName: 'x', header: ['a'] }, failing());
    await expect(collect(stream)).rejects.toThrow('cursor lost');
    expect(stream.destroyed).toBe(true);
  });

  it('fails on a row it cannot write, and closes the iterator', async () => {
    let closed = false;
    async function* rows(): AsyncGenerator<XlsxCell[]> {
      try {
        yield ['fine'];
        yield 42 as unknown as XlsxCell[];
        yield ['never'];
      } finally {
        closed = true;
      }
    }
    await expect(collect(xlsxStream({ sheetName: 'x', header: ['a'] }, rows()))).rejects.toThrow('xlsx row 3 is not an array of cells');
    for (let i = 0; i < 5 && !closed; i++) await nextTurn();
    expect(closed).toBe(true);
  });

  it('closes the iterator when the consumer destroys the stream', async () => {
    let closed = false;
    async function* endless(): AsyncGenerator<XlsxCell[]> {
      try {
        for (let i = 0; ; i++) yield [`row ${i}`, { number: String(i), scale: 0 }];
      } finally {
        closed = true;
      }
    }
    const stream = xlsxStream({ sheetName: 'x', header: ['a', 'b'] }, endless());
    await once(stream, 'readable');
    stream.read();
    stream.destroy();
    await once(stream, 'close');
    for (let i = 0; i < 5 && !closed; i++) await nextTurn();
    expect(closed).toBe(true);
  });
});
