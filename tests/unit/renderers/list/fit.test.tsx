import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setNavigator } from '../../../../runtime/data/navigate';
import { actionsWidth, textWidth } from '../../../../runtime/renderers/list/columns';
import { fitVisibility } from '../../../../runtime/renderers/list/fitColumns';
import type { ColumnSchema, ListSchema } from '../../../../schemas';
import { validateSchemaDocument } from '../../../../schemas/validate';
import { stubFetch } from '../../data/net';
import { grant, installListTestHooks, page, renderList, spvSchema } from './harness';

const visits: string[] = [];
installListTestHooks(undefined, {
  before: () => {
    visits.length = 0;
    setNavigator((href) => visits.push(href));
  },
  after: () => setNavigator(null),
});

const headers = () => Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent ?? '');

/** Gives `.gl-list` a laid-out width (happy-dom lays nothing out: every element is 0 wide). */
function listWidth(width: number): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) { return this.classList.contains('gl-list') ? width : 0; },
  });
  return () => { if (original) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original); };
}
let restoreWidth: (() => void) | null = null;
afterEach(() => { restoreWidth?.(); restoreWidth = null; });

const col = (prop: string, width: number, extra: Partial<ColumnSchema> = {}): ColumnSchema => ({ prop, label: prop, width, ...extra });

describe('fitVisibility (column priority)', () => {
  const columns = [
    col('code', 100, { priority: 1 }), col('name', 100), col('status', 100, { priority: 1 }),
    col('spv', 100, { priority: 2 }), col('area', 100, { priority: 3 }), col('phone', 100), col('created', 100),
  ];
  const all = Object.fromEntries(columns.map((c) => [c.prop, true]));
  const shown = (v: Record<string, boolean>) => columns.filter((c) => v[c.prop]).map((c) => c.prop);
  const none = new Set<string>();

  it('hides nothing when everything fits or the width is not known yet', () => {
    expect(fitVisibility({ columns, visibility: all, chosen: none, available: 2000, reserved: 100 })).toBe(all);
    expect(fitVisibility({ columns, visibility: all, chosen: none, available: 0, reserved: 100 })).toBe(all);
  });

  it('hides the unmarked columns from the end first, then priority 3, then 2; priority 1 stays', () => {
    // 116 per column with padding: 7 columns + 100 reserved = 912.
    expect(shown(fitVisibility({ columns, visibility: all, chosen: none, available: 800, reserved: 100 })))
      .toEqual(['code', 'name', 'status', 'spv', 'area', 'phone']);
    expect(shown(fitVisibility({ columns, visibility: all, chosen: none, available: 700, reserved: 100 })))
      .toEqual(['code', 'name', 'status', 'spv', 'area']);
    expect(shown(fitVisibility({ columns, visibility: all, chosen: none, available: 600, reserved: 100 })))
      .toEqual(['code', 'status', 'spv', 'area']);
    expect(shown(fitVisibility({ columns, visibility: all, chosen: none, available: 480, reserved: 100 })))
      .toEqual(['code', 'status', 'spv']);
    expect(shown(fitVisibility({ columns, visibility: all, chosen: none, available: 100, reserved: 100 })))
      .toEqual(['code', 'status']);
  });

  it('keeps the columns the user switched on and the first column, and leaves hidden ones hidden', () => {
    const visibility = { ...all, name: false };
    const fitted = fitVisibility({ columns, visibility, chosen: new Set(['created']), available: 500, reserved: 0 });
    // The chosen column does not count: the other five (580) lose the unmarked phone only.
    expect(shown(fitted)).toEqual(['code', 'status', 'spv', 'area', 'created']);
    expect(fitted.name).toBe(false);
    const unmarkedFirst = [col('a', 300), col('b', 300, { priority: 1 })];
    expect(fitVisibility({ columns: unmarkedFirst, visibility: { a: true, b: true }, chosen: none, available: 100, reserved: 0 }))
      .toEqual({ a: true, b: true });
  });
});

describe('column priority in the page language', () => {
  it('accepts priority 1 to 3 and refuses anything else', () => {
    const withPriority = (priority: unknown) => spvSchema({ columns: [{ prop: 'code', label: '编码', priority } as ColumnSchema] });
    expect(validateSchemaDocument(withPriority(1)).ok).toBe(true);
    expect(validateSchemaDocument(withPriority(3)).ok).toBe(true);
    expect(validateSchemaDocument(withPriority(0)).ok).toBe(false);
    expect(validateSchemaDocument(withPriority(4)).ok).toBe(false);
    expect(validateSchemaDocument(withPriority('high')).ok).toBe(false);
  });
});

/** A shop-like list: a code, a name, a coloured status, wide columns and six row actions. */
function shopLike(): ListSchema {
  return spvSchema({
    columns: [
      { prop: 'code', label: '编码', width: 100, priority: 1 },
      { prop: 'name', label: '名称', minWidth: 160, link: 'detail', priority: 1 },
      { prop: 'status', label: '状态', width: 80, jnpfKey: 'select', priority: 1,
        options: [{ label: '营业', value: 1, color: 'green' }, { label: '冻结', value: 2, color: 'red' }] },
      { prop: 'spvName', label: '所属SPV', minWidth: 150, priority: 2 },
      { prop: 'area', label: '区域', minWidth: 150 },
      { prop: 'phone', label: '电话', width: 130 },
    ],
    toolbar: [],
    rowActions: [
      { action: 'edit', permission: 'btn_edit', form: 'gold.spv.form' },
      { action: 'detail', permission: 'btn_detail', to: '/gold/spvs/detail/{{row.id}}' },
      { action: 'link', name: 'freeze', label: '冻结', to: '/freeze/{{row.id}}', visibleOn: 'status == 1' },
      { action: 'link', name: 'unfreeze', label: '解冻', to: '/unfreeze/{{row.id}}', visibleOn: 'status == 2' },
      { action: 'history', label: '修改记录', to: '/gold/spvs/history/{{row.id}}' },
      { action: 'remove', permission: 'btn_remove' },
    ],
  });
}

