import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import message from 'antd/es/message';
import DesignerDialog from '../../../../designer/react/DesignerDialog';
import { appState } from '../../../../runtime/state/app';
import { resetSession } from '../../../../runtime/state/session';
import { stubFetch, type Call } from '../../data/net';
import { renderUi } from './harness';

// antd's modals re-render slowly under happy-dom; on a busy machine the default wait is too short.
configure({ asyncUtilTimeout: 15_000 });

const ID = 'a'.repeat(32);
const BASE = '/api/visualdev/Base';
const CATEGORIES = { [`GET /api/system/DictionaryData/WebDesign/Data/Selector`]: { code: 200, data: { list: [] } } };
const FORM = {
  schemaVersion: 1,
  type: 'form',
  id: `visualdev.${ID}`,
  api: { get: { method: 'GET', url: '/api/_m/{{route.modelId}}/{{id}}' }, save: { method: 'POST', url: '/api/_m/{{route.modelId}}' } },
  fields: [{ jnpfKey: 'comInput', vModel: 'name', label: '名称', formId: '1' }],
};
const record = (over: Record<string, unknown> = {}) => ({
  id: ID, fullName: '请假单', enCode: 'leave', category: null, type: 1, webType: '2', state: 0, description: null,
  formData: FORM, columnData: null, tables: [], version: 3, ...over,
});

const body = (call: Call) => JSON.parse(String(call.body)) as Record<string, any>;
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');
/** antd spaces two-character Chinese button texts ('保 存'). */
const named = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);
const button = (text: string, root: HTMLElement = document.body) => within(root).getByRole('button', { name: named(text) });

function pressPalette(key: string) {
  const item = document.querySelector<HTMLButtonElement>(`[data-palette-key="${key}"]`)!;
  item.focus();
  fireEvent.click(item);
}

function openDialog(row?: Record<string, unknown>) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const { unmount } = renderUi(<DesignerDialog row={row} onClose={onClose} onDone={onDone} />);
  return { onClose, onDone, unmount };
}

beforeEach(() => {
  resetSession();
  appState.language = 'zh';
});

afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
});

