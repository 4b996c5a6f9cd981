import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { RequestError } from '../../../runtime/data/http';
import { uploadWithProgress } from '../../../runtime/data/upload';
import { setToken } from '../../../runtime/state/session';
import { appState } from '../../../runtime/state/app';
import { messageTexts, stubFetch } from './net';

const fileBody = (text: string) => {
  const body = new FormData();
  body.append('file', new File([text], 'a.txt', { type: 'text/plain' }));
  return body;
};

beforeEach(() => {
  setToken('tok');
  appState.language = 'zh';
});

afterEach(async () => {
  vi.unstubAllGlobals();
  setToken(null);
  message.destroy();
  await waitFor(() => expect(messageTexts()).toEqual([]));
});

describe('uploadWithProgress', () => {
  it('posts the body with the session headers, reports whole percentages and answers the envelope', async () => {
    const calls = stubFetch({ 'POST /api/file/Uploader/annex': { code: 200, msg: 'ok', data: { fileId: 'f1.txt' } } });
    const progress: number[] = [];
    const reply = await uploadWithProgress<{ fileId: string }>({ url: '/api/file/Uploader/annex', body: fileBody('abc'), onProgress: (p) => progress.push(p) });
    expect(reply.data).toEqual({ fileId: 'f1.txt' });
    // 3 bytes: half is 2 (rounded) = 66 %, then all of them.
    expect(progress).toEqual([66, 100]);
    expect(calls[0].headers.get('Authorization')).toBe('tok');
    expect(calls[0].headers.get('jnpf-origin')).toBe('pc');
    expect(calls[0].url.searchParams.has('n')).toBe(true);
    expect((calls[0].body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("rejects with the server's message, shown unless silent", async () => {
    stubFetch({ 'POST /api/file/Uploader/annex': { code: 400, msg: '文件类型不允许' } });
    const silent = uploadWithProgress({ url: '/api/file/Uploader/annex', body: fileBody('x'), silent: true });
    await expect(silent).rejects.toBeInstanceOf(RequestError);
    await expect(silent).rejects.toMatchObject({ message: '文件类型不允许', code: 400 });
    expect(messageTexts()).toEqual([]);

    await expect(uploadWithProgress({ url: '/api/file/Uploader/annex', body: fileBody('x') })).rejects.toThrow('文件类型不允许');
    await waitFor(() => expect(messageTexts()).toEqual(['文件类型不允许']));
  });

  it('rejects with the generic message when no reply comes', async () => {
    stubFetch({ 'POST /api/file/Uploader/annex': new Error('offline') });
    await expect(uploadWithProgress({ url: '/api/file/Uploader/annex', body: fileBody('x'), silent: true })).rejects.toThrow('请求出错，请重试');
  });
});
