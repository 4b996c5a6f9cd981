import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fileLimits } from '../../server/modules/file/file-store';
import { adminLogin, call, createTestApp, type Reply, type TestContext } from './helpers';

let t: TestContext;
let token: string;
let filesDir: string;
const defaultLimit = fileLimits.maxBytes;

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-test-'));
  // Stored files go to a scratch folder, not the checkout's data directory.
  t = await createTestApp({ beforeReady: (app) => { app.config.filesDir = filesDir; } });
  token = await adminLogin(t.app);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});
afterEach(() => { fileLimits.maxBytes = defaultLimit; });

/** A multipart body as a browser's FormData sends it. */
async function form(parts: Array<{ field: string; name?: string; bytes: Uint8Array<ArrayBuffer> | string; type?: string }>) {
  const data = new FormData();
  for (const p of parts) {
    if (p.name === undefined) data.append(p.field, String(p.bytes));
    else data.append(p.field, new Blob([p.bytes], { type: p.type ?? 'application/octet-stream' }), p.name);
  }
  const encoded = new Response(data);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

async function upload(type: string, parts: Parameters<typeof form>[0], opts: { token?: string; lang?: string } = {}): Promise<Reply> {
  const { payload, contentType } = await form(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/file/Uploader/${type}`,
    payload,
    headers: { 'content-type': contentType, ...(opts.token ? { authorization: opts.token } : {}), ...(opts.lang ? { 'jnpf-lang': opts.lang } : {}) },
  });
  return res.json() as Reply;
}

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
const storedFiles = (type: string) => (fs.existsSync(path.join(filesDir, type)) ? fs.readdirSync(path.join(filesDir, type)) : []);

describe('files API', () => {
  it('stores an image under its type and serves the same bytes from the image path', async () => {
    const r = await upload('annexpic', [{ field: 'file', name: 'photo.PNG', bytes: png, type: 'image/png' }], { token });
    expect(r.code).toBe(200);
    expect(r.data.name).toBe('photo.PNG');
    expect(r.data.fileId).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(r.data.url).toBe(`/api/file/Image/annexpic/${r.data.fileId}`);
    expect(storedFiles('annexpic')).toContain(r.data.fileId);

    const image = await t.app.inject({ method: 'GET', url: r.data.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(image.rawPayload)).toEqual(png);
  });

  it('serves other files as a download named as asked, and the download call answers data.url', async () => {
    const text = 'gold price report';
    const r = await upload('annex', [{ field: 'file', name: 'report 2026.pdf', bytes: text, type: 'application/pdf' }], { token });
    expect(r.code).toBe(200);
    expect(r.data.url).toBe(`/api/file/Attachment/annex/${r.data.fileId}`);

    const file = await t.app.inject({ method: 'GET', url: r.data.url, query: { fileName: '金价报告.pdf' } });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(text);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('金价报告.pdf')}`);

    const info = await call(t.app, 'GET', `/api/file/Download/annex/${r.data.fileId}`, { token });
    expect(info).toMatchObject({ code: 200, data: { url: r.data.url } });
    expect((await call(t.app, 'GET', '/api/file/Download/annex/0123456789abcdef.pdf', { token })).code).toBe(404);
  });

  it('answers 600 without a session and stores nothing', async () => {
    const before = storedFiles('annex').length;
    const r = await upload('annex', [{ field: 'file', name: 'a.txt', bytes: 'x' }]);
    expect(r.code).toBe(600);
    expect((await call(t.app, 'GET', '/api/file/Download/annex/a.txt')).code).toBe(600);
    expect(storedFiles('annex').length).toBe(before);
  });

  it('refuses an unknown type, a missing file and an empty file with 400', async () => {
    const unknown = await upload('secrets', [{ field: 'file', name: 'a.txt', bytes: 'x' }], { token, lang: 'en' });
    expect(unknown).toMatchObject({ code: 400, msg: 'Unknown upload type: secrets' });
    expect(fs.existsSync(path.join(filesDir, 'secrets'))).toBe(false);

    const noFile = await upload('annex', [{ field: 'note', bytes: 'only a field' }], { token, lang: 'en' });
    expect(noFile).toMatchObject({ code: 400, msg: 'Choose a file to upload (field "file")' });
    const otherField = await upload('annex', [{ field: 'attachment', name: 'a.txt', bytes: 'x' }], { token });
    expect(otherField.code).toBe(400);
    const json = await call(t.app, 'POST', '/api/file/Uploader/annex', { token, payload: { file: 'x' } });
    expect(json.code).toBe(400);

    const empty = await upload('annex', [{ field: 'file', name: 'empty.txt', bytes: '' }], { token });
    expect(empty.code).toBe(400);
  });

  it('refuses a file over the size limit with a clear 400 and keeps no partial copy', async () => {
    fileLimits.maxBytes = 1024 * 1024;
    const before = storedFiles('annex').length;
    const r = await upload('annex', [{ field: 'file', name: 'big.bin', bytes: new Uint8Array(1024 * 1024 + 1) }], { token, lang: 'en' });
    expect(r).toMatchObject({ code: 400, msg: 'file size cannot exceed 1MB' });
    expect(storedFiles('annex').length).toBe(before);
    const fits = await upload('annex', [{ field: 'file', name: 'ok.bin', bytes: new Uint8Array(1024 * 1024) }], { token });
    expect(fits.code).toBe(200);
  });

  it('refuses path traversal in the type and the name', async () => {
    fs.writeFileSync(path.join(filesDir, 'secret.png'), 'top secret');
    const urls = [
      '/api/file/Image/annexpic/..%2Fsecret.png',
      '/api/file/Image/annexpic/%2E%2E%2Fsecret.png',
      '/api/file/Image/..%2Fannexpic/x.png',
      '/api/file/Attachment/annex/..%5C..%5Csecret.png',
      '/api/file/Attachment/annex/...',
      '/api/file/Attachment/annex/.hidden',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, body: res.json() }).toMatchObject({ url, body: { code: 400 } });
    }
    const info = await call(t.app, 'GET', '/api/file/Download/annex/..%2F..%2Fsecret.png', { token });
    expect(info.code).toBe(400);
    // A name that is not one of ours with an allowed shape is simply missing.
    expect((await t.app.inject({ method: 'GET', url: '/api/file/Image/annexpic/secret.png' })).json()).toMatchObject({ code: 404 });
  });
});
