import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { baseURL, signIn } from './support';
import { E2E_DEMO_PASSWORD } from './global-setup';

/** Names unique to this run, so the flows never collide with demo data or a retry. */
const run = Date.now().toString(36).slice(-5);
const SPV = `华南金链${run}有限公司`;
const PERSONAL = `王芳${run}`;
const ENTERPRISE = `福瑞珠宝${run}有限公司`;
const SHOP = `福瑞${run}旗舰店`;

async function openMenu(page: Page, name: string): Promise<void> {
  const sidebar = page.locator('.shell-sidebar');
  if (!(await sidebar.getByText(name, { exact: true }).isVisible())) await sidebar.getByText('黄金业务').click();
  await sidebar.getByText(name, { exact: true }).click();
}

/** Picks an option of the antd select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

async function pickArea(page: Page, scope: Locator, label: string, path: string[]): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  for (const name of path) await page.locator('.ant-cascader-menu-item', { hasText: name }).first().click();
}

async function save(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(dialog).toBeHidden();
}

function rowOf(page: Page, text: string): Locator {
  return page.locator('tr.gl-row').filter({ hasText: text });
}

test.describe.serial('gold master data', () => {
  test('create an SPV, a personal and an enterprise franchisee and a shop', async ({ page }) => {
    await signIn(page);

    await openMenu(page, 'SPV管理');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    let dialog = page.getByRole('dialog', { name: '新建SPV' });
    await dialog.getByLabel('SPV名称', { exact: true }).fill(SPV);
    await dialog.getByLabel('联系电话', { exact: true }).fill('12345');
    await dialog.getByLabel('联系电话', { exact: true }).blur();
    await expect(dialog.getByText('请正确输入您的手机或座机号')).toBeVisible();
    await dialog.getByLabel('联系电话', { exact: true }).fill('020-88886666');
    await dialog.getByLabel('授信额度(元)', { exact: true }).fill('2000000');
    await save(dialog);
    await expect(rowOf(page, SPV)).toContainText(/SPV\d{10}/);
    await expect(rowOf(page, SPV)).toContainText('2,000,000.00');

    await openMenu(page, '加盟商管理');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    dialog = page.getByRole('dialog', { name: '新建加盟商' });
    await dialog.getByLabel('加盟商名称', { exact: true }).fill(PERSONAL);
    await choose(page, dialog, '所属SPV', SPV);
    await dialog.getByLabel('身份证号码', { exact: true }).fill('110105194912310021');
    await dialog.getByLabel('身份证号码', { exact: true }).blur();
    await expect(dialog.getByText('请正确输入您的身份证号码')).toBeVisible();
    await dialog.getByLabel('身份证号码', { exact: true }).fill('11010519491231002X');
    await save(dialog);
    await expect(rowOf(page, PERSONAL)).toContainText('个人');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    dialog = page.getByRole('dialog', { name: '新建加盟商' });
    await dialog.getByText('企业', { exact: true }).click();
    await expect(dialog.getByLabel('身份证号码', { exact: true })).toBeHidden();
    await dialog.getByLabel('加盟商名称', { exact: true }).fill(ENTERPRISE);
    await choose(page, dialog, '所属SPV', SPV);
    await dialog.getByLabel('统一社会信用代码', { exact: true }).fill('91350100M000100Y43');
    await save(dialog);
    await expect(rowOf(page, ENTERPRISE)).toContainText('企业');

    await openMenu(page, '门店管理');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    dialog = page.getByRole('dialog', { name: '新建门店' });
    await dialog.getByLabel('门店名称', { exact: true }).fill(SHOP);
    await choose(page, dialog, '所属加盟商', ENTERPRISE);
    await pickArea(page, dialog, '所在地区', ['广东省', '深圳市', '南山区']);
    await dialog.getByLabel('店长', { exact: true }).fill('赵强');
    await dialog.getByLabel('铺货克重上限(g)', { exact: true }).fill('3000.5');
    await save(dialog);
    const row = rowOf(page, SHOP);
    await expect(row).toContainText(ENTERPRISE);
    await expect(row).toContainText(SPV);
    // The area is the first column the list lets go at this width (its columns are ranked); the detail page shows it below.
  });

  test('edit the shop, see the change in its history, then freeze it', async ({ page }) => {
    await signIn(page);
    await openMenu(page, '门店管理');
    await rowOf(page, SHOP).getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑门店' });
    await expect(dialog.getByLabel('店长', { exact: true })).toHaveValue('赵强');
    await dialog.getByLabel('店长', { exact: true }).fill('钱多多');
    await save(dialog);

    // A row shows three buttons; 修改记录 is in its 更多 menu. The history shows the new manager.
    await rowOf(page, SHOP).getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '修改记录' }).click();
    await expect(page).toHaveURL(/\/gold\/stores\/history\/\w+$/);
    // The heading names the record whose history this is.
    await expect(page.getByText(new RegExp(`^门店 \\S+ ${SHOP} 的修改记录$`))).toBeVisible();
    const change = page.locator('tr.gl-row', { hasText: '店长' });
    await expect(change).toContainText('赵强');
    await expect(change).toContainText('钱多多');

    await openMenu(page, '门店管理');
    await rowOf(page, SHOP).getByRole('button', { name: '冻结' }).click();
    const freeze = page.getByRole('dialog', { name: '冻结门店' });
    await freeze.getByRole('button', { name: /^冻\s*结$/ }).click();
    await expect(freeze.getByText('冻结原因不能为空')).toBeVisible();
    await freeze.getByLabel('冻结原因', { exact: true }).fill('账款逾期未结');
    await freeze.getByRole('button', { name: /^冻\s*结$/ }).click();
    await expect(freeze).toBeHidden();
    await expect(rowOf(page, SHOP)).toContainText('冻结');
    await expect(rowOf(page, SHOP).getByRole('button', { name: '解冻' })).toBeVisible();

    await rowOf(page, SHOP).getByRole('button', { name: SHOP }).click();
    await expect(page).toHaveURL(/\/gold\/stores\/detail\/\w+$/);
    const detail = page.locator('.shell-page[data-path*="/gold/stores/detail/"]');
    // The reason shows among the fields (first) and, once loaded, in the history tab's table.
    await expect(detail.getByText('账款逾期未结').first()).toBeVisible();
    await expect(detail.getByText('广东省/深圳市/南山区').first()).toBeVisible();
    // A deep link to the detail page works on its own (fixed route, loaded on demand).
    await page.reload();
    await expect(detail.getByText('账款逾期未结').first()).toBeVisible();
    await expect(page.locator('.shell-tags').getByText('门店详情')).toBeVisible();
  });

  test('export the shop list and read the downloaded xlsx back with the same rows', async ({ page }) => {
    await signIn(page);
    await openMenu(page, '门店管理');
    await expect(rowOf(page, SHOP)).toBeVisible();
    const codes = await page.locator('tr.gl-row td:first-child').allInnerTexts();
    expect(codes.length).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
    expect(download.suggestedFilename()).toBe('门店信息.xlsx');
    const book = XLSX.read(await readFile(await download.path()));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(rows.map((r) => String(r['门店编码'])).sort()).toEqual(codes.map((c) => c.trim()).sort());
    expect(rows.find((r) => r['门店名称'] === SHOP)).toMatchObject({ 店长: '钱多多' });
  });

  test('a user without btn_remove sees no delete button and the API refuses the delete', async ({ page }) => {
    await signIn(page, 'operator', E2E_DEMO_PASSWORD);
    await openMenu(page, '门店管理');
    const row = rowOf(page, SHOP);
    await expect(row.getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(row.getByRole('button', { name: '删除' })).toHaveCount(0);

    // The stored token is `<value>|String` (runtime/state/storage.ts).
    const stored = await page.evaluate(() => localStorage.getItem('gold_token'));
    const headers = { Authorization: stored!.replace(/\|String$/, '') };
    const list = await page.request.get(`${baseURL()}/api/shop/page?keyword=${encodeURIComponent(SHOP)}`, { headers });
    const shopId = (await list.json()).data.list[0].id as string;
    const reply = await page.request.delete(`${baseURL()}/api/shop/delete`, { headers, data: { ids: [shopId] } });
    expect((await reply.json()).code).toBe(403);
    await page.reload();
    await expect(rowOf(page, SHOP)).toBeVisible();
  });
});
