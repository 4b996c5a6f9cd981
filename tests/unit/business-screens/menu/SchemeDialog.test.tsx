import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import message from 'antd/es/message';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import SchemeDialog from '../../../../business-screens/menu/SchemeDialog';
import { appState } from '../../../../runtime/state/app';
import { resetSession } from '../../../../runtime/state/session';
import { stubFetch, type Call } from '../../data/net';

// The toolbar add has no row: the dialog reads the menu id from the route ('/system/menu/schemes/$id').
const route = vi.hoisted(() => ({ params: { id: 'menu-1' } as Record<string, string> }));
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useParams: () => route.params,
}));

// antd's select and modal re-render slowly under happy-dom; on a busy machine a second is too short.
configure({ asyncUtilTimeout: 10_000 });
const SLOW = 120_000;

const BASE = '/api/system/ModuleDataAuthorizeScheme';
const FIELDS = {
  code: 200,
  data: {
    list: [
      { field: 'spvId', label: { zh: '所属SPV', en: 'SPV' }, type: 'text', ops: ['Equal', 'NotEqual'], placeholders: ['@spvId'] },
      { field: 'createdBy', label: { zh: '创建人', en: 'Creator' }, type: 'text', ops: ['Equal'], placeholders: ['@userId', '@subordinateId'] },
      { field: 'weightLimit', label: { zh: '克重上限', en: 'Weight limit' }, type: 'number', ops: ['GreaterThan', 'LessThanOrEqual'], placeholders: [] },
    ],
  },
};

const body = (call: Call) => JSON.parse(String(call.body)) as unknown;
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

function renderDialog(row?: Record<string, unknown>) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <I18nProvider i18n={i18n}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <SchemeDialog row={row} onClose={onClose} onDone={onDone} />
      </ConfigProvider>
    </I18nProvider>,
  );
  return { onClose, onDone, user };
}

const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;
const group = (n: number) => within(dialog()).getByRole('group', { name: `条件组 ${n}` });
const conditionRows = (n: number) => [...group(n).querySelectorAll<HTMLElement>('.menu-scheme-condition')];
const textbox = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;

/**
 * Opens the drop-down of `control` and picks the option showing `label` (plain DOM events: the
 * pointer simulation of user-event costs seconds per pick with antd's select).
 */
