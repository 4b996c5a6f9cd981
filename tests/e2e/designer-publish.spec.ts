import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { apiOf, baseURL, openMenu, signIn } from './support';

/**
 * Issue 17 "Done when": in the designer a form is built from the palette (one real pointer drag, the
 * rest by palette click), given a rule, undone and redone, its list designed, saved and published under
 * 在线开发; the new menu entry takes two records (the total computed in the form and again by the server,
 * the rule refused by the server too); a field added and republished keeps the old records and shows its
 * new column. A JNPF designer fixture imported through the JSON view saves, publishes and opens.
 */

/** Names unique to this run, so a retry never meets the menu code of the last one. */
const run = Date.now().toString(36).slice(-5);
const NAME = `订货单${run}`;
const CODE = `e2eOrder${run}`;
const JNPF_NAME = `项目表${run}`;
const JNPF_CODE = `e2eJnpf${run}`;

const designer = (page: Page) => page.locator('.ant-modal.designer-dialog');
const canvas = (page: Page) => designer(page).locator('[data-designer-canvas]');
const block = (page: Page, name: string) => canvas(page).locator(`.designer-block[aria-label="${name}"]`);
const panel = (page: Page) => designer(page).getByTestId('property-panel');
const palette = (page: Page, key: string) => designer(page).locator(`[data-palette-key="${key}"]`);
const tool = (page: Page, name: string) => designer(page).getByRole('toolbar', { name: '设计工具栏' }).getByRole('button', { name, exact: true });

/** A real pointer drag (dnd-kit activates after 5 px and needs moves to find the droppable under the pointer). */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.move(b.x + b.width / 2 + 2, b.y + b.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

/** Names the selected field: its label (简体) and its key. */
async function name(page: Page, label: string, key: string): Promise<void> {
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('tab', { name: '属性' }).click();
  await panel(page).getByLabel('标题 简体中文', { exact: true }).fill(label);
  const keyBox = panel(page).getByLabel('字段名', { exact: true });
  await keyBox.fill(key);
  await keyBox.press('Enter');
  await expect(block(page, label)).toBeVisible();
  await expect(block(page, label).locator('.designer-block-key').first()).toHaveText(key);
}

async function formula(page: Page, source: string): Promise<void> {
  const pad = panel(page).getByTestId('formula-pad');
  await pad.getByRole('textbox', { name: '计算公式' }).fill(source);
  await pad.getByRole('textbox', { name: '计算公式' }).blur();
  await expect(pad.getByRole('alert')).toHaveCount(0);
}

/** 发布; on the first publish the parent menu is 在线开发. Waits for the success dialog and closes it. */
async function publish(page: Page, first: boolean): Promise<void> {
  await designer(page).getByRole('button', { name: /^发\s*布$/ }).first().click();
  if (first) {
    const ask = page.getByRole('dialog', { name: '选择上级菜单' });
    await ask.getByLabel('上级菜单').click();
    await page.locator('.ant-select-dropdown:visible').getByText('在线开发', { exact: true }).click();
    await ask.getByRole('button', { name: /发\s*布/ }).click();
  }
  const done = page.locator('.ant-modal-confirm-success');
  await expect(done).toContainText('发布成功', { timeout: 20_000 });
  await done.getByRole('button').click();
}

async function closeDesigner(page: Page): Promise<void> {
  await designer(page).getByRole('button', { name: /^关\s*闭$/ }).first().click();
  await expect(designer(page)).toBeHidden();
}

/** The design id (= modelId) of the design with code `code`. */
async function designId(page: Page, code: string): Promise<string> {
  const api = await apiOf(page);
  const data = await api.get(`/api/visualdev/Base?keyword=${encodeURIComponent(code)}`) as { list: { id: string; enCode: string }[] };
  const found = data.list.find((row) => row.enCode === code);
  expect(found).toBeTruthy();
  return found!.id;
}

/** A raw call with the page's token: the JNPF envelope `{ code, msg, data }`. */
async function raw(page: Page, method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown) {
  const stored = await page.evaluate(() => localStorage.getItem('gold_token'));
  const reply = await page.request.fetch(baseURL() + url, {
    method, headers: { Authorization: stored!.replace(/\|String$/, '') }, ...(data === undefined ? {} : { data: data as object }),
  });
  return await reply.json() as { code: number; msg: string; data: any };
}

const rowOf = (page: Page, text: string) => page.locator('tr.gl-row:visible').filter({ hasText: text });

/** In the runtime form: a sub-table cell, clicked (a resting cell is painted text) then filled. */
async function cell(dialog: Locator, index: number, column: string, text: string): Promise<void> {
  const td = dialog.locator('[data-field="items"] tbody tr').nth(index).locator(`td[data-column="${column}"]`);
  await td.click();
  await td.locator('input').fill(text);
}

async function addRecord(page: Page, phone: string, discount: string, rows: [string, string][], total: string): Promise<void> {
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.locator('[data-field="phone"]') });
  await dialog.locator('[data-field="phone"] input').fill(phone);
  await dialog.locator('[data-field="discount"] input').fill(discount);
  await dialog.locator('[data-field="payment"]').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('银行转账', { exact: true }).click();
  for (const [i, [price, qty]] of rows.entries()) {
    await dialog.locator('[data-field="items"]').getByRole('button', { name: /添\s*加/ }).click();
    await cell(dialog, i, 'price', price);
    await cell(dialog, i, 'qty', qty);
  }
  await dialog.locator('[data-field="discount"] input').click();
  await expect(dialog.locator('[data-field="total"] input')).toHaveValue(total);
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(dialog).toBeHidden();
}

