import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import { WIDGETS } from '../../../widgets/registry';
import { userSelectWidget } from '../../../widgets/userSelect';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [userSelectWidget.key]: userSelectWidget });

type User = ReturnType<typeof renderWidget>['user'];

const dialog = () => screen.getByRole('dialog');
const chosenPane = () => within(dialog()).getByRole('region', { name: '已选' });
const confirmButton = () => within(dialog()).getByRole('button', { name: /确\s*定/ });

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: '选择用户' }));
  await screen.findByRole('dialog');
}

/** Searches the tree and clicks the user (a search opens every branch). */
async function pickUser(user: User, keyword: string, name: string) {
  const search = within(dialog()).getByRole('searchbox', { name: '请输入用户名或账号' });
  await user.clear(search);
  await user.type(search, `${keyword}{Enter}`);
  const node = await waitFor(() => {
    const found = [...dialog().querySelectorAll('.ant-tree-title')].find((title) => title.textContent === name);
    if (!found) throw new Error(`no user ${name}`);
    return found;
  });
  await user.click(node);
}

afterEach(() => {
  vi.restoreAllMocks();
  message.destroy();
});

describe('userSelect', () => {
  it('opens an 800 px draggable dialog and stores the one user chosen', async () => {
    const services = makeServices();
    const { user, onChange, container } = renderWidget('userSelect', { services });
    expect(container.textContent).toContain('请选择');
    await openDialog(user);
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('800px');
    expect(dialog().querySelector('.draggable-modal-title')?.textContent).toBe('选择用户');
    await pickUser(user, '李四', '李四/lisi');
    expect(services.pickerTree).toHaveBeenCalledWith('user', '李四');
    // Single choice: a second pick replaces the first.
    await pickUser(user, 'wangwu', '王五/wangwu');
    expect(within(chosenPane()).queryByText('李四/lisi')).toBeNull();
    expect(within(chosenPane()).getByText('王五/wangwu')).toBeTruthy();
    await user.click(confirmButton());
    expect(lastValue(onChange)).toBe('u3');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(container.textContent).toContain('王五/wangwu');
  });

  it('adds users to the stored ones and joins their ids with commas', async () => {
    const { user, onChange } = renderWidget('userSelect', { value: 'u1', field: { props: { multiple: true } } });
    await screen.findByText('张三/zhangsan');
    await openDialog(user);
    expect(within(chosenPane()).getByText('张三/zhangsan')).toBeTruthy();
    await pickUser(user, '王五', '王五/wangwu');
    await pickUser(user, '李四', '李四/lisi');
    await user.click(within(chosenPane()).getByRole('button', { name: '移除 张三/zhangsan' }));
    await user.click(confirmButton());
    expect(lastValue(onChange)).toBe('u3,u2');
  });

  it("warns 'please select approver' for 1 s when confirmed with nobody chosen, and stays open", async () => {
    const warning = vi.spyOn(message, 'warning');
    const { user, onChange } = renderWidget('userSelect');
    await openDialog(user);
    await user.click(confirmButton());
    expect(await screen.findByText('请选择审批人')).toBeTruthy();
    expect(warning).toHaveBeenCalledWith('请选择审批人', 1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names its own title in the warning and in the other languages', async () => {
    const warning = vi.spyOn(message, 'warning');
    const services = { ...makeServices(), lang: 'en' as const };
    const { user } = renderWidget('userSelect', { field: { props: { title: { zh: '经办人', en: 'handler' } } }, services });
    await user.click(screen.getByRole('button', { name: 'Select users' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(warning).toHaveBeenCalledWith('Please select handler', 1);
  });

  it('cancel keeps the value; tags remove one user, the clear button all', async () => {
    const { user, onChange } = renderWidget('userSelect', { value: 'u1,u2', field: { props: { multiple: true } } });
    await screen.findByText('李四/lisi');
    await openDialog(user);
    await user.click(within(chosenPane()).getByRole('button', { name: /清\s*空/ }));
    expect(within(chosenPane()).queryByText('张三/zhangsan')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Reopened, the dialog starts from the stored users again.
    await openDialog(user);
    expect(within(chosenPane()).getByText('张三/zhangsan')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByLabelText('移除 张三/zhangsan'));
    expect(lastValue(onChange)).toBe('u2');
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(lastValue(onChange)).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open when disabled', async () => {
    const { user } = renderWidget('userSelect', { value: 'u1', disabled: true });
    await screen.findByText('张三/zhangsan');
    await user.click(screen.getByRole('button', { name: '选择用户' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Display shows the users’ names, a dash when empty', async () => {
    const services = makeServices();
    const view = renderDisplay('userSelect', { value: 'u2,u3', services });
    await waitFor(() => expect(view.container.textContent).toBe('李四/lisi, 王五/wangwu'));
    expect(services.pickerNames).toHaveBeenCalledWith('user', ['u2', 'u3']);
    view.unmount();
    expect(renderDisplay('userSelect', { value: null }).container.textContent).toBe('—');
  });
});
