import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../../schemas/types';
import { hasAddressField, shareUploadLimit, shareUploadTypes, shareableFields, unfillableFields, unfillableOnShare } from '../../../schemas/share';

const fields: FieldSchema[] = [
  { jnpfKey: 'comInput', vModel: 'title', label: '标题' },
  { jnpfKey: 'select', vModel: 'fixed', label: '静态', options: [{ label: '甲', value: 'a' }] },
  { jnpfKey: 'select', vModel: 'dict', label: '字典', options: { dictionary: 'leaveType' } },
  { jnpfKey: 'select', vModel: 'remote', label: '接口', options: { dataInterface: 'i1' } },
  { jnpfKey: 'treeSelect', vModel: 'api', label: '调用', options: { api: { method: 'GET', url: '/api/x' } } },
  { jnpfKey: 'card', children: [
    { jnpfKey: 'userSelect', vModel: 'owner', label: '负责人', required: true },
    { jnpfKey: 'uploadImg', vModel: 'photos', label: '图片', props: { type: 'document' } },
  ] },
  { jnpfKey: 'relationFormAttr', label: '关联属性', props: { relationField: 'rel' } },
  { jnpfKey: 'table', vModel: 'items', label: '明细', children: [
    { jnpfKey: 'comInput', vModel: 'product', label: '商品' },
    { jnpfKey: 'posSelect', vModel: 'post', label: '岗位' },
    { jnpfKey: 'uploadFz', vModel: 'files', label: '附件' },
  ] },
  { jnpfKey: 'address', vModel: 'region', label: '地区' },
];

const keys = (list: FieldSchema[]): string[] => list.flatMap((f) => [f.vModel ?? f.jnpfKey, ...(f.children ? keys(f.children) : [])]);

describe('what a stranger can fill on a shared form (schemas/share.ts)', () => {
  it('keeps static and dictionary options, uploads and areas; leaves out directory and record pickers and remote options', () => {
    expect(keys(shareableFields(fields))).toEqual(['title', 'fixed', 'dict', 'card', 'photos', 'items', 'product', 'files', 'region']);
    expect(unfillableFields(fields).map((f) => f.vModel)).toEqual(['remote', 'api', 'owner', 'post']);
    for (const key of ['userSelect', 'depSelect', 'posSelect', 'comSelect', 'dicSelect', 'relationForm', 'popupSelect', 'relationFlow']) {
      expect(unfillableOnShare({ jnpfKey: key, vModel: 'x' }), key).toBe(true);
    }
  });

  it('names the upload types the form takes and whether it has an address field', () => {
    expect([...shareUploadTypes(fields)].sort()).toEqual(['annex', 'document']);
    expect([...shareUploadTypes([{ jnpfKey: 'sign', vModel: 's' }, { jnpfKey: 'editor', vModel: 'e' }])]).toEqual(['annexpic']);
    expect(shareUploadTypes([{ jnpfKey: 'comInput', vModel: 'a' }]).size).toBe(0);
    expect(hasAddressField(fields)).toBe(true);
    expect(hasAddressField(shareableFields(fields.slice(0, 3)))).toBe(false);
  });

  it('limits a type’s uploads to the widest size its fields set, none when one of them says no check', () => {
    const files = (fileSize: number | null | undefined, sizeUnit?: string): FieldSchema => ({ jnpfKey: 'uploadFz', vModel: `f${fileSize}${sizeUnit}`, props: { fileSize, sizeUnit } });
    expect(shareUploadLimit([files(2), { jnpfKey: 'card', children: [files(500, 'KB')] }], 'annex')).toEqual({ bytes: 2 * 1048576, size: 2, unit: 'MB' });
    expect(shareUploadLimit([files(2), files(null)], 'annex')).toBeNull();
    expect(shareUploadLimit([files(2), files(0)], 'annex')).toBeNull();
    expect(shareUploadLimit([files(2)], 'annexpic')).toBeNull();
  });

  it('gives a field without a size its widget’s default (files 10 MB, pictures 2 MB), never the server’s 100 MB', () => {
    const MB = 1048576;
    expect(shareUploadLimit([{ jnpfKey: 'uploadFz', vModel: 'f' }], 'annex')).toEqual({ bytes: 10 * MB, size: 10, unit: 'MB' });
    expect(shareUploadLimit([{ jnpfKey: 'uploadFz', vModel: 'f', props: { fileSize: 1 } }, { jnpfKey: 'uploadFz', vModel: 'g', props: {} }], 'annex'))
      .toEqual({ bytes: 10 * MB, size: 10, unit: 'MB' });
    expect(shareUploadLimit([{ jnpfKey: 'uploadImg', vModel: 'p', props: { fileSize: 3, sizeUnit: 'KB' } }, { jnpfKey: 'sign', vModel: 's' }], 'annexpic'))
      .toEqual({ bytes: 2 * MB, size: 2, unit: 'MB' });
    expect(shareUploadLimit([{ jnpfKey: 'editor', vModel: 'e' }], 'annexpic')).toEqual({ bytes: 2 * MB, size: 2, unit: 'MB' });
    expect(shareUploadLimit([{ jnpfKey: 'uploadImg', vModel: 'p', props: { fileSize: 5 } }, { jnpfKey: 'editor', vModel: 'e' }], 'annexpic'))
      .toEqual({ bytes: 5 * MB, size: 5, unit: 'MB' });
  });
});