test.describe.serial('designer and published models', () => {
  test.use({ actionTimeout: 15_000 });
  test('design a form, publish it, add records, add a field and republish', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    await openMenu(page, ['在线开发', '功能设计']);
    await page.getByRole('button', { name: /新\s*建/ }).click();
    await expect(designer(page)).toBeVisible();

    // 基础设置
    await designer(page).getByLabel('功能名称', { exact: true }).fill(NAME);
    await designer(page).getByLabel('功能编码', { exact: true }).fill(CODE);
    await designer(page).getByText('表单设计', { exact: true }).click();

    // A text field by a real drag from the palette onto the empty canvas; it is selected once dropped.
    await drag(page, palette(page, 'comInput'), canvas(page).locator('.designer-list-empty'));
    await expect(block(page, '单行输入')).toBeVisible();
    await name(page, '联系电话', 'phone');
    // Its rules: required, and the catalogue's mobile rule.
    await panel(page).getByRole('tab', { name: '校验' }).click();
    await panel(page).getByRole('switch', { name: '必填' }).click();
    await panel(page).getByLabel('添加规则').click();
    await page.locator('.ant-select-dropdown:visible').getByText(/^mobile ·/).click();
    await expect(panel(page).getByText('mobile', { exact: true })).toBeVisible();
    await expect(block(page, '联系电话').locator('.designer-required')).toBeVisible();

    // The rest by palette click: each goes after the selection (into a selected empty sub-table).
    await palette(page, 'numInput').click();
    await name(page, '优惠', 'discount');
    await palette(page, 'select').click();
    await name(page, '付款方式', 'payment');
    await panel(page).getByText('数据字典', { exact: true }).click();
    const source = panel(page).locator('.designer-panel-item').filter({ has: page.getByText('数据字典', { exact: true }) }).locator('.ant-select');
    await source.click();
    await page.locator('.ant-select-dropdown:visible').getByText('付款方式', { exact: true }).click();
    await expect(source).toContainText('付款方式');

    await palette(page, 'table').click();
    await name(page, '明细', 'items');
    await palette(page, 'numInput').click();
    await name(page, '单价', 'price');
    await palette(page, 'numInput').click();
    await name(page, '数量', 'qty');
    await palette(page, 'calculate').click();
    await name(page, '金额', 'amount');
    await formula(page, 'price * qty');
    await expect(block(page, '明细').locator('.designer-block')).toHaveCount(3);

    // The total after the sub-table, at the top level.
    await block(page, '明细').locator('.designer-block-head').first().click();
    await palette(page, 'calculate').click();
    await expect(block(page, '计算公式')).toBeVisible();
    const topLevel = canvas(page).locator('[data-list-of="root"] > .designer-block');
    await expect(topLevel).toHaveCount(5);
    // Undo takes the insert back off the canvas, redo puts it back.
    await tool(page, '撤销').click();
    await expect(block(page, '计算公式')).toHaveCount(0);
    await expect(topLevel).toHaveCount(4);
    await tool(page, '重做').click();
    await expect(block(page, '计算公式')).toBeVisible();
    await expect(topLevel).toHaveCount(5);
    await block(page, '计算公式').click();
    await name(page, '合计', 'total');
    await formula(page, 'items.amount - discount');
    await tool(page, '撤销').click();
    await expect(panel(page).getByRole('textbox', { name: '计算公式' })).toHaveValue('');
    await tool(page, '重做').click();
    await expect(panel(page).getByRole('textbox', { name: '计算公式' })).toHaveValue('items.amount - discount');

    // 列表设计: the default columns are the form's; 优惠 is taken out and added back, 付款方式 becomes a search field.
    await designer(page).getByText('列表设计', { exact: true }).click();
    const fields = designer(page).getByRole('navigation', { name: '表单字段' });
    await expect(fields.getByRole('button', { name: '添加为列：联系电话' })).toBeDisabled();
    const headers = designer(page).getByRole('table', { name: '列' }).locator('thead th');
    await headers.filter({ hasText: '优惠' }).click();
    await designer(page).getByRole('button', { name: /^移\s*除$/ }).click();
    await expect(headers.filter({ hasText: '优惠' })).toHaveCount(0);
    await fields.getByRole('button', { name: '添加为列：优惠' }).click();
    await expect(headers.filter({ hasText: '优惠' })).toHaveCount(1);
    await fields.getByRole('button', { name: '添加为查询条件：付款方式' }).click();
    await expect(fields.getByRole('button', { name: '添加为查询条件：付款方式' })).toBeDisabled();

    await designer(page).getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await publish(page, true);
    await closeDesigner(page);

    // The menu shows the new entry once the menus load again.
    await page.reload();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await openMenu(page, ['在线开发', NAME]);
    await expect(page.getByRole('columnheader', { name: '联系电话' })).toBeVisible();

    await addRecord(page, '13800138001', '5', [['10', '3'], ['2.5', '2']], '30.00');
    await expect(rowOf(page, '13800138001')).toContainText('30.00');
    // A number box without a precision shows the number as typed, not its six stored places.
    await expect(rowOf(page, '13800138001').getByRole('cell', { name: '5', exact: true })).toBeVisible();
    await addRecord(page, '13800138002', '0', [['7', '1']], '7.00');
    await expect(rowOf(page, '13800138002')).toContainText('7.00');

    // The server enforces the rule and computes the total itself.
    const id = await designId(page, CODE);
    const bad = await raw(page, 'POST', `/api/_m/${id}`, { phone: '12345', discount: 1, items: [] });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('联系电话');
    const forged = await raw(page, 'POST', `/api/_m/${id}`, { phone: '13800138003', discount: '1', items: [{ price: '4', qty: 2, amount: '1' }], total: '999' });
    expect(forged.code).toBe(200);
    const list = await raw(page, 'POST', `/api/_m/${id}/List`, { currentPage: 1, pageSize: 20 });
    const stored = (list.data.list as { id: string; phone: string; total: string }[]).find((row) => row.phone === '13800138003');
    expect(stored?.total).toBe('7.00');
    expect((await raw(page, 'DELETE', `/api/_m/${id}/${stored!.id}`)).code).toBe(200);

    // Back in the designer: a new field, a new column, republished.
    await openMenu(page, ['在线开发', '功能设计']);
    await page.locator('tr.gl-row').filter({ hasText: CODE }).getByRole('button', { name: /设\s*计/ }).click();
    await expect(canvas(page)).toBeVisible();
    await expect(block(page, '合计')).toBeVisible();
    await block(page, '合计').click();
    await palette(page, 'comInput').click();
    await name(page, '备注', 'remark');
    await designer(page).getByText('列表设计', { exact: true }).click();
    await designer(page).getByRole('navigation', { name: '表单字段' }).getByRole('button', { name: '添加为列：备注' }).click();
    await publish(page, false);
    await closeDesigner(page);

    await openMenu(page, ['在线开发', NAME]);
    await expect(page.getByRole('columnheader', { name: '备注' })).toBeVisible();
    await expect(rowOf(page, '13800138001')).toContainText('30.00');
    await expect(rowOf(page, '13800138002')).toContainText('7.00');
    await expect(page.locator('tr.gl-row:visible')).toHaveCount(2);
  });

  test('a JNPF designer form imported into the designer saves, publishes and opens', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await openMenu(page, ['在线开发', '功能设计']);
    await page.getByRole('button', { name: /新\s*建/ }).click();
    await designer(page).getByLabel('功能名称', { exact: true }).fill(JNPF_NAME);
    await designer(page).getByLabel('功能编码', { exact: true }).fill(JNPF_CODE);
    await designer(page).getByText('表单设计', { exact: true }).click();

    await tool(page, 'JSON').click();
    const json = page.getByRole('dialog', { name: 'JSON 视图' });
    await json.getByTestId('json-import').setInputFiles(path.resolve('/work/shared/fixtures/jnpf/formData-tab-collapse-v31-a.json'));
    await expect(json.getByRole('textbox', { name: '表单 JSON' })).toHaveValue(/"jnpfKey": "tab"/);
    await json.getByRole('button', { name: /应\s*用/ }).click();
    await expect(json).toBeHidden();
    await expect(canvas(page).locator('.designer-block').first()).toBeVisible();

    await publish(page, true);
    await closeDesigner(page);
    await page.reload();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await openMenu(page, ['在线开发', JNPF_NAME]);
    // The fixture's fields are the default list's columns (those inside its tab and collapse too).
    await expect(page.getByRole('columnheader', { name: '单行输入1', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '单行输入333', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /新\s*增/ })).toBeVisible();
  });
});