const shopRows = [
  { id: 's1', code: 'MD2026110001-LONGCODE', name: '南山店', status: 1, spvName: '金源SPV', area: '深圳', phone: '13800138000' },
  { id: 's2', code: 'MD2026110002', name: '福田店', status: 2, spvName: '金源SPV', area: '深圳', phone: '13800138001' },
];

describe('list renderer at a narrow width', () => {
  it('keeps the priority columns and hides the others from the end; column settings show them again', async () => {
    restoreWidth = listWidth(800);
    stubFetch({ 'GET /api/spv/page': page(shopRows) });
    renderList(shopLike());
    await screen.findByText('南山店');
    await waitFor(() => expect(headers()).toEqual(['编码', '名称', '状态', '所属SPV', '操作']));

    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const phone = await screen.findByRole('checkbox', { name: '电话' });
    expect((phone as HTMLInputElement).checked).toBe(false);
    fireEvent.click(phone);
    // The chosen column comes back and pushes no other out.
    await waitFor(() => expect(headers()).toEqual(['编码', '名称', '状态', '所属SPV', '电话', '操作']));
    expect(screen.getByText('13800138000')).toBeTruthy();
  });

  it('shows every column when the list is wide enough', async () => {
    restoreWidth = listWidth(2000);
    stubFetch({ 'GET /api/spv/page': page(shopRows) });
    renderList(shopLike());
    await screen.findByText('南山店');
    expect(headers()).toEqual(['编码', '名称', '状态', '所属SPV', '区域', '电话', '操作']);
  });
});

describe('list renderer: status tag, row actions, codes', () => {
  it('shows the status as a coloured tag beside the name', async () => {
    stubFetch({ 'GET /api/spv/page': page(shopRows) });
    renderList(shopLike());
    const open = await screen.findByText('营业');
    expect(open.closest('.ant-tag')?.className).toMatch(/ant-tag-green/);
    expect(screen.getByText('冻结', { selector: '.ant-tag, .ant-tag *' }).closest('.ant-tag')?.className).toMatch(/ant-tag-red/);
    expect(headers().slice(0, 3)).toEqual(['编码', '名称', '状态']);
  });

  it('shows three row buttons and puts the rest into a 更多 menu that runs them', async () => {
    stubFetch({ 'GET /api/spv/page': page(shopRows) });
    renderList(shopLike());
    const row = (await screen.findByText('南山店')).closest('tr')!;
    const buttons = within(row.querySelector<HTMLElement>('.gl-row-actions')!).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['编辑', '详情', '冻结', '更多']);
    const more = within(row).getByRole('button', { name: '更多' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(more);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['修改记录', '删除']);
    expect(items[1].className).toMatch(/danger/);
    fireEvent.click(items[0]);
    await waitFor(() => expect(visits).toEqual(['/gold/spvs/history/s1']));
  });

  it('keeps a row with three visible buttons or fewer without a 更多 menu', async () => {
    stubFetch({ 'GET /api/spv/page': page(shopRows) });
    // Remove and detail are not granted: edit, 解冻 and 修改记录 remain for a frozen row.
    grant(['btn_edit']);
    renderList(shopLike());
    const row = (await screen.findByText('福田店')).closest('tr')!;
    expect(within(row.querySelector<HTMLElement>('.gl-row-actions')!).getAllByRole('button').map((b) => b.textContent))
      .toEqual(['编辑', '解冻', '修改记录']);
  });

  it('keeps a code on one line, cut with an ellipsis, its whole text on hover', async () => {
    stubFetch({ 'GET /api/spv/page': page(shopRows) });
    renderList(shopLike());
    const code = await screen.findByText('MD2026110001-LONGCODE');
    const clip = code.closest('.gl-cell-clip') as HTMLElement;
    expect(clip).not.toBeNull();
    expect(clip.getAttribute('title')).toBe('MD2026110001-LONGCODE');
    expect(clip.style.maxWidth).toBe('100px');
    // A column that may grow wraps (between words) and is not cut.
    expect(screen.getAllByText('深圳')[0].closest('.gl-cell-clip')).toBeNull();
  });

  it('sizes the action column for three buttons and 更多, not for every action', () => {
    expect(actionsWidth(['编辑', '详情', '冻结'], '更多')).toBe(textWidth('编辑详情冻结') + 24 + 16);
    const six = actionsWidth(['编辑', '详情', '冻结', '解冻', '修改记录', '删除'], '更多');
    expect(six).toBe(textWidth('编辑详情冻结更多') + 16 + 36 + 16);
    expect(six).toBeLessThan(6 * 56);
    expect(textWidth('Edit')).toBe(30);
  });
});
