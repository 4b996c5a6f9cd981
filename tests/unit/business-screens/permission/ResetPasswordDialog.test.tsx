import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import Modal from 'antd/es/modal';
import ResetPasswordDialog from '../../../../business-screens/permission/ResetPasswordDialog';
import { Providers } from '../../../../runtime/app/providers';
import { AppContexts } from '../../../../runtime/app/contexts';
import { appState } from '../../../../runtime/state/app';
import { messageTexts, stubFetch, type Call } from '../../data/net';

const URL_PATH = '/api/permission/Users/u1/Actions/ResetPassword';
const ROW = { id: 'u1', account: 'zhangsan', realName: '张三' };

function renderDialog() {
  appState.language = 'zh';
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <Providers>
      <AppContexts>
        <ResetPasswordDialog row={ROW} onClose={onClose} onDone={onDone} />
      </AppContexts>
    </Providers>,
  );
  return { onClose, onDone };
}

const input = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
const typeOwn = () => fireEvent.click(screen.getByLabelText('手动输入'));
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === URL_PATH);

afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
  Modal.destroyAll();
});

describe('reset password dialog (custom action permission.resetPassword)', { timeout: 30_000 }, () => {
  it('by default asks the server for a random password and shows it once', async () => {
    const calls = stubFetch({ [`POST ${URL_PATH}`]: { code: 200, msg: '重置成功', data: { password: 'Xk7mP2qR9tBw' } } });
    const { onDone } = renderDialog();
    expect(screen.getByText('张三/zhangsan')).toBeTruthy();
    expect(screen.queryByLabelText('输入新密码')).toBeNull();
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(posts(calls)[0].body))).toEqual({ id: 'u1' });
    expect(await screen.findByText('Xk7mP2qR9tBw')).toBeTruthy();
    expect(screen.getByText('请将新密码告知该用户，登录后须修改。此密码只显示这一次。')).toBeTruthy();
  });

  it('with 手动输入 asks for both passwords before calling the server', async () => {
    const calls = stubFetch({ [`POST ${URL_PATH}`]: { code: 200, msg: '重置成功' } });
    renderDialog();
    typeOwn();
    ok();
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    expect(await screen.findByText('请再次输入新密码')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('checks the new password with the catalogue rule password', async () => {
    const calls = stubFetch({ [`POST ${URL_PATH}`]: { code: 200, msg: '重置成功' } });
    renderDialog();
    typeOwn();
    type('输入新密码', 'abcdef');
    type('确认密码', 'abcdef');
    ok();
    expect(await screen.findByText('6-16位字符的密码（数字和字母组成）')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses a confirmation that differs: 两次密码输入不一致', async () => {
    const calls = stubFetch({ [`POST ${URL_PATH}`]: { code: 200, msg: '重置成功' } });
    renderDialog();
    typeOwn();
    type('输入新密码', 'abc12345');
    type('确认密码', 'abc12346');
    ok();
    expect(await screen.findByText('两次密码输入不一致')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends both typed values with the id (the server checks the rule too), shows the server message and reports done', async () => {
    const calls = stubFetch({ [`POST ${URL_PATH}`]: { code: 200, msg: '重置成功' } });
    const { onDone, onClose } = renderDialog();
    typeOwn();
    type('输入新密码', 'abc12345');
    type('确认密码', 'abc12345');
    ok();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [call] = posts(calls);
    expect(JSON.parse(String(call.body))).toEqual({ id: 'u1', userPassword: 'abc12345', validatePassword: 'abc12345' });
    await waitFor(() => expect(messageTexts()).toContain('重置成功'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open when the server refuses, showing its message', async () => {
    stubFetch({ [`POST ${URL_PATH}`]: { code: 400, msg: '不能重置管理员的密码' } });
    const { onDone } = renderDialog();
    typeOwn();
    type('输入新密码', 'abc12345');
    type('确认密码', 'abc12345');
    ok();
    await waitFor(() => expect(messageTexts()).toContain('不能重置管理员的密码'));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText('重置密码')).toBeTruthy();
  });

  it('cancel closes without a call', () => {
    const calls = stubFetch({});
    const { onClose, onDone } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});