async function pick(control: HTMLElement, label: string) {
  fireEvent.mouseDown(control);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')]
      .find((node) => node.textContent === label);
    if (!found) throw new Error(`no option ${label}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

/** The field, comparison and value controls of a condition row. */
function controls(row: HTMLElement) {
  const [field, op, value] = within(row).getAllByRole('combobox');
  return { field, op, value };
}

const shownText = (row: HTMLElement) => [...row.querySelectorAll('.ant-select')].map((node) => node.textContent ?? '');

beforeEach(() => {
  resetSession();
  appState.language = 'zh';
  route.params = { id: 'menu-1' };
});

afterEach(() => {
  vi.unstubAllGlobals();
  message.destroy();
});

describe('data-rule scheme dialog', () => {
  it('builds the conditionJson the user composes and posts it for the route menu', async () => {
    const calls = stubFetch({
      [`GET ${BASE}/menu-1/Fields`]: FIELDS,
      [`POST ${BASE}`]: { code: 200, msg: '新建成功', data: { id: 's9' } },
    });
    const { user, onDone } = renderDialog();
    expect(await screen.findByText('新建方案')).toBeTruthy();
    fireEvent.change(await waitFor(() => textbox('方案名称')), { target: { value: '本人及重货' } });
    fireEvent.change(textbox('方案编码'), { target: { value: 'own' } });

    await user.click(within(dialog()).getByRole('button', { name: /添加条件组/ }));
    // Group 1: creator is the current user, or weight limit at most 500.
    let row = conditionRows(1)[0];
    await pick(controls(row).field, '创建人');
    expect(shownText(row)[1]).toBe('等于'); // the field's first comparison is preset
    await pick(controls(row).value, '当前用户 (@userId)');
    await user.click(within(group(1)).getByRole('button', { name: /添加条件$/ }));
    row = conditionRows(1)[1];
    await pick(controls(row).field, '克重上限');
    await pick(controls(row).op, '小于等于');
    fireEvent.change(controls(row).value, { target: { value: '500' } });
    await user.click(within(group(1)).getByText('或'));
    // Group 2: the SPV is not spv-9 (typed with blanks).
    await user.click(within(dialog()).getByRole('button', { name: /添加条件组/ }));
    row = conditionRows(2)[0];
    await pick(controls(row).field, '所属SPV');
    await pick(controls(row).op, '不等于');
    fireEvent.change(controls(row).value, { target: { value: ' spv-9 ' } });

    await user.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [post] = writes(calls);
    expect(post.url.pathname).toBe(BASE);
    expect(body(post)).toEqual({
      moduleId: 'menu-1',
      fullName: '本人及重货',
      fullNameZhtw: '',
      fullNameEn: '',
      enCode: 'own',
      conditionJson: [
        { logic: 'or', groups: [{ field: 'createdBy', op: 'Equal', value: '@userId' }, { field: 'weightLimit', op: 'LessThanOrEqual', value: '500' }] },
        { logic: 'and', groups: [{ field: 'spvId', op: 'NotEqual', value: 'spv-9' }] },
      ],
      sortCode: 0,
      enabledMark: 1,
    });
  }, SLOW);

  it('edits a stored scheme of the row menu: conditions shown, removed ones gone from the saved JSON', async () => {
    route.params = { id: 'somewhere-else' };
    const stored = {
      id: 's1', moduleId: 'menu-2', fullName: '本SPV', fullNameZhtw: '本SPV', fullNameEn: 'Own SPV', enCode: 'spv', sortCode: 5, enabledMark: 0, description: '只看本SPV',
      // Stored as text: the dialog reads both the text and the array.
      conditionJson: JSON.stringify([{ logic: 'and', groups: [{ field: 'spvId', op: 'Equal', value: '@spvId' }, { field: 'createdBy', op: 'Equal', value: '@userId' }] }]),
    };
    const calls = stubFetch({
      [`GET ${BASE}/menu-2/Fields`]: FIELDS,
      [`GET ${BASE}/s1`]: { code: 200, data: stored },
      [`PUT ${BASE}/s1`]: { code: 200, msg: '更新成功' },
    });
    const { user, onDone } = renderDialog({ id: 's1', moduleId: 'menu-2', fullName: '本SPV' });
    expect(await screen.findByText('编辑方案')).toBeTruthy();
    await waitFor(() => expect(textbox('方案名称').value).toBe('本SPV'));
    expect(textbox('方案编码').value).toBe('spv');
    // The name in the other languages (shown in the authorisation dialog) is edited here too.
    expect(textbox('繁体名称').value).toBe('本SPV');
    expect(textbox('英文名称').value).toBe('Own SPV');
    fireEvent.change(textbox('英文名称'), { target: { value: ' SPV of mine ' } });
    fireEvent.change(textbox('繁体名称'), { target: { value: '' } });
    const [first, second] = conditionRows(1);
    expect(shownText(first).slice(0, 2)).toEqual(['所属SPV', '等于']);
    expect((within(first).getAllByRole('combobox')[2] as HTMLInputElement).value).toBe('@spvId');
    expect(shownText(second).slice(0, 2)).toEqual(['创建人', '等于']);

    await user.click(within(first).getByRole('button', { name: '删除条件' }));
    await user.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [put] = writes(calls);
    expect(put.url.pathname).toBe(`${BASE}/s1`);
    expect(body(put)).toEqual({
      id: 's1',
      moduleId: 'menu-2',
      fullName: '本SPV',
      fullNameZhtw: '',
      fullNameEn: 'SPV of mine',
      enCode: 'spv',
      conditionJson: [{ logic: 'and', groups: [{ field: 'createdBy', op: 'Equal', value: '@userId' }] }],
      sortCode: 5,
      enabledMark: 0,
      description: '只看本SPV',
    });
  }, SLOW);

  it('refuses to save an incomplete condition and sends nothing', async () => {
    const calls = stubFetch({ [`GET ${BASE}/menu-1/Fields`]: FIELDS });
    const { user, onDone } = renderDialog();
    fireEvent.change(await waitFor(() => textbox('方案名称')), { target: { value: '半成品' } });
    fireEvent.change(textbox('方案编码'), { target: { value: 'half' } });
    await user.click(within(dialog()).getByRole('button', { name: /添加条件组/ }));
    await pick(controls(conditionRows(1)[0]).field, '所属SPV');
    await user.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog()).findByText('请完善条件组 1 中的字段、条件和数据值')).toBeTruthy();
    // The missing value is marked.
    expect(conditionRows(1)[0].querySelector('.ant-select-status-error')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  }, SLOW);

  it('requires name and code before anything is sent', async () => {
    const calls = stubFetch({ [`GET ${BASE}/menu-1/Fields`]: FIELDS });
    const { user } = renderDialog();
    await waitFor(() => textbox('方案名称'));
    await user.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog()).findByText('方案名称不能为空')).toBeTruthy();
    expect(within(dialog()).getByText('方案编码不能为空')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  }, SLOW);

  it('shows the server refusal in the dialog and stays open', async () => {
    stubFetch({
      [`GET ${BASE}/menu-1/Fields`]: FIELDS,
      [`POST ${BASE}`]: { code: 400, msg: '方案编码不能重复' },
    });
    const { user, onDone } = renderDialog();
    fireEvent.change(await waitFor(() => textbox('方案名称')), { target: { value: '重复' } });
    fireEvent.change(textbox('方案编码'), { target: { value: 'dup' } });
    await user.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dialog().querySelector('.ant-alert-error')?.textContent).toContain('方案编码不能重复'));
    expect(onDone).not.toHaveBeenCalled();
    expect(textbox('方案名称').value).toBe('重复');
  }, SLOW);

  it('says when the menu offers no rule fields, and when loading fails offers a retry', async () => {
    let fail = true;
    stubFetch({ [`GET ${BASE}/menu-1/Fields`]: () => (fail ? { code: 500, msg: '服务繁忙' } : { code: 200, data: { list: [] } }) });
    const { user } = renderDialog();
    expect(await within(dialog()).findByText('服务繁忙')).toBeTruthy();
    fail = false;
    await user.click(within(dialog()).getByRole('button', { name: /重\s*试/ }));
    expect(await within(dialog()).findByText('该菜单没有可用于数据权限的字段')).toBeTruthy();
    expect((within(dialog()).getByRole('button', { name: /添加条件组/ }) as HTMLButtonElement).disabled).toBe(true);
  }, SLOW);
});
