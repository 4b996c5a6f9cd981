import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PublishedDesign } from '../../schemas/model/published';
import type { FieldSchema } from '../../schemas/types';
import { buildApp, type App } from '../../server/app';
import { newId } from '../../server/db/columns';
import { uploadedFiles } from '../../server/modules/file/tables';
import { visualdevShares } from '../../server/modules/visualdev/share/tables';
import { SHARE_UPLOAD_LIMIT } from '../../server/modules/visualdev/share/uploads';
import { adminLogin, call, testDatabaseConfig, uploadFile } from './helpers';
import { onlinePublished, publishFixture } from './fixtures/online-published';

/**
 * A shared form's widgets for a visitor without a session (H5): directory and record pickers and data-interface
 * options are left out of the form, of the submission and named to the designer; uploads go through the link
 * (rate-limited, registered to it) and a submission takes only its files; areas are answered through the link;
 * an expired link is the same 404 as a revoked one. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const BASE = '/api/visualdev/Base';
const FORM = '/api/_m/lmsfFormData';
const T = (zh: string, en: string) => ({ zh, zhtw: zh, en });

let app: App;
let drop: () => Promise<void>;
let admin: string;
let filesDir: string;
let modelId: string;
let plainId: string;

const db = () => app.database.db;
const rows = async (query: string) => ((await db().execute(sql.raw(query))) as any).rows as Array<Record<string, any>>;

/** The online order with every kind of widget a visitor may or may not fill. */
function widgetsDesign(id: string, menu: string): PublishedDesign {
  const p = onlinePublished(id, menu);
  p.model.fields.push(
    { key: 'owner', type: 'text', label: T('负责人', 'Owner') },
    { key: 'dept', type: 'text', label: T('部门', 'Department') },
    { key: 'related', type: 'text', label: T('关联', 'Related') },
    { key: 'source', type: 'text', label: T('来源', 'Source') },
    { key: 'files', type: 'json', label: T('附件', 'Files') },
    { key: 'photos', type: 'json', label: T('图片', 'Photos') },
    { key: 'signature', type: 'text', label: T('签名', 'Signature') },
    { key: 'region', type: 'area', label: T('地区', 'Region') },
    { key: 'notes', type: 'text', label: T('说明', 'Notes') },
  );
  p.children[0].model.fields.push({ key: 'handler', type: 'text', label: T('经办人', 'Handler') });
  const extra: FieldSchema[] = [
    { jnpfKey: 'userSelect', vModel: 'owner', label: T('负责人', 'Owner'), required: true },
    { jnpfKey: 'card', children: [{ jnpfKey: 'depSelect', vModel: 'dept', label: T('部门', 'Department') }] },
    { jnpfKey: 'relationForm', vModel: 'related', label: T('关联', 'Related'), props: { modelId: newId() } },
    { jnpfKey: 'relationFormAttr', label: T('关联属性', 'Related attribute'), props: { relationField: 'related', showField: 'title' } },
    { jnpfKey: 'select', vModel: 'source', label: T('来源', 'Source'), options: { dataInterface: 'someInterface' } },
    { jnpfKey: 'uploadFz', vModel: 'files', label: T('附件', 'Files'), props: { fileSize: 1, sizeUnit: 'KB' } },
    { jnpfKey: 'uploadImg', vModel: 'photos', label: T('图片', 'Photos') },
    { jnpfKey: 'sign', vModel: 'signature', label: T('签名', 'Signature') },
    { jnpfKey: 'address', vModel: 'region', label: T('地区', 'Region') },
    { jnpfKey: 'editor', vModel: 'notes', label: T('说明', 'Notes') },
  ];
  p.form.fields.push(...extra);
  const items = p.form.fields.find((f) => f.vModel === 'items')!;
  items.children!.push({ jnpfKey: 'userSelect', vModel: 'handler', label: T('经办人', 'Handler') });
  return p;
}

async function share(id = modelId): Promise<{ token: string; id: string }> {
  const reply = await call(app, 'POST', `${BASE}/shareLmsf`, { token: admin, payload: { id } });
  expect(reply).toMatchObject({ code: 200 });
  return reply.data;
}

/** A multipart upload from a visitor's address (no session). */
async function visitorUpload(url: string, name: string, ip: string, bytes = Buffer.from('hello')) {
  const boundary = 'x-share-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return res.json();
}

const order = (title: string, extra: Record<string, unknown> = {}) => ({
  title, mobile: '13800138000', payment: 'cash', amount: '10', items: [{ product: '戒指', price: '2.50', qty: 2 }], ...extra,
});

