import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL, signIn } from './support';

/** Names unique to this run. */
const run = Date.now().toString(36).slice(-5);
const ROLE = `门店查看${run}`;
const ACCOUNT = `clerk${run}`;
/** The random initial password the server generated for the new user, read from the dialog that shows it once. */
let initialPassword = '';
const PASSWORD = 'Clerk2026a';

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const rowOf = (page: Page, text: string) => page.locator('tr.gl-row').filter({ hasText: text });

async function save(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(dialog).toBeHidden();
}

/** Ticks the checkbox of the tree node titled exactly `title`. */
async function tick(dialog: Locator, title: string): Promise<void> {
  const node = dialog.locator('.ant-tree-treenode').filter({ has: dialog.page().locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) });
  await node.locator('.ant-tree-checkbox').click();
}

test.describe.serial('administration: roles, users, grants, forced offline', () => {
  test('the administrator creates a role that may see the shop list but not delete, and a user with it', async ({ page }) => {
    await signIn(page);
    await page.goto(`${baseURL()}/permission/role`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    let dialog = dialogNamed(page, '新建角色');
    await dialog.getByLabel('角色名称', { exact: true }).fill(ROLE);
    await dialog.getByLabel('角色编码', { exact: true }).fill(`shopView${run}`);
    await save(dialog);

    await rowOf(page, ROLE).getByRole('button', { name: '权限' }).click();
    dialog = dialogNamed(page, `权限 - ${ROLE}`);
    await tick(dialog, '门店管理');
    await dialog.getByRole('tab', { name: '按钮权限' }).click();
    await expect(dialog.locator('.ant-tree-title', { hasText: /^删除$/ })).toBeVisible();
    await tick(dialog, '编辑');
    await tick(dialog, '详情');
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`${baseURL()}/permission/user`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    dialog = dialogNamed(page, '新建用户');
    await dialog.getByLabel('账户', { exact: true }).fill(ACCOUNT);
    await dialog.getByLabel('姓名', { exact: true }).fill(`店员${run}`);
    await dialog.getByLabel('性别', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('男', { exact: true }).click();
    await dialog.getByLabel('所属组织', { exact: true }).click();
    await page.keyboard.type('运营部');
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: /^运营部$/ }).click();
    await dialog.getByLabel('角色', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByText(ROLE, { exact: true }).click();
    await page.keyboard.press('Escape');
    await save(dialog);
    const shown = page.getByRole('dialog', { name: '初始密码' });
    initialPassword = (await shown.locator('[data-testid=shown-once-value] code').innerText()).trim();
    expect(initialPassword).toMatch(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{12}$/);
    await shown.getByRole('button', { name: '我已记下' }).click();
    await expect(rowOf(page, ACCOUNT)).toContainText(ROLE);
  });

  test('the user changes the initial password, sees only the granted menu, no delete button, and the API refuses a delete', async ({ page }) => {
    await signIn(page, ACCOUNT, initialPassword);
    await expect(page).toHaveURL(/\/profile/);
    await page.getByLabel('旧密码', { exact: true }).fill(initialPassword);
    await page.getByLabel('新密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });

    await signIn(page, ACCOUNT, PASSWORD);
    const sidebar = page.locator('.shell-sidebar');
    await expect(sidebar.getByText('黄金业务')).toBeVisible();
    await expect(sidebar.getByText('权限管理')).toHaveCount(0);
    await expect(sidebar.getByText('系统管理')).toHaveCount(0);
    if (!(await sidebar.getByText('门店管理', { exact: true }).isVisible())) await sidebar.getByText('黄金业务').click();
    await expect(sidebar.getByText('SPV管理', { exact: true })).toHaveCount(0);
    await sidebar.getByText('门店管理', { exact: true }).click();
    const first = page.locator('tr.gl-row').first();
    await expect(first.getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);

    const stored = await page.evaluate(() => localStorage.getItem('gold_token'));
    const headers = { Authorization: stored!.replace(/\|String$/, '') };
    const shops = (await (await page.request.get(`${baseURL()}/api/shop/page`, { headers })).json()).data.list as Array<{ id: string }>;
    expect(shops.length).toBeGreaterThan(0);
    const reply = await page.request.delete(`${baseURL()}/api/shop/delete`, { headers, data: { ids: [shops[0].id] } });
    expect((await reply.json()).code).toBe(403);
    const after = (await (await page.request.get(`${baseURL()}/api/shop/page`, { headers })).json()).data.list as Array<{ id: string }>;
    expect(after.map((s) => s.id)).toContain(shops[0].id);
  });

  test('the administrator forces the user offline and the user\'s screen returns to the sign-in page', async ({ browser }) => {
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await signIn(userPage, ACCOUNT, PASSWORD);

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage);
    await adminPage.goto(`${baseURL()}/permission/onlineUser`);
    const row = adminPage.locator('tr').filter({ hasText: ACCOUNT }).first();
    await row.getByRole('button', { name: '强制下线' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: /^确\s*定$/ }).click();

    await expect(userPage).toHaveURL(/\/login/, { timeout: 15_000 });
    await userContext.close();
    await adminContext.close();
  });
});
