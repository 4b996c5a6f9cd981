import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { uploadedFiles } from '../../server/db/schema';
import { IM_MAX_BYTES } from '../../server/modules/file/im-upload';
import { CHAT_IMAGE_LIMIT_BYTES } from '../../schemas/chat-image';
import { adminLogin, createTestApp, uploadFile, type TestContext } from './helpers';

/** Chat images (POST /api/file/Uploader/IM): images only, at most 5 MB (图片大小不能超过5M). */
let t: TestContext;
let token: string;
let filesDir: string;
beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'im-upload-test-'));
  t = await createTestApp({ beforeReady: (app) => { app.config.filesDir = filesDir; } });
  token = await adminLogin(t.app);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const imUploads = async () => Number((await t.db.select({ n: count() }).from(uploadedFiles).where(eq(uploadedFiles.type, 'IM')))[0].n);
const storedFiles = () => (fs.existsSync(path.join(filesDir, 'IM')) ? fs.readdirSync(path.join(filesDir, 'IM')).length : 0);

describe('chat image upload', () => {
  it('accepts an image up to 5 MB and answers fileId and url', async () => {
    const r = await uploadFile(t.app, '/api/file/Uploader/IM', token, Buffer.alloc(IM_MAX_BYTES, 1), 'photo.PNG');
    expect(r.code, r.msg).toBe(200);
    expect(r.data.fileId).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(r.data.url).toBe(`/api/file/Image/IM/${r.data.fileId}`);
    expect(await imUploads()).toBe(1);
  });

  it('refuses a larger image with 图片大小不能超过5M and keeps nothing', async () => {
    const r = await uploadFile(t.app, '/api/file/Uploader/IM', token, Buffer.alloc(CHAT_IMAGE_LIMIT_BYTES, 1), 'big.jpg');
    expect(r).toMatchObject({ code: 400, msg: '图片大小不能超过5M' });
    expect(await imUploads()).toBe(1);
    expect(storedFiles()).toBe(1);
  });

  it('refuses anything but an image, svg included', async () => {
    for (const name of ['notes.txt', 'page.html', 'vector.svg', 'noextension']) {
      const r = await uploadFile(t.app, '/api/file/Uploader/IM', token, Buffer.from('<svg onload="alert(1)"/>'), name);
      expect(r.code, name).toBe(400);
    }
    expect(await imUploads()).toBe(1);
    expect(storedFiles()).toBe(1);
  });

  it('leaves the other types\' limits alone', async () => {
    const r = await uploadFile(t.app, '/api/file/Uploader/annex', token, Buffer.alloc(IM_MAX_BYTES + 1, 1), 'big.txt');
    expect(r.code, r.msg).toBe(200);
  });
});
