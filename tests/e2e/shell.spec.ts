import { test, expect } from '@playwright/test';
import { ADMIN, baseURL, signIn, userMenu } from './support';

test('navigates by the sidebar and keeps visited pages as tags', async ({ page }) => {
  await signIn(page);
  const sidebar = page.locator('.shell-sidebar');
  await sidebar.getByText('系统管理').click();
  await sidebar.getByText('系统日志').click();
  await expect(page).toHaveURL(/\/system\/log$/);
  await expect(page.getByRole('tab', { name: '登录日志' })).toBeVisible();
  await sidebar.getByText('在线用户').click();
  await expect(page).toHaveURL(/\/permission\/onlineUser$/);

  const tagsBar = page.locator('.shell-tags');
  await expect(tagsBar.getByText('工作台')).toBeVisible();
  await expect(tagsBar.getByText('系统日志')).toBeVisible();
  await expect(tagsBar.getByText('在线用户')).toBeVisible();

  // Clicking a tag navigates; "close others" keeps the pinned workbench and the chosen tag.
  await tagsBar.getByText('系统日志').click();
  await expect(page).toHaveURL(/\/system\/log$/);
  await tagsBar.getByText('系统日志').click({ button: 'right' });
  await page.getByText('关闭其他').click();
  await expect(tagsBar.getByText('在线用户')).toHaveCount(0);
  await expect(tagsBar.getByText('工作台')).toBeVisible();
});

test('header search finds a page by its title and opens it', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '搜索' }).click();
  await page.keyboard.type('在线');
  await page.getByText('系统管理 > 在线用户').click();
  await expect(page).toHaveURL(/\/permission\/onlineUser$/);
});

test('switches the language and the interface follows', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Switch Language Success')).toBeVisible();
  await expect(page.locator('.shell-tags').getByText('Workbench')).toBeVisible();
  await page.reload();
  await expect(page.locator('.shell-tags').getByText('Workbench')).toBeVisible();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByText('切换成功')).toBeVisible();
});

test('locks the screen and unlocks with the password', async ({ page }) => {
  await signIn(page);
  await userMenu(page, '锁屏');
  await expect(page).toHaveURL(/\/lockScreen$/);
  // A locked session is forced back to the lock screen from any page.
  await page.goto(baseURL() + '/home');
  await expect(page).toHaveURL(/\/lockScreen$/);
  await page.getByLabel('密码', { exact: true }).fill('wrong-pass1');
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page.getByText('账户或密码错误，请重新输入。')).toBeVisible();
  await expect(page).toHaveURL(/\/lockScreen$/);
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/lockScreen$/);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
});

test('a session ended elsewhere returns to login with the wanted path', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const pageA = await first.newPage();
  const pageB = await second.newPage();
  await signIn(pageA);
  await pageA.locator('.shell-sidebar').getByText('系统管理').click();
  await pageA.locator('.shell-sidebar').getByText('系统日志').click();
  await expect(pageA).toHaveURL(/\/system\/log$/);

  // Single login: signing in again on another browser supersedes the first session (601).
  await signIn(pageB);
  await pageA.getByRole('tab', { name: '访问日志' }).click();
  await expect(pageA.getByText('您的帐号在其他地方已登录,被强制踢出')).toBeVisible();
  await expect(pageA).toHaveURL(/\/login\?redirect=(%2F|\/)system(%2F|\/)log/);
  await first.close();
  await second.close();
});
