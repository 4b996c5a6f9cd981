import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FieldSchema } from '../../../../schemas';
import { messageTexts, stubFetch, type Call } from '../../data/net';
import { STATUS_OPTIONS, bodyOf, cell, errorOf, formSchema, inputOf, pickOption, renderSchemaForm } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const name: FieldSchema = { vModel: 'name', jnpfKey: 'comInput', label: { zh: '名称', en: 'Name' }, required: true };
const status: FieldSchema = { vModel: 'status', jnpfKey: 'select', label: '状态', options: STATUS_OPTIONS, defaultValue: 1 };
const phone: FieldSchema = { vModel: 'phone', jnpfKey: 'comInput', label: { zh: '联系电话', en: 'Phone' }, rules: ['mobileOrLandline'] };

const ok = { code: 200, msg: '保存成功', data: null };
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
// The primary button (its name loses the CJK letter spacing while it shows the saving spinner).
const submitButton = () => screen.getByRole('button', { name: /确\s?定/ });

/** Holds every request until `release()` (to see loading and saving states). */
function gateFetch() {
  const inner = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    await gate;
    return inner(...args);
  });
  return () => release();
}

describe('submitting a form', () => {
  it('sends the values to the save URL and reports the reply message', async () => {
    const calls = stubFetch({ 'POST /api/spv/edit': ok });
    const { container, user, onSaved } = renderSchemaForm(formSchema([name, status]));
    await user.type(await waitFor(() => inputOf(container, 'name')), '深圳金店');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0].url.pathname).toBe('/api/spv/edit');
    expect(bodyOf(posts(calls)[0])).toEqual({ name: '深圳金店', status: 1 });
    await waitFor(() => expect(messageTexts()).toContain('保存成功'));
  });

  it('does not send when a field is invalid, and focuses the first invalid field', async () => {
    const calls = stubFetch({ 'POST /api/spv/edit': ok });
    const { container, user, onSaved } = renderSchemaForm(formSchema([phone, name]));
    await user.type(await waitFor(() => inputOf(container, 'phone')), '12');
    await user.click(submitButton());
    await waitFor(() => expect(errorOf(container, 'name')).toBe('名称不能为空'));
    expect(errorOf(container, 'phone')).toBe('请正确输入您的手机或座机号');
    expect(document.activeElement).toBe(inputOf(container, 'phone'));
    expect(posts(calls)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('picks the first conditional save call whose condition holds', async () => {
    const calls = stubFetch({ 'POST /api/spv/freeze': ok, 'POST /api/spv/create': ok });
    const schema = formSchema([name, status], {
      api: {
        save: [
          { method: 'POST', url: '/api/spv/freeze', when: 'status == 0' },
          { method: 'POST', url: '/api/spv/create' },
        ],
      },
    });
    const { container, user, onSaved } = renderSchemaForm(schema);
    await user.type(await waitFor(() => inputOf(container, 'name')), '金店');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(posts(calls).map((c) => c.url.pathname)).toEqual(['/api/spv/create']);

    await pickOption(user, container, 'status', '停用');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(posts(calls).map((c) => c.url.pathname)).toEqual(['/api/spv/create', '/api/spv/freeze']);
    expect(bodyOf(posts(calls)[1])).toEqual({ name: '金店', status: 0 });
  });

  it('loads the record of an edit (showing a spinner meanwhile), then submits it with id and version', async () => {
    const calls = stubFetch({
      'GET /api/spv/detail/5': { code: 200, msg: '', data: { id: '5', name: '旧名', phone: '13800138000', version: 3, createdAt: 1700000000000 } },
      'POST /api/spv/edit': ok,
    });
    const release = gateFetch();
    const { container, user, onSaved } = renderSchemaForm(formSchema([name, phone]), { recordId: '5' });
    await waitFor(() => expect(container.querySelector('.ant-spin')).not.toBeNull());
    expect(cell(container, 'name')).toBeNull();
    expect(submitButton()).toHaveProperty('disabled', true);
    release();

    const input = await waitFor(() => inputOf(container, 'name'));
    expect(input.value).toBe('旧名');
    expect(calls[0].url.pathname).toBe('/api/spv/detail/5');
    await user.clear(input);
    await user.type(input, '新名');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodyOf(posts(calls)[0])).toEqual({ name: '新名', phone: '13800138000', id: '5', version: 3 });
  });

  it('shows a failed load with a retry', async () => {
    let replies = 0;
    stubFetch({
      'GET /api/spv/detail/9': () => (++replies === 1 ? { code: 500, msg: '服务器繁忙' } : { code: 200, data: { id: '9', name: '找到了' } }),
    });
    const { container, user } = renderSchemaForm(formSchema([name]), { recordId: '9' });
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    expect(container.textContent).toContain('服务器繁忙');
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '重 试' }));
    await waitFor(() => expect(inputOf(container, 'name').value).toBe('找到了'));
  });

  it('shows a server message that names a field under that field, until the field is edited', async () => {
    stubFetch({ 'POST /api/spv/edit': { code: 400, msg: '联系电话：请正确输入您的手机或座机号' } });
    const { container, user, onSaved } = renderSchemaForm(formSchema([name, phone]));
    await user.type(await waitFor(() => inputOf(container, 'name')), '金店');
    await user.type(inputOf(container, 'phone'), '0755-1234567');
    await user.click(submitButton());
    await waitFor(() => expect(errorOf(container, 'phone')).toBe('请正确输入您的手机或座机号'));
    expect(errorOf(container, 'name')).toBe('');
    expect(onSaved).not.toHaveBeenCalled();
    // The HTTP layer showed the popup as well.
    await waitFor(() => expect(messageTexts()).toContain('联系电话：请正确输入您的手机或座机号'));

    await user.type(inputOf(container, 'phone'), '8');
    await waitFor(() => expect(errorOf(container, 'phone')).toBe(''));
  });

  it('puts an error with a field key under that field, wherever it is, though the message does not start with its label', async () => {
    const reply = { code: 400, msg: 'Enter a valid mobile or landline number', data: { field: 'phone' } };
    stubFetch({ 'POST /api/spv/edit': reply });
    const schema = formSchema([
      {
        jnpfKey: 'tab',
        children: [
          { jnpfKey: 'tabItem', label: '基本', children: [name] },
          { jnpfKey: 'tabItem', label: '联系', children: [{ jnpfKey: 'card', label: '联系方式', children: [phone] }] },
        ],
      },
    ]);
    const { container, user, onSaved } = renderSchemaForm(schema);
    await user.type(await waitFor(() => inputOf(container, 'name')), 'Gold shop');
    await user.click(submitButton());
    await waitFor(() => expect(errorOf(container, 'phone')).toBe('Enter a valid mobile or landline number'));
    expect(screen.getByRole('tab', { name: '联系' }).getAttribute('aria-selected')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('leaves an error whose field key is not on the form to the popup, without guessing from labels', async () => {
    stubFetch({ 'POST /api/spv/edit': { code: 400, msg: '联系电话：号码已被占用', data: { field: 'mobilePhone' } } });
    const { container, user, onSaved } = renderSchemaForm(formSchema([name, phone]));
    await user.type(await waitFor(() => inputOf(container, 'name')), '金店');
    await user.click(submitButton());
    await waitFor(() => expect(messageTexts()).toContain('联系电话：号码已被占用'));
    expect(container.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('leaves a message that names no field to the popup', async () => {
    stubFetch({ 'POST /api/spv/edit': { code: 409, msg: '数据已被他人修改，请刷新后重试' } });
    const { container, user, onSaved } = renderSchemaForm(formSchema([name, phone]));
    await user.type(await waitFor(() => inputOf(container, 'name')), '金店');
    await user.click(submitButton());
    await waitFor(() => expect(messageTexts()).toContain('数据已被他人修改，请刷新后重试'));
    expect(container.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('disables submit while saving, so a second click sends nothing', async () => {
    const calls = stubFetch({ 'POST /api/spv/edit': ok });
    const { container, user, onSaved } = renderSchemaForm(formSchema([name]));
    await user.type(await waitFor(() => inputOf(container, 'name')), '金店');
    const release = gateFetch();
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', true));
    await user.click(submitButton());
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    expect(posts(calls)).toHaveLength(1);
  });

  it('opens the tab that holds the first invalid field', async () => {
    stubFetch({});
    const schema = formSchema([
      {
        jnpfKey: 'tab',
        children: [
          { jnpfKey: 'tabItem', label: '基本', children: [{ vModel: 'code', jnpfKey: 'comInput', label: '编码' }] },
          { jnpfKey: 'tabItem', label: '联系', children: [name] },
        ],
      },
    ]);
    const { container, user } = renderSchemaForm(schema);
    await waitFor(() => inputOf(container, 'name'));
    expect(screen.getByRole('tab', { name: '基本' }).getAttribute('aria-selected')).toBe('true');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('tab', { name: '联系' }).getAttribute('aria-selected')).toBe('true'));
    expect(errorOf(container, 'name')).toBe('名称不能为空');
    expect(document.activeElement).toBe(inputOf(container, 'name'));
  });
});
