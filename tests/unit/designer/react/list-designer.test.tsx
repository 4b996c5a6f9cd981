import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { blankList, listProblems } from '../../../../designer/core/list';
import { ListDesigner } from '../../../../designer/react/list/ListDesigner';
import { checkColumnData } from '../../../../server/modules/visualdev/design-check';
import type { ListSchema } from '../../../../schemas/types';
import { sampleForm, WIDGET_KEYS } from '../list/fixture';
import { appState } from '../../../../runtime/state/app';
import { Wrap } from '../../renderers/form/harness';

/** Inside the app's providers (lingui, antd without motion, services), in Chinese. */
function renderInApp(node: React.ReactNode) {
  appState.language = 'zh';
  return render(<Wrap>{node}</Wrap>);
}

const form = sampleForm();
const headers = () => within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.getAttribute('data-prop')).filter(Boolean);

function setup(value: ListSchema | null = { ...blankList(form), columns: blankList(form).columns.slice(0, 2) }) {
  const onChange = vi.fn<(list: ListSchema) => void>();
  const rendered = renderInApp(<ListDesigner form={form} value={value} onChange={onChange} />);
  const last = () => onChange.mock.calls[onChange.mock.calls.length - 1][0];
  return { ...rendered, onChange, last };
}

describe('ListDesigner', () => {
  it('adds a column, reorders it, sets the sort, undoes; every list it hands over validates and lints with the form', async () => {
    const { onChange, last } = setup();
    expect(headers()).toEqual(['name', 'qty']);
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '添加为列：日期' }));
    await waitFor(() => expect(headers()).toEqual(['name', 'qty', 'day']));
    expect(last().columns.map((c) => c.prop)).toEqual(['name', 'qty', 'day']);
    // The new column is selected: its settings move it.
    fireEvent.click(await screen.findByRole('button', { name: /^左 ?移$/ }));
    await waitFor(() => expect(headers()).toEqual(['name', 'day', 'qty']));
    expect(last().columns.map((c) => c.prop)).toEqual(['name', 'day', 'qty']);

    fireEvent.click(screen.getByRole('tab', { name: '列表设置' }));
    const sortSelect = screen.getByRole('combobox', { name: '默认排序字段' });
    fireEvent.mouseDown(sortSelect);
    fireEvent.click(await screen.findByTitle('日期'));
    await waitFor(() => expect(last().defaultSort).toEqual({ prop: 'day', order: 'desc' }));
    fireEvent.click(screen.getByRole('radio', { name: '升序' }));
    await waitFor(() => expect(last().defaultSort).toEqual({ prop: 'day', order: 'asc' }));

    for (const list of onChange.mock.calls.map(([list]) => list)) {
      expect(listProblems(list, form, WIDGET_KEYS)).toEqual([]);
      expect(checkColumnData(JSON.stringify(list), { ...form, id: 'visualdev.0123456789abcdef0123456789abcdef' })).toEqual(list);
    }

    const calls = onChange.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(last().defaultSort).toEqual({ prop: 'day', order: 'desc' }));
    // Ctrl+Z on the designer undoes too; Ctrl+Shift+Z redoes.
    fireEvent.keyDown(screen.getByRole('table'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(last().defaultSort).toBeUndefined());
    fireEvent.keyDown(screen.getByRole('table'), { key: 'z', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('table'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(headers()).toEqual(['name', 'qty']));
    expect(onChange.mock.calls.length).toBe(calls + 4);
    fireEvent.keyDown(screen.getByRole('table'), { key: 'z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(headers()).toEqual(['name', 'qty', 'day']));
  }, 60_000);

  it('adds a search field with the match its widget gives, and buttons with their permissions', async () => {
    const { last } = setup(null);
    fireEvent.click(screen.getByRole('button', { name: '添加为查询条件：数量' }));
    await waitFor(() => expect(last().search).toEqual([{ vModel: 'qty', jnpfKey: 'numInput', label: '数量', match: 'range' }]));
    expect(within(screen.getByRole('group', { name: '查询条件' })).getByText('范围')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '添加按钮' }));
    fireEvent.click(await screen.findByText('导出'));
    await waitFor(() => expect(last().toolbar?.map((a) => [a.action, a.permission])).toEqual([['add', 'btn_add'], ['export', 'btn_download']]));
    expect(last().permissions).toContain('btn_download');
    expect(last().api.export).toBeDefined();
    expect((await screen.findByDisplayValue('btn_download')).hasAttribute('disabled')).toBe(true);
    expect(listProblems(last(), form, WIDGET_KEYS)).toEqual([]);
  }, 60_000);

  it('warns at once about a column naming a field the form no longer has', async () => {
    const stored = { ...blankList(form), columns: [...blankList(form).columns, { prop: 'gone', label: '已删字段' }] };
    setup(stored);
    expect(await screen.findByText('列表设计有问题，保存会被拒绝')).toBeTruthy();
    expect(screen.getByText(/'gone' is not in the list's model/)).toBeTruthy();
  }, 60_000);

  it('switches paging off and sets the left-tree layout', async () => {
    const { last } = setup(null);
    fireEvent.click(screen.getByRole('switch', { name: '分页' }));
    await waitFor(() => expect(last().pagination).toBe(false));
    fireEvent.click(screen.getByRole('radio', { name: '左侧树形+普通表格' }));
    await waitFor(() => expect(last().tree?.queryKey).toBe('name'));
    fireEvent.change(screen.getByRole('textbox', { name: '字典编码' }), { target: { value: 'goodsKind' } });
    await waitFor(() => expect(last().tree?.api.url).toBe('/api/system/DictionaryData/goodsKind/Data/Selector'));
    expect(listProblems(last(), form, WIDGET_KEYS)).toEqual([]);
  }, 60_000);

  it('offers the organisation and department trees, relating them to the form\'s field of that kind', async () => {
    const orgForm = { ...form, fields: [...form.fields, { jnpfKey: 'depSelect', vModel: 'dept', label: '部门', formId: '9' }, { jnpfKey: 'comSelect', vModel: 'company', label: '公司', formId: '10' }] };
    const onChange = vi.fn<(list: ListSchema) => void>();
    renderInApp(<ListDesigner form={orgForm} value={null} onChange={onChange} />);
    const last = () => onChange.mock.calls[onChange.mock.calls.length - 1][0];
    fireEvent.click(screen.getByRole('tab', { name: '列表设置' }));
    fireEvent.click(screen.getByRole('radio', { name: '左侧树形+普通表格' }));
    await waitFor(() => expect(last().tree?.queryKey).toBe('name'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '数据来源' }));
    fireEvent.click(await screen.findByTitle('部门'));
    await waitFor(() => expect(last().tree).toMatchObject({ api: { method: 'GET', url: '/api/permission/Organize/Department/Selector' }, queryKey: 'dept' }));
    // An organisation tree reads no code.
    expect(screen.queryByRole('textbox', { name: '字典编码' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '数据来源' }));
    fireEvent.click(await screen.findByTitle('组织'));
    await waitFor(() => expect(last().tree).toMatchObject({ api: { url: '/api/permission/Organize/Selector' }, queryKey: 'company' }));
    for (const list of onChange.mock.calls.map(([list]) => list)) expect(listProblems(list, orgForm, WIDGET_KEYS)).toEqual([]);
  }, 60_000);

  it('sets the list title in three languages, and clears it', async () => {
    const { last } = setup(null);
    fireEvent.click(screen.getByRole('tab', { name: '列表设置' }));
    fireEvent.change(screen.getByRole('textbox', { name: '列表标题 简体中文' }), { target: { value: '订单' } });
    await waitFor(() => expect(last().title).toEqual({ zh: '订单' }));
    fireEvent.change(screen.getByRole('textbox', { name: '列表标题 英文' }), { target: { value: 'Orders' } });
    await waitFor(() => expect(last().title).toEqual({ zh: '订单', en: 'Orders' }));
    fireEvent.change(screen.getByRole('textbox', { name: '列表标题 英文' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: '列表标题 简体中文' }), { target: { value: '' } });
    await waitFor(() => expect(last().title).toBeUndefined());
  }, 60_000);
});
