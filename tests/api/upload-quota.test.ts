import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { updateRecords, uploadedFiles, users } from '../../server/db/schema';
import { setSysConfig } from '../../server/modules/system/config-service';
import { ORPHAN_JOB } from '../../server/modules/file/orphan-job';
import { call, createTestApp, createUser, login, type Reply, type TestContext } from './helpers';

let t: TestContext;
let filesDir: string;
let token: string;
let userId: string;
const KB = 1024;

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quota-test-'));
  t = await createTestApp({ beforeReady: (app) => { app.config.filesDir = filesDir; } });
  userId = await createUser(t.db, { account: 'uploader' });
  token = await login(t.app, 'uploader', 'Passw0rd!');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

async function upload(bytes: number, opts: { lang?: string; name?: string } = {}): Promise<Reply> {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes).fill(7)]), opts.name ?? 'scan.pdf');
  const encoded = new Response(data);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/file/Uploader/annex',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, authorization: token, ...(opts.lang ? { 'jnpf-lang': opts.lang } : {}) },
  });
  return res.json() as Reply;
}
const stored = () => (fs.existsSync(path.join(filesDir, 'annex')) ? fs.readdirSync(path.join(filesDir, 'annex')) : []);

describe('upload quota', () => {
  it('an upload that would pass the user\'s quota is refused with a clear message, and nothing is kept', async () => {
    await setSysConfig(t.db, { uploadQuotaMb: '1' });
    const first = await upload(700 * KB);
    expect(first.code).toBe(200);
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, userId)))
      .toEqual([expect.objectContaining({ name: first.data.fileId, type: 'annex', size: 700 * KB })]);

    const over = await upload(400 * KB, { lang: 'en' });
    expect(over).toEqual({ code: 400, msg: 'Not enough upload space: 0.7 MB used of 1 MB. Ask the administrator' });
    expect((await upload(400 * KB)).msg).toBe('上传空间不足：已用 0.7MB，上限 1MB。请联系管理员');
    expect((await upload(400 * KB, { lang: 'zhtw' })).msg).toBe('上傳空間不足：已用 0.7MB，上限 1MB。請聯絡管理員');
    expect(stored()).toEqual([first.data.fileId]);

    // What is left can still be used; a full quota refuses at once.
    expect((await upload(1024 * KB - 700 * KB)).code).toBe(200);
    expect((await upload(1, { lang: 'en' })).msg).toBe('Not enough upload space: 1 MB used of 1 MB. Ask the administrator');
    // Another user's quota is their own.
    await createUser(t.db, { account: 'uploader2' });
    const other = await login(t.app, 'uploader2', 'Passw0rd!');
    const saved = token;
    token = other;
    expect((await upload(500 * KB)).code).toBe(200);
    token = saved;
    await setSysConfig(t.db, { uploadQuotaMb: '1024' });
  });
});

describe('orphaned uploads', () => {
  it('the nightly cleanup removes old files no record uses, keeps used and recent ones, and frees the quota', async () => {
    const avatar = (await upload(10 * KB, { name: 'me.png' })).data.fileId as string;
    const attached = (await upload(10 * KB)).data.fileId as string;
    const unused = (await upload(10 * KB)).data.fileId as string;
    const recent = (await upload(10 * KB)).data.fileId as string;
    // A file left on disk without an upload row (an interrupted upload).
    const stray = 'abcdefabcdefabcdefabcdefabcdef12.bin';
    fs.writeFileSync(path.join(filesDir, 'annex', stray), 'x');
    // Used: a user's avatar (bare stored name), and a record's value holding the file's URL.
    fs.mkdirSync(path.join(filesDir, 'userAvatar'), { recursive: true });
    fs.renameSync(path.join(filesDir, 'annex', avatar), path.join(filesDir, 'userAvatar', avatar));
    await t.db.update(users).set({ headIcon: avatar }).where(eq(users.id, userId));
    await t.db.insert(updateRecords).values({ entityType: 'shop', entityId: 's1', field: 'licence', newValue: JSON.stringify([{ url: `/api/file/Attachment/annex/${attached}` }]) });
    // Two days old, all but `recent`.
    const old = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    for (const [dir, name] of [['userAvatar', avatar], ['annex', attached], ['annex', unused], ['annex', stray]]) fs.utimesSync(path.join(filesDir, dir, name), old, old);
    const before = (await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, userId))).length;

    expect(await t.app.jobs.runNow(ORPHAN_JOB)).toBe('ok');
    expect(await t.app.jobs.tick()).toBe(1);

    expect(stored().sort()).toEqual(expect.arrayContaining([attached, recent]));
    expect(stored()).not.toContain(unused);
    expect(stored()).not.toContain(stray);
    expect(fs.readdirSync(path.join(filesDir, 'userAvatar'))).toEqual([avatar]);
    const rows = (await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, userId))).map((r) => r.name);
    expect(rows).not.toContain(unused);
    expect(rows).toEqual(expect.arrayContaining([avatar, attached, recent]));
    expect(rows).toHaveLength(before - 1);
    expect((await call(t.app, 'GET', `/api/file/Download/annex/${unused}`, { token })).code).toBe(404);
  });
});
