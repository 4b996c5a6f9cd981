import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { SharePage } from '../../../runtime/views/share/SharePage';
import { createShareServices } from '../../../runtime/views/share/shareServices';
import { appState } from '../../../runtime/state/app';
import { resetSession } from '../../../runtime/state/session';
import type { FormSchema } from '../../../schemas';
import { stubFetch } from '../data/net';
import { renderPage } from '../login/harness';

// A link's form holding every kind of widget: those a stranger cannot fill must not show, the others must work
// through the link only (no call that needs a session).
const TOKEN = 'ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210_-zyxwv';
const URL_ = `/api/_m/lmsfFormData/${TOKEN}`;

const form: FormSchema = {
  schemaVersion: 1,
  type: 'form',
  id: 'vd.00112233445566778899aabbccddeeff.form',
  api: { save: { method: 'POST', url: URL_ } },
  fields: [
    { vModel: 'applicant', jnpfKey: 'comInput', label: '申请人' },
    { vModel: 'owner', jnpfKey: 'userSelect', label: '负责人' },
    { jnpfKey: 'card', children: [{ vModel: 'dept', jnpfKey: 'depSelect', label: '部门' }] },
    { vModel: 'related', jnpfKey: 'relationForm', label: '关联单据', props: { modelId: 'm1' } },
    { vModel: 'source', jnpfKey: 'select', label: '来源', options: { dataInterface: 'i1' } },
    { vModel: 'region', jnpfKey: 'address', label: '地区' },
    { vModel: 'files', jnpfKey: 'uploadFz', label: '附件' },
  ],
};
const reply = { code: 200, data: { formData: JSON.stringify(form), fullName: '报名', dictionaries: {} } };
const provinces = { code: 200, data: { list: [{ id: '11', fullName: '北京市', isLeaf: false }, { id: '44', fullName: '广东省', isLeaf: false }] } };
const field = (key: string) => document.querySelector(`[data-field="${key}"]`);

beforeAll(async () => {
  await import('../../../runtime/renderers/form');
}, 60_000);
beforeEach(() => {
  resetSession();
  appState.language = 'zh';
});
afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  resetSession();
  localStorage.clear();
});

describe('/share/<token>: widgets on a shared form', () => {
  it('does not render directory, record and data-interface fields; areas come through the link and nothing else is asked', async () => {
    const calls = stubFetch({ [`GET ${URL_}`]: reply, [`GET ${URL_}/Areas/-1`]: provinces });
    renderPage(`/share/${TOKEN}`, '/share/$', SharePage);
    expect(await screen.findByText('报名', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(field('applicant')).toBeTruthy(), { timeout: 5000 });
    for (const key of ['owner', 'dept', 'related', 'source']) expect(field(key), key).toBeNull();
    for (const label of ['负责人', '部门', '关联单据', '来源']) expect(screen.queryByText(label)).toBeNull();
    expect(field('region')).toBeTruthy();
    expect(field('files')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === `${URL_}/Areas/-1`)).toBe(true), { timeout: 5000 });
    expect(calls.every((c) => c.url.pathname.startsWith(URL_))).toBe(true);
    expect(calls.every((c) => c.headers.get('authorization') === null)).toBe(true);
  });

  it('uploads and area names go to the link’s own calls', async () => {
    const calls = stubFetch({
      [`POST ${URL_}/Upload/annex`]: { code: 200, data: { name: 'a.pdf', fileId: 'f1.pdf', url: '/api/file/Attachment/annex/f1.pdf' } },
      [`POST ${URL_}/AreaNames`]: { code: 200, data: [['广东省']] },
    });
    const services = createShareServices('zh', TOKEN);
    expect(await services.upload(new Blob(['x']), 'a.pdf', 'annex')).toMatchObject({ fileId: 'f1.pdf' });
    expect(await services.areaNames([['44']])).toEqual([['广东省']]);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([`POST ${URL_}/Upload/annex`, `POST ${URL_}/AreaNames`]);
    expect(await services.pickerTree('user')).toEqual([]);
    expect(calls).toHaveLength(2);
  });
});
