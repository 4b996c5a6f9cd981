import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { fetchFile, fileNameFromDisposition } from '../../../runtime/data/download';
import { setToken } from '../../../runtime/state/session';
import { stubFetch, messageTexts } from './net';

afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  setToken(null);
});

describe('Content-Disposition file name', () => {
  it('prefers the RFC 5987 name', () => {
    const name = '门店信息.xlsx';
    expect(fileNameFromDisposition(`attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)).toBe(name);
  });
  it('reads a plain (quoted or percent-encoded) name and nothing from an empty header', () => {
    expect(fileNameFromDisposition('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(fileNameFromDisposition(`attachment; filename=${encodeURIComponent('金价.xlsx')}`)).toBe('金价.xlsx');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});

describe('fetchFile', () => {
  it('returns the blob and its file name, with the token and n query', async () => {
    setToken('Bearer q');
    const calls = stubFetch({
      'POST /api/spv/export': new Response(new Blob(['abc']), {
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('SPV信息.xlsx')}` },
      }),
    });
    const file = await fetchFile({ url: '/api/spv/export', method: 'POST', data: { keyword: 'a' } });
    expect(file.fileName).toBe('SPV信息.xlsx');
    expect(await file.blob.text()).toBe('abc');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer q');
    expect(calls[0].url.searchParams.has('n')).toBe(true);
    expect(JSON.parse(String(calls[0].body))).toEqual({ keyword: 'a' });
  });

  it('rejects an empty file with 文件下载（导出）失败', async () => {
    stubFetch({ 'GET /api/shop/export': new Response(new Blob([]), { headers: { 'Content-Type': 'application/octet-stream' } }) });
    await expect(fetchFile({ url: '/api/shop/export' })).rejects.toThrow('文件下载（导出）失败');
    await waitFor(() => expect(messageTexts()).toEqual(['文件下载（导出）失败']));
  });

  it('shows the message of an error envelope', async () => {
    stubFetch({ 'GET /api/gold/export': { code: 403, msg: '权限不足' } });
    await expect(fetchFile({ url: '/api/gold/export' })).rejects.toThrow('权限不足');
  });
});