beforeAll(async () => {
  const t = await testDatabaseConfig();
  drop = t.drop;
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-files-'));
  app = await buildApp({ config: t.config, logger: false });
  app.config.filesDir = filesDir;
  await app.ready();
  admin = await adminLogin(app);
  modelId = newId();
  await publishFixture(db(), widgetsDesign(modelId, 'shareWidgetsTest'), { menu: 'shareWidgetsTest', name: '分享控件', buttons: ['btn_add'] });
  plainId = newId();
  await publishFixture(db(), onlinePublished(plainId, 'sharePlainTest'), { menu: 'sharePlainTest', name: '分享无附件', buttons: ['btn_add'] });
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('a shared form for a visitor without a session', () => {
  it('leaves out directory and record pickers and data-interface options; the designer is told which', async () => {
    const link = await share();
    const reply = await call(app, 'GET', `${FORM}/${link.token}`);
    expect(reply.code).toBe(200);
    const keys: string[] = [];
    const walk = (fields: FieldSchema[]) => fields.forEach((f) => { keys.push(f.vModel ?? f.jnpfKey); if (f.children) walk(f.children); });
    walk(JSON.parse(reply.data.formData).fields);
    for (const gone of ['owner', 'dept', 'related', 'relationFormAttr', 'source', 'handler']) expect(keys).not.toContain(gone);
    for (const kept of ['title', 'payment', 'files', 'photos', 'signature', 'region', 'product', 'card']) expect(keys).toContain(kept);

    const fields = await call(app, 'GET', `${BASE}/${modelId}/ShareFields`, { token: admin, headers: { 'accept-language': 'en' } });
    expect(fields.code).toBe(200);
    expect(fields.data.unfillable).toEqual([
      { vModel: 'handler', label: 'Handler', required: false },
      { vModel: 'owner', label: 'Owner', required: true },
      { vModel: 'dept', label: 'Department', required: false },
      { vModel: 'related', label: 'Related', required: false },
      { vModel: 'source', label: 'Source', required: false },
    ]);
    expect((await call(app, 'GET', `${BASE}/${plainId}/ShareFields`, { token: admin })).data.unfillable).toEqual([]);
    expect((await call(app, 'GET', `${BASE}/${modelId}/ShareFields`)).code).toBe(600);
  });

  it('drops a value sent for a field left out (main field and sub-table column)', async () => {
    const link = await share();
    const sent = await call(app, 'POST', `${FORM}/${link.token}`, {
      payload: order('越权字段', { owner: 'admin-id', dept: 'd1', related: 'r1', source: 's1', items: [{ product: '戒指', qty: 1, handler: 'u1' }] }),
      remoteAddress: '10.5.0.1',
    });
    expect(sent.code).toBe(200);
    const [stored] = await rows(`select * from vd_${modelId} where "title" = '越权字段'`);
    expect([stored.owner, stored.dept, stored.related, stored.source]).toEqual([null, null, null, null]);
    const [item] = await rows(`select * from vd_${modelId}_1 where parent_id = '${stored.id}'`);
    expect(item.handler).toBeNull();
  });

  it('uploads through the link (registered to it) and a submission takes only its files, with urls rebuilt', async () => {
    const link = await share();
    const ip = '10.6.0.1';
    const file = await visitorUpload(`${FORM}/${link.token}/Upload/annex`, 'report.pdf', ip);
    expect(file.code).toBe(200);
    expect(file.data.url).toBe(`/api/file/Attachment/annex/${file.data.fileId}`);
    const picture = await visitorUpload(`${FORM}/${link.token}/Upload/annexpic`, 'sign.png', ip);
    expect(picture.code).toBe(200);
    const [registered] = await db().select().from(uploadedFiles).where(eq(uploadedFiles.name, file.data.fileId));
    const [row] = await db().select({ id: visualdevShares.id }).from(visualdevShares).where(eq(visualdevShares.token, link.token));
    expect(registered.userId).toBe(`share:${row.id}`);

    const ok = await call(app, 'POST', `${FORM}/${link.token}`, {
      payload: order('带附件', {
        files: [{ name: '报告.pdf', fileId: file.data.fileId, url: 'https://evil.example/x' }],
        photos: [{ name: 'sign.png', fileId: picture.data.fileId, url: picture.data.url }],
        signature: picture.data.url,
      }),
      remoteAddress: ip,
    });
    expect(ok).toMatchObject({ code: 200 });
    const [stored] = await rows(`select * from vd_${modelId} where "title" = '带附件'`);
    const files = typeof stored.files === 'string' ? JSON.parse(stored.files) : stored.files;
    expect(files).toEqual([{ name: '报告.pdf', fileId: file.data.fileId, url: file.data.url }]);
    expect(stored.signature).toBe(picture.data.url);

    // A user's own upload, another link's file, a file into the wrong field type, a made-up one: refused, nothing stored.
    const mine = await uploadFile(app, '/api/file/Uploader/annex', admin, Buffer.from('secret'), 'salary.pdf');
    expect(mine.code).toBe(200);
    const other = await share();
    const theirs = await visitorUpload(`${FORM}/${other.token}/Upload/annex`, 'other.pdf', ip);
    expect(theirs.code).toBe(200);
    const refused = [
      { files: [mine.data] },
      { files: [theirs.data] },
      { photos: [{ name: 'x', fileId: file.data.fileId, url: file.data.url }] },
      { files: [{ name: 'x', fileId: 'nope.pdf', url: '/api/file/Attachment/annex/nope.pdf' }] },
      { signature: mine.data.url },
      { signature: 'https://evil.example/a.png' },
      { files: 'not-a-list' },
    ];
    for (const [i, extra] of refused.entries()) {
      const reply = await call(app, 'POST', `${FORM}/${link.token}`, { payload: order(`拒绝${i}`, extra), remoteAddress: `10.6.1.${i}` });
      expect(reply.code, JSON.stringify(extra)).toBe(400);
      expect(reply.msg).toBe('文件无效，请通过此表单重新上传');
    }
    expect((await rows(`select count(*)::int as n from vd_${modelId} where "title" like '拒绝%'`))[0].n).toBe(0);
  });

  it('takes a rich text that loads only pictures uploaded through the link, and refuses any other file it names', async () => {
    const link = await share();
    const ip = '10.6.2.1';
    const picture = await visitorUpload(`${FORM}/${link.token}/Upload/annexpic`, 'photo.png', ip);
    expect(picture.code).toBe(200);
    const html = `<p>见图</p><img src="${picture.data.url}" alt=""><p><a href="https://example.com/about">说明</a> <a href="#top">顶部</a></p>`;
    const ok = await call(app, 'POST', `${FORM}/${link.token}`, { payload: order('富文本', { notes: html }), remoteAddress: ip });
    expect(ok, ok.msg).toMatchObject({ code: 200 });
    expect((await rows(`select * from vd_${modelId} where "title" = '富文本'`))[0].notes).toBe(html);

    const mine = await uploadFile(app, '/api/file/Uploader/annexpic', admin, Buffer.from('secret'), 'payroll.png');
    const doc = await uploadFile(app, '/api/file/Uploader/annex', admin, Buffer.from('secret'), 'salary.pdf');
    expect([mine.code, doc.code]).toEqual([200, 200]);
    const other = await share();
    const theirs = await visitorUpload(`${FORM}/${other.token}/Upload/annexpic`, 'other.png', ip);
    expect(theirs.code).toBe(200);
    const encoded = mine.data.url.replace(/\//g, '&#47;');
    const refused = [
      `<img src="${mine.data.url}">`,
      `<img src="${theirs.data.url}">`,
      `<img src="/api/file/Image/annexpic/nope.png">`,
      `<img src="https://evil.example/pixel.png">`,
      `<img src="//evil.example/pixel.png">`,
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      `<img src=${encoded}>`,
      `<img srcset="${picture.data.url} 1x, ${mine.data.url} 2x">`,
      `<p style="background: url('${mine.data.url}')">x</p>`,
      `<img src="/api/file/x/../Image/annexpic/${encodeURIComponent(mine.data.fileId)}">`,
      `<a href="${doc.data.url}">工资单</a>`,
      `<a href="/api/file/Download/annex/${doc.data.fileId}">工资单</a>`,
      `<iframe src="/api/oauth/CurrentUser"></iframe>`,
    ];
    for (const [i, notes] of refused.entries()) {
      const reply = await call(app, 'POST', `${FORM}/${link.token}`, { payload: order(`富文本拒绝${i}`, { notes }), remoteAddress: `10.6.3.${i}` });
      expect(reply.code, notes).toBe(400);
      expect(reply.msg).toBe('文件无效，请通过此表单重新上传');
    }
    expect((await rows(`select count(*)::int as n from vd_${modelId} where "title" like '富文本拒绝%'`))[0].n).toBe(0);
  });

  it('takes only the upload types the form uses, under its fields\' size limit, limits uploads per address and link, and refuses without a link', async () => {
    const link = await share();
    expect((await visitorUpload(`${FORM}/${link.token}/Upload/userAvatar`, 'a.png', '10.7.0.1')).code).toBe(400);
    const plain = await share(plainId);
    expect((await visitorUpload(`${FORM}/${plain.token}/Upload/annex`, 'a.pdf', '10.7.0.1')).code).toBe(400);
    expect((await visitorUpload(`${FORM}/${'x'.repeat(43)}/Upload/annex`, 'a.pdf', '10.7.0.1')).code).toBe(404);

    // The form's own size limit (1 KB on its files field: a file must be under it).
    expect(await visitorUpload(`${FORM}/${link.token}/Upload/annex`, 'big.txt', '10.7.0.4', Buffer.alloc(1024, 1))).toMatchObject({ code: 400, msg: '文件大小超过1KB' });
    expect((await visitorUpload(`${FORM}/${link.token}/Upload/annex`, 'fits.txt', '10.7.0.4', Buffer.alloc(1023, 1))).code).toBe(200);
    // Its pictures, signature and rich text set no size: the picture uploader's default (2 MB) applies, not the server's 100 MB.
    expect((await visitorUpload(`${FORM}/${link.token}/Upload/annexpic`, 'big.png', '10.7.0.4', Buffer.alloc(4096, 1))).code).toBe(200);
    expect(await visitorUpload(`${FORM}/${link.token}/Upload/annexpic`, 'huge.png', '10.7.0.5', Buffer.alloc(2 * 1048576, 1))).toMatchObject({ code: 400, msg: '文件大小超过2MB' });
    expect((await visitorUpload(`${FORM}/${link.token}/Upload/annexpic`, 'under.png', '10.7.0.5', Buffer.alloc(2 * 1048576 - 1, 1))).code).toBe(200);

    const ip = '10.7.0.2';
    const replies = [];
    for (let i = 0; i < SHARE_UPLOAD_LIMIT.limit + 1; i++) replies.push(await visitorUpload(`${FORM}/${link.token}/Upload/annex`, `f${i}.txt`, ip));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(SHARE_UPLOAD_LIMIT.limit);
    expect(replies.at(-1)).toMatchObject({ code: 429, msg: '上传过于频繁，请10分钟后再试' });
    expect((await visitorUpload(`${FORM}/${link.token}/Upload/annex`, 'g.txt', '10.7.0.3')).code).toBe(200);
  });

  it('answers area lookups through a link whose form has an address field, only', async () => {
    const link = await share();
    const provinces = await call(app, 'GET', `${FORM}/${link.token}/Areas/-1`);
    expect(provinces.code).toBe(200);
    expect(provinces.data.list.length).toBeGreaterThan(0);
    const first = provinces.data.list[0];
    const names = await call(app, 'POST', `${FORM}/${link.token}/AreaNames`, { payload: { idsList: [[first.id]] } });
    expect(names).toMatchObject({ code: 200, data: [[first.fullName]] });
    const plain = await share(plainId);
    expect((await call(app, 'GET', `${FORM}/${plain.token}/Areas/-1`)).code).toBe(404);
    expect((await call(app, 'GET', `${FORM}/${'y'.repeat(43)}/Areas/-1`)).code).toBe(404);
  });

  it('an expired link answers the same 404 as a revoked one, on every call; the designer lists it as expired', async () => {
    const expiring = await share();
    const revoked = await share();
    await call(app, 'DELETE', `${BASE}/shareLmsf/${revoked.token}`, { token: admin });
    await db().update(visualdevShares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(visualdevShares.token, expiring.token));
    const answers = [];
    for (const token of [expiring.token, revoked.token]) {
      const form = await call(app, 'GET', `${FORM}/${token}`);
      const submit = await call(app, 'POST', `${FORM}/${token}`, { payload: order('过期后'), remoteAddress: '10.8.0.1' });
      const upload = await visitorUpload(`${FORM}/${token}/Upload/annex`, 'a.pdf', '10.8.0.1');
      const areas = await call(app, 'GET', `${FORM}/${token}/Areas/-1`);
      answers.push([form, submit, upload, areas].map((r) => [r.code, r.msg]));
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].every(([code]) => code === 404)).toBe(true);
    expect((await rows(`select count(*)::int as n from vd_${modelId} where "title" = '过期后'`))[0].n).toBe(0);

    const future = Date.now() + 3_600_000;
    const later = await call(app, 'POST', `${BASE}/shareLmsf`, { token: admin, payload: { id: modelId, expiresAt: future } });
    expect(later.code).toBe(200);
    expect((await call(app, 'GET', `${FORM}/${later.data.token}`)).code).toBe(200);
    const listed = (await call(app, 'GET', `${BASE}/${modelId}/Shares`, { token: admin })).data.list;
    expect(listed.find((l: any) => l.token === expiring.token)).toMatchObject({ active: false, revokedAt: null });
    expect(listed.find((l: any) => l.token === later.data.token)).toMatchObject({ active: true, expiresAt: future });
  });
});
