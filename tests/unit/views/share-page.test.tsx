import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { SharePage, tokenOf } from '../../../runtime/views/share/SharePage';
import { appState } from '../../../runtime/state/app';
import { resetSession, session } from '../../../runtime/state/session';
import type { FormSchema } from '../../../schemas';
import { validateSchemaDocument } from '../../../schemas/validate';
import { stubFetch } from '../data/net';
import { renderPage } from '../login/harness';

// A link as the server issues it (43 base64url characters) and its form, already saving through the link.
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const URL_ = `/api/_m/lmsfFormData/${TOKEN}`;

const form: FormSchema = {
  schemaVersion: 1,
  type: 'form',
  id: 'vd.a1b2c3d4e5f60718293a4b5c6d7e8f90.form',
  api: { save: { method: 'POST', url: URL_ } },
  fields: [
    { vModel: 'applicant', jnpfKey: 'comInput', label: '申请人', required: true },
    { vModel: 'reason', jnpfKey: 'comInput', label: '事由' },
    { vModel: 'kind', jnpfKey: 'select', label: '类型', options: { dictionary: 'leaveType' } },
  ],
};
const reply = { code: 200, data: { formData: JSON.stringify(form), fullName: '请假申请', dictionaries: { leaveType: [{ id: 'd1', enCode: 'annual', fullName: '年休假' }, { id: 'd2', enCode: 'sick', fullName: '病假' }] } } };
const input = (key: string) => document.querySelector(`[data-field="${key}"] input`) as HTMLInputElement | null;
const open = () => renderPage(`/share/${TOKEN}`, '/share/$', SharePage);

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

describe('/share/<token>: a shared form', () => {
  it('the fixture is a valid page schema and the token is read from the path', () => {
    expect(validateSchemaDocument(form)).toMatchObject({ ok: true });
    expect(tokenOf(`/share/${TOKEN}`)).toBe(TOKEN);
    expect(tokenOf('/share/')).toBe('');
  });

  it('shows the form without a session, submits through the link and thanks; 再填一份 starts an empty form', async () => {
    const calls = stubFetch({ [`GET ${URL_}`]: reply, [`POST ${URL_}`]: { code: 200, msg: '提交成功', data: null } });
    open();
    expect(await screen.findByText('请假申请', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(input('applicant')).toBeTruthy(), { timeout: 5000 });
    fireEvent.change(input('applicant')!, { target: { value: '张三' } });
    fireEvent.change(input('reason')!, { target: { value: '年假' } });
    // The dictionary's items came with the form: picked without any dictionary call.
    fireEvent.mouseDown(document.querySelector('[data-field="kind"] .ant-select-selector') ?? input('kind')!);
    fireEvent.click(await screen.findByTitle('病假', {}, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('感谢您的填写', {}, { timeout: 5000 })).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe(URL_);
    expect(JSON.parse(String(post.body))).toMatchObject({ applicant: '张三', reason: '年假', kind: 'd2' });
    expect(post.headers.get('authorization')).toBeNull();
    // Nothing that needs a session was asked (a 600 would send the visitor to sign-in): no dictionary, no user.
    expect(calls.every((c) => c.url.pathname === URL_)).toBe(true);
    expect(session.token).toBeFalsy();

    fireEvent.click(screen.getByRole('button', { name: /再填一份/ }));
    await waitFor(() => expect(input('applicant')?.value).toBe(''), { timeout: 5000 });
  });

  it('does not submit a form missing a required value', async () => {
    const calls = stubFetch({ [`GET ${URL_}`]: reply, [`POST ${URL_}`]: { code: 200, msg: '提交成功' } });
    open();
    await waitFor(() => expect(input('reason')).toBeTruthy(), { timeout: 5000 });
    fireEvent.change(input('reason')!, { target: { value: '年假' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(/申请人/, { selector: '.ant-form-item-explain-error' }, { timeout: 5000 })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the not-found view for a link the server refuses, without going to sign-in', async () => {
    stubFetch({ [`GET ${URL_}`]: { code: 404, msg: '分享链接无效或已失效' } });
    const { router } = open();
    expect(await screen.findByText('链接无效', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('分享链接无效或已失效')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/share/${TOKEN}`);
    expect(input('applicant')).toBeNull();
  });
});
