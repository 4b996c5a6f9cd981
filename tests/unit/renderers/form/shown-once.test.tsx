import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import Modal from 'antd/es/modal';
import type { FieldSchema } from '../../../../schemas';
import { stubFetch } from '../../data/net';
import { formSchema } from './harness';
import { findDialogInput, registerForm as register, renderFormDialog as renderDialog } from './dialog-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  Modal.destroyAll();
});

const name: FieldSchema = { vModel: 'name', jnpfKey: 'comInput', label: '名称', required: true };

describe('FormDialog: a value shown once', () => {
  it('shows a value the save reply hands out once (shownOnce)', async () => {
    stubFetch({ 'POST /api/spv/edit': { code: 200, msg: '新建成功', data: { id: 'n1', password: 'Xk7mP2qR9tBw' } } });
    const shownOnce = { key: 'password', label: { zh: '初始密码' }, note: { zh: '只显示这一次' } };
    const id = register(formSchema([name], { shownOnce }));
    const { onClose, user } = renderDialog(id);
    await user.type(await findDialogInput(), '新店');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(await screen.findByText('Xk7mP2qR9tBw')).toBeTruthy();
    expect(screen.getAllByText('初始密码').length).toBeGreaterThan(0);
    expect(screen.getByText('只显示这一次')).toBeTruthy();
  });

});
