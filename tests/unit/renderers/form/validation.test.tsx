import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createSchemaForm } from '../../../../runtime/renderers/form';
import type { FieldSchema } from '../../../../schemas';
import { stubFetch } from '../../data/net';
import { STATUS_OPTIONS, cell, errorOf, formSchema, inputOf, pickOption, renderSchemaForm } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const name: FieldSchema = { vModel: 'name', jnpfKey: 'comInput', label: { zh: '名称', en: 'Name' }, required: true };
const status: FieldSchema = { vModel: 'status', jnpfKey: 'select', label: { zh: '状态', en: 'Status' }, required: true, options: STATUS_OPTIONS };
const phone: FieldSchema = { vModel: 'phone', jnpfKey: 'comInput', label: { zh: '联系电话', en: 'Phone' }, rules: ['mobile'] };

describe('form validation (docs/product.md#form-behaviour)', () => {
  it('checks a required input on blur, not while typing', async () => {
    const { container, user } = renderSchemaForm(formSchema([name]));
    const input = await waitFor(() => inputOf(container, 'name'));
    expect(cell(container, 'name')!.querySelector('.ant-form-item-required')).not.toBeNull();

    await user.type(input, 'a');
    await user.clear(input);
    expect(errorOf(container, 'name')).toBe('');

    await user.tab();
    await waitFor(() => expect(errorOf(container, 'name')).toBe('名称不能为空'));

    await user.type(input, '金');
    await user.tab();
    await waitFor(() => expect(errorOf(container, 'name')).toBe(''));
  });

  it('checks a required select on change, without waiting for blur', async () => {
    const { container, user } = renderSchemaForm(formSchema([status]));
    await waitFor(() => cell(container, 'status')!.querySelector('[role="combobox"]'));
    await pickOption(user, container, 'status', '启用');
    expect(errorOf(container, 'status')).toBe('');

    await user.click(cell(container, 'status')!.querySelector('.ant-select-clear')!);
    await waitFor(() => expect(errorOf(container, 'status')).toBe('状态不能为空'));
  });

  it("treats null, undefined, '' and [] as empty, and 0, false and {} as values", async () => {
    const field = (vModel: string): FieldSchema => ({ vModel, jnpfKey: 'comInput', label: vModel, required: true });
    const schema = formSchema(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(field));
    const form = createSchemaForm(schema, { values: { a: '', b: [], c: null, e: 0, f: false, g: {} } });
    await expect(form.validate()).rejects.toBeTruthy();
    const errors = (vModel: string) => (form.fields[vModel] as unknown as { selfErrors: string[] }).selfErrors;
    expect(errors('a')).toEqual(['a不能为空']);
    expect(errors('b')).toEqual(['b不能为空']);
    expect(errors('c')).toEqual(['c不能为空']);
    expect(errors('d')).toEqual(['d不能为空']);
    expect(errors('e')).toEqual([]);
    expect(errors('f')).toEqual([]);
    expect(errors('g')).toEqual([]);
  });

  it('shows the catalogue message of a rule on blur and accepts a valid value', async () => {
    const { container, user } = renderSchemaForm(formSchema([phone]));
    const input = await waitFor(() => inputOf(container, 'phone'));
    await user.type(input, '12345');
    expect(errorOf(container, 'phone')).toBe('');
    await user.tab();
    await waitFor(() => expect(errorOf(container, 'phone')).toBe('请正确输入您的手机号'));

    await user.clear(input);
    await user.type(input, '13800138000');
    await user.tab();
    await waitFor(() => expect(errorOf(container, 'phone')).toBe(''));
  });

  it('uses the trigger a rule names, and a pattern with its own message', async () => {
    const code: FieldSchema = {
      vModel: 'code',
      jnpfKey: 'comInput',
      label: '编码',
      rules: [{ pattern: '^[A-Z]+$', message: { zh: '只能大写', en: 'Uppercase' }, trigger: 'change' }],
    };
    const { container, user } = renderSchemaForm(formSchema([code]));
    await user.type(await waitFor(() => inputOf(container, 'code')), 'ab');
    // No blur yet: the rule asked to be checked on change.
    await waitFor(() => expect(errorOf(container, 'code')).toBe('只能大写'));
  });

  it('hides a field by visibleOn and skips its validation, keeping its value', async () => {
    const calls = stubFetch({ 'POST /api/spv/edit': { code: 200, msg: '保存成功', data: null } });
    const kind: FieldSchema = { vModel: 'kind', jnpfKey: 'comInput', label: '类型' };
    const reason: FieldSchema = { vModel: 'reason', jnpfKey: 'comInput', label: '原因', required: true, visibleOn: "kind == 'freeze'" };
    const { container, user, onSaved } = renderSchemaForm(formSchema([kind, reason]));
    const kindInput = await waitFor(() => inputOf(container, 'kind'));
    expect(cell(container, 'reason')).toBeNull();

    await user.type(kindInput, 'freeze');
    await waitFor(() => expect(cell(container, 'reason')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(errorOf(container, 'reason')).toBe('原因不能为空'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(inputOf(container, 'reason'), '逾期');
    await user.clear(kindInput);
    await user.type(kindInput, 'open');
    await waitFor(() => expect(cell(container, 'reason')).toBeNull());
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // Hidden, not validated, but its value is kept and sent (as JNPF does).
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')!.body))).toEqual({ kind: 'open', reason: '逾期' });
  });

  it('hides the fields of a container whose visibleOn is false, and stops their validation', async () => {
    const calls = stubFetch({ 'POST /api/spv/edit': { code: 200, msg: 'ok', data: null } });
    const schema = formSchema([
      { vModel: 'kind', jnpfKey: 'comInput', label: '类型' },
      { jnpfKey: 'card', label: '冻结信息', visibleOn: "kind == 'freeze'", children: [{ vModel: 'reason', jnpfKey: 'comInput', label: '原因', required: true }] },
    ]);
    const { container, user, onSaved } = renderSchemaForm(schema);
    await waitFor(() => inputOf(container, 'kind'));
    expect(screen.queryByText('冻结信息')).toBeNull();
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toHaveLength(1);

    await user.type(inputOf(container, 'kind'), 'freeze');
    expect(await screen.findByText('冻结信息')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(errorOf(container, 'reason')).toBe('原因不能为空'));
  });

  it('makes a field required by requiredOn and disabled by disabledOn', async () => {
    const schema = formSchema([
      { vModel: 'kind', jnpfKey: 'comInput', label: '类型' },
      { vModel: 'reason', jnpfKey: 'comInput', label: '原因', requiredOn: "kind == 'freeze'", disabledOn: "kind == 'lock'" },
    ]);
    const { container, user } = renderSchemaForm(schema);
    const kindInput = await waitFor(() => inputOf(container, 'kind'));
    const star = () => cell(container, 'reason')!.querySelector('.ant-form-item-required');
    expect(star()).toBeNull();
    await user.type(kindInput, 'freeze');
    await waitFor(() => expect(star()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(errorOf(container, 'reason')).toBe('原因不能为空'));

    await user.clear(kindInput);
    await user.type(kindInput, 'lock');
    await waitFor(() => expect(inputOf(container, 'reason').disabled).toBe(true));
    expect(star()).toBeNull();
  });

  it('shows a readonly field read-only and an unknown widget as a visible placeholder', async () => {
    const schema = formSchema([
      { vModel: 'code', jnpfKey: 'comInput', label: '编码', readonly: true, defaultValue: 'SPV001' },
      { vModel: 'sign', jnpfKey: 'signature', label: '签名' },
    ]);
    const { container } = renderSchemaForm(schema);
    const code = await waitFor(() => inputOf(container, 'code'));
    expect(code.readOnly).toBe(true);
    expect(code.value).toBe('SPV001');
    expect(cell(container, 'sign')!.textContent).toContain('签名');
    expect(cell(container, 'sign')!.textContent).toContain('不支持的字段 signature');
  });
});