describe('designer dialog', { timeout: 180_000 }, () => {
  it('saves a new design with POST, then with PUT and the version it got', async () => {
    const calls = stubFetch({
      ...CATEGORIES,
      [`POST ${BASE}`]: (call: Call) => ({ code: 200, msg: '新建成功', data: record({ version: 1, formData: body(call).formData }) }),
      [`PUT ${BASE}/${ID}`]: { code: 200, msg: '更新成功', data: record({ version: 2 }) },
    });
    const { onDone, onClose } = openDialog();
    fireEvent.change(await screen.findByLabelText('功能名称'), { target: { value: ' 请假单 ' } });
    fireEvent.change(screen.getByLabelText('功能编码'), { target: { value: 'leave' } });
    fireEvent.click(screen.getByText('表单设计'));
    await waitFor(() => expect(document.querySelector('[data-palette-key="comInput"]')).toBeTruthy());
    pressPalette('comInput');
    fireEvent.click(button('保存'));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const created = body(writes(calls)[0]);
    expect(writes(calls)[0].method).toBe('POST');
    expect(created).toMatchObject({ fullName: '请假单', enCode: 'leave', type: 1, webType: '2' });
    expect(created.version).toBeUndefined();
    expect(created.formData.type).toBe('form');
    expect(created.formData.fields.map((f: { jnpfKey: string }) => f.jnpfKey)).toEqual(['comInput']);

    pressPalette('numInput');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    const saved = writes(calls)[1];
    expect(saved.method).toBe('PUT');
    expect(saved.url.pathname).toBe(`${BASE}/${ID}`);
    expect(body(saved).version).toBe(1);
    expect(body(saved).formData.id).toBe(`visualdev.${ID}`);
    expect(body(saved).formData.fields).toHaveLength(2);

    // Saved: closing asks nothing, and the list reloads.
    fireEvent.click(button('关闭'));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before closing with unsaved changes, and closes without asking when nothing changed', async () => {
    stubFetch({ ...CATEGORIES, [`GET ${BASE}/${ID}`]: { code: 200, data: record() } });
    const first = openDialog({ id: ID });
    expect(await screen.findByText('名称')).toBeTruthy();
    fireEvent.click(button('关闭'));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    first.unmount();

    const second = openDialog({ id: ID });
    await waitFor(() => expect(document.querySelectorAll('[data-palette-key="select"]')).toHaveLength(1));
    pressPalette('select');
    fireEvent.click(button('关闭'));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirm');
      return found;
    });
    expect(within(confirm).getAllByText('有未保存的修改').length).toBeGreaterThan(0);
    expect(second.onClose).not.toHaveBeenCalled();
    fireEvent.click(button('关闭', confirm));
    await waitFor(() => expect(second.onClose).toHaveBeenCalledTimes(1));
    expect(second.onDone).not.toHaveBeenCalled();
  });

  it('explains a 409 (someone else saved) and reloads the stored design on request', async () => {
    let loads = 0;
    const calls = stubFetch({
      ...CATEGORIES,
      [`GET ${BASE}/${ID}`]: () => {
        loads += 1;
        return { code: 200, data: record({ version: 3 + loads }) };
      },
      [`PUT ${BASE}/${ID}`]: { code: 409, msg: '设计已被他人修改', data: { field: 'version' } },
    });
    openDialog({ id: ID });
    expect(await screen.findByText('名称')).toBeTruthy();
    pressPalette('select');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(body(writes(calls)[0]).version).toBe(4);
    expect((await screen.findAllByText('此设计已被他人修改')).length).toBeGreaterThan(0);
    fireEvent.click(button('重新加载'));
    await waitFor(() => expect(loads).toBe(2));
    // The stored design again: the field added here is gone.
    await waitFor(() => expect(document.querySelectorAll('[data-form-id]')).toHaveLength(1));
  });

  it('publishes a published design without asking for the menu and shows the columns the publish added', async () => {
    const calls = stubFetch({
      ...CATEGORIES,
      [`GET ${BASE}/${ID}`]: { code: 200, data: record({ state: 1 }) },
      [`POST ${BASE}/${ID}/Actions/Release`]: { code: 200, msg: '发布成功', data: { modelId: ID, menuId: 'm1', version: 2, created: false, added: ['f_amount'] } },
    });
    const { onDone } = openDialog({ id: ID });
    expect(await screen.findByText('名称')).toBeTruthy();
    fireEvent.click(button('发布'));
    expect(await screen.findByText('新增的列：f_amount')).toBeTruthy();
    const release = writes(calls);
    expect(release.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([`POST ${BASE}/${ID}/Actions/Release`]);
    expect(body(release[0])).toEqual({});
    fireEvent.click(button('关闭', document.querySelector<HTMLElement>('.designer-dialog-head')!));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('asks for the parent menu on the first publish, after saving the changes', async () => {
    const calls = stubFetch({
      ...CATEGORIES,
      [`GET ${BASE}/${ID}`]: { code: 200, data: record() },
      [`PUT ${BASE}/${ID}`]: { code: 200, data: record({ version: 4 }) },
      [`GET /api/system/Menu/Selector/0`]: { code: 200, data: { list: [{ id: 'dir1', fullName: '业务目录' }] } },
    });
    openDialog({ id: ID });
    expect(await screen.findByText('名称')).toBeTruthy();
    pressPalette('select');
    fireEvent.click(button('发布'));
    expect(await screen.findByText('选择上级菜单')).toBeTruthy();
    expect(writes(calls).map((c) => c.method)).toEqual(['PUT']);
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/system/Menu/Selector/0')).toBe(true));
    // Without a choice nothing is published.
    const picker = screen.getByText('选择上级菜单').closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(button('发布', picker));
    expect(await within(picker).findByText('请选择上级菜单')).toBeTruthy();
    fireEvent.click(button('取消', picker));
    await waitFor(() => expect(screen.queryByText('选择上级菜单')).toBeNull());
    expect(writes(calls).map((c) => c.method)).toEqual(['PUT']);
  });
});
