import { describe, expect, it } from 'vitest';
import {
  UNIT_BYTES, compressTarget, exceedsSize, filesThatFit, hasRoom, matchesAccept, sizeLimitBytes, tipType, toUploadList, unitBytes, uploadTip,
} from '../../../widgets/common/uploadRules';
import { CompressionError, encodeUnder, type Encoder } from '../../../widgets/common/uploadCompress';

describe('upload rules', () => {
  it('knows the unit sizes of the spec, MB by default', () => {
    expect(UNIT_BYTES).toEqual({ KB: 1024, MB: 1048576, GB: 1073741824 });
    expect(unitBytes(undefined)).toBe(1048576);
    expect(unitBytes('GB')).toBe(1073741824);
    expect(unitBytes('TB')).toBe(1048576);
  });

  it('a file must be under the size; no size skips the check', () => {
    expect(sizeLimitBytes(2, 'MB')).toBe(2 * 1048576);
    expect(exceedsSize(2 * 1048576 - 1, 2, 'MB')).toBe(false);
    expect(exceedsSize(2 * 1048576, 2, 'MB')).toBe(true);
    expect(exceedsSize(600 * 1024, 500, 'KB')).toBe(true);
    expect(exceedsSize(10 ** 12, null, 'MB')).toBe(false);
    expect(exceedsSize(10 ** 12, 0, 'GB')).toBe(false);
    expect(sizeLimitBytes(undefined, 'KB')).toBeNull();
  });

  it('counts how many new files fit under the limit; no limit takes all', () => {
    expect(filesThatFit(1, 3, 2)).toBe(1);
    expect(filesThatFit(2, 1, 2)).toBe(0);
    expect(filesThatFit(5, 1, 2)).toBe(0);
    expect(filesThatFit(8, 1, 9)).toBe(1);
    expect(filesThatFit(100, 7, null)).toBe(7);
    expect(filesThatFit(100, 7, 0)).toBe(7);
    expect(hasRoom(0, 1)).toBe(true);
    expect(hasRoom(1, 1)).toBe(false);
    expect(hasRoom(50, undefined)).toBe(true);
  });

  it('words the tip from size, unit and type, in each language', () => {
    expect(uploadTip('zh', 2, 'MB', tipType('zh', 'image/*', true))).toBe('只能上传不超过2MB的图片文件');
    expect(uploadTip('zh', 500, 'KB', tipType('zh', '.pdf,.docx', false))).toBe('只能上传不超过500KB的.pdf,.docx文件');
    expect(uploadTip('zhtw', 10, 'MB', tipType('zhtw', '', false))).toBe('只能上傳不超過10MB的檔案');
    expect(uploadTip('en', 10, 'MB', tipType('en', '', false))).toBe('Only files up to 10MB can be uploaded');
    expect(uploadTip('en', 2, 'MB', tipType('en', '', true))).toBe('Only image files up to 2MB can be uploaded');
    expect(uploadTip('zh', null, 'MB', '')).toBe('');
  });

  it('matches accept lists by extension and by MIME type', () => {
    expect(matchesAccept({ name: 'a.PDF', type: 'application/pdf' }, '.pdf, .docx')).toBe(true);
    expect(matchesAccept({ name: 'a.xls', type: '' }, '.pdf,.docx')).toBe(false);
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'a.mp4', type: 'video/mp4' }, 'image/*')).toBe(false);
    expect(matchesAccept({ name: 'a.mp4', type: 'video/mp4' }, 'video/mp4')).toBe(true);
    expect(matchesAccept({ name: 'anything', type: '' }, '')).toBe(true);
  });

  it('computes the compression target: a fixed size or a percentage, nothing when already small', () => {
    expect(compressTarget({ mode: 'size', size: 500, unit: 'KB' }, 2_000_000)).toBe(512_000);
    expect(compressTarget({ mode: 'size', size: 1 }, 2_000_000)).toBe(1048576);
    expect(compressTarget({ mode: 'size', size: 500, unit: 'KB' }, 100_000)).toBeNull();
    expect(compressTarget({ mode: 'percent', percent: 30 }, 1_000_000)).toBe(300_000);
    expect(compressTarget({ mode: 'percent', percent: 100 }, 1_000_000)).toBeNull();
    expect(compressTarget({ mode: 'size', size: 0 }, 1_000_000)).toBeNull();
    expect(compressTarget(null, 1_000_000)).toBeNull();
  });

  it('reads stored values: arrays, JSON text from an import, anything else as no files', () => {
    const item = { name: 'a.png', fileId: 'f1', url: '/u/a.png' };
    expect(toUploadList([item, { junk: 1 }])).toEqual([item]);
    expect(toUploadList(JSON.stringify([item]))).toEqual([item]);
    expect(toUploadList('not json [')).toEqual([]);
    expect(toUploadList(null)).toEqual([]);
    expect(toUploadList({ url: 'x' })).toEqual([]);
  });
});

describe('compression search', () => {
  /** Sizes like a JPEG encoder: proportional to quality and to the area. */
  const encoder = (bytesAtFull: number, seen: Array<[number, number]>): Encoder => async (scale, quality) => {
    seen.push([scale, quality]);
    return new Blob([new Uint8Array(Math.round(bytesAtFull * quality * scale * scale))]);
  };

  it('lowers the quality first and keeps the full size when that is enough', async () => {
    const seen: Array<[number, number]> = [];
    const blob = await encodeUnder(encoder(1000, seen), 500);
    expect(blob.size).toBeLessThanOrEqual(500);
    expect(seen.every(([scale]) => scale === 1)).toBe(true);
    expect(seen.map(([, q]) => q)).toEqual([0.9, 0.75, 0.6, 0.45]);
  });

  it('then scales the picture down', async () => {
    const seen: Array<[number, number]> = [];
    const blob = await encodeUnder(encoder(10_000, seen), 500);
    expect(blob.size).toBeLessThanOrEqual(500);
    expect(seen.at(-1)![0]).toBeLessThan(1);
  });

  it('fails when the target is out of reach', async () => {
    await expect(encodeUnder(async () => new Blob([new Uint8Array(100)]), 10)).rejects.toBeInstanceOf(CompressionError);
  });
});
