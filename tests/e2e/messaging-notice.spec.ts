import { createHash } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiOf, baseURL, openMenu, signIn } from './support';

/** Names unique to this run. */
const run = Date.now().toString(36).slice(-5);
const ACCOUNT = `reader${run}`;
const FIRST_PASSWORD = 'Reader2026a';
const PASSWORD = 'Reader2026b';
const TITLE = `放假通知${run}`;
const BODY = `国庆放假七天${run}`;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const bell = (page: Page) => page.getByRole('button', { name: '消息', exact: true });
/** The bell's count: 0 when antd shows no badge. */
async function bellCount(page: Page): Promise<number> {
  const badge = bell(page).locator('.ant-badge-count');
  if (!(await badge.count())) return 0;
  return Number((await badge.getAttribute('title')) ?? (await badge.innerText()));
}
const expectBell = async (page: Page, count: number) => expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(count);

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** A new user made through the API; the first password is changed through the API too (the server demands it). */
async function createReader(admin: Page): Promise<void> {
  const api = await apiOf(admin);
  const tree = await api.get('/api/permission/Organize/Tree') as { list: Array<{ id: string }> };
  // A user without any menu cannot sign in: give the seeded operator role (system log and the like, no notices page).
  const roles = await api.get('/api/permission/Role?currentPage=1&pageSize=100') as { list: Array<{ id: string; enCode: string }> };
  const role = roles.list.find((r) => r.enCode === 'operator')!;
  await api.post('/api/permission/Users', {
    account: ACCOUNT, realName: `读者${run}`, organizeId: tree.list[0].id, roleId: role.id, gender: 1, password: FIRST_PASSWORD,
  });
}

async function signInReader(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, ACCOUNT, FIRST_PASSWORD);
  const api = await apiOf(page);
  await api.post('/api/permission/Users/Current/Actions/ModifyPassword', { oldPassword: md5(FIRST_PASSWORD), password: PASSWORD });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, ACCOUNT, PASSWORD);
  return page;
}

/** Opens the notice from the bell's drawer and checks the view dialog. */
async function readFromDrawer(page: Page): Promise<void> {
  await bell(page).click();
  const drawer = page.locator('.message-drawer');
  const item = drawer.locator('.message-drawer__item').filter({ hasText: TITLE });
  await expect(item).toHaveAttribute('data-read', '0');
  await item.click();
  const dialog = page.locator('.message-view-dialog');
  await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(dialog.getByText(BODY)).toBeVisible();
  await expect(item).toHaveAttribute('data-read', '1');
}

test('the administrator writes and releases a notice; both users get it pushed to the bell, open it, and the bell drops', async ({ browser }) => {
  const admin = await newPage(browser);
  await signIn(admin);
  await createReader(admin);
  const reader = await signInReader(browser);
  const readerBefore = await bellCount(reader);
  const adminBefore = await bellCount(admin);

  // 系统管理 > 系统公告: a new draft.
  await openMenu(admin, ['系统管理', '系统公告']);
  await expect(admin).toHaveURL(/\/system\/notice$/);
  await admin.getByRole('button', { name: /新\s*增/ }).click();
  const form = admin.locator('.ant-modal').filter({ has: admin.getByLabel('标题', { exact: true }) });
  await form.getByLabel('标题', { exact: true }).fill(TITLE);
  await form.locator('[contenteditable="true"]').click();
  await admin.keyboard.type(BODY);
  await form.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(form).toBeHidden();
  const row = admin.locator('tr.gl-row').filter({ hasText: TITLE });
  await expect(row).toContainText('已创建');
  await expect(row.getByRole('button', { name: '编辑' })).toBeVisible();

  // A draft reaches nobody.
  await expectBell(reader, readerBefore);

  // Release after the confirmation: no more editing, and the bells rise without a reload.
  await row.getByRole('button', { name: '发布' }).click();
  const confirm = admin.getByRole('dialog').filter({ hasText: '您确定要发布当前公告, 是否继续?' });
  await confirm.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(row).toContainText('已发布');
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: '发布' })).toHaveCount(0);
  await expectBell(reader, readerBefore + 1);
  await expectBell(admin, adminBefore + 1);

  // Each opens it from the drawer; the bell drops back.
  await readFromDrawer(reader);
  await expectBell(reader, readerBefore);
  await readFromDrawer(admin);
  await expectBell(admin, adminBefore);

  // The message centre lists it as read; after a reload the bell still agrees with the server.
  await reader.goto(`${baseURL()}/messageRecord`);
  await expect(reader.locator('tr').filter({ hasText: TITLE })).toContainText('已读');
  await expectBell(reader, readerBefore);
});
