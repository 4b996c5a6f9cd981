import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FieldSchema } from '../../../../schemas';
import { stubFetch } from '../../data/net';
import { bodyOf, formSchema } from './harness';
import { dialogInput, findDialogInput, registerForm as register, renderFormDialog as renderDialog } from './dialog-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const name: FieldSchema = { vModel: 'name', jnpfKey: 'comInput', label: '名称', required: true };

describe('FormDialog', () => {
  it('opens a new record in a dialog of the schema width, titled 新建 + title; 取消 closes without saving', async () => {
    const calls = stubFetch({});
    const id = register(formSchema([name], { popup: { kind: 'dialog', width: 800 } }));
    const { onClose, user } = renderDialog(id);
    expect(await screen.findByText('新建SPV')).toBeTruthy();
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('800px');
    // Draggable by its title bar (docs/product.md#widgets: draggable dialogs).
    expect(screen.getByText('新建SPV').closest('.draggable-modal-title')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取 消' }));
    expect(onClose).toHaveBeenCalledWith(false);
    expect(calls).toHaveLength(0);
  });

  it('edits a record: loads it, saves it and closes with true', async () => {
    const calls = stubFetch({
      'GET /api/spv/detail/r1': { code: 200, data: { id: 'r1', name: '旧名', version: 1 } },
      'POST /api/spv/edit': { code: 200, msg: '修改成功', data: null },
    });
    const id = register(formSchema([name]));
    const { onClose, user } = renderDialog(id, 'r1');
    expect(await screen.findByText('编辑SPV')).toBeTruthy();
    const input = await findDialogInput();
    expect(input.value).toBe('旧名');
    await user.clear(input);
    await user.type(input, '新名');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(bodyOf(calls.find((c) => c.method === 'POST')!)).toEqual({ name: '新名', id: 'r1', version: 1 });
  });

  it('closes on Esc without saving, and a reopened dialog starts afresh', async () => {
    const calls = stubFetch({});
    const id = register(formSchema([name], { submitLabel: { zh: '提交', en: 'Submit' } }));
    const { onClose, user } = renderDialog(id);
    await user.type(await findDialogInput(), '草稿');
    expect(screen.getByRole('button', { name: '提 交' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '打开', hidden: true }));
    await waitFor(() => expect(dialogInput()?.value).toBe(''));
  });

  it('renders a drawer when the schema asks for one', async () => {
    stubFetch({});
    const id = register(formSchema([name], { popup: { kind: 'drawer', width: 500 } }));
    renderDialog(id);
    expect(await screen.findByText('新建SPV')).toBeTruthy();
    expect(document.querySelector('.ant-drawer')).not.toBeNull();
    expect(document.querySelector('.ant-modal')).toBeNull();
    await waitFor(() => expect(dialogInput()).not.toBeNull());
  });

  it('says so when the form schema cannot be loaded', async () => {
    stubFetch({});
    const { onClose, user } = renderDialog('test.dialog.missing');
    expect(await screen.findAllByText('表单加载失败')).not.toHaveLength(0);
    expect(screen.getByText('unknown schema test.dialog.missing')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '关 闭' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
