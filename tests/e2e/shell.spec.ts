import { test, expect } from '@playwright/test';
import { ADMIN, baseURL, openSystemLog, signIn, userMenu } from './support';

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
  // The account's language is saved in the background; later tests read it (server pushes speak it).
  const saved = page.waitForResponse((r) => r.url().includes('/SystemLanguage'));
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByText('切换成功')).toBeVisible();
  await saved;
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

test('a sign-in elsewhere pushes the first session back to login at once, keeping the wanted path', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const pageA = await first.newPage();
  await signIn(pageA);
  await openSystemLog(pageA);

  // Single login: signing in on another browser supersedes the first session and the server pushes
  // `logout` over the first browser's websocket; nobody touches the first page.
  // The message shows for 1 s: watch for it before the other sign-in starts, which may take longer.
  const told = pageA.getByText('您的帐号在其他地方已登录,被强制踢出').waitFor({ state: 'visible', timeout: 20_000 });
  await signIn(await second.newPage());
  await told;
  await expect(pageA).toHaveURL(/\/login\?redirect=(%2F|\/)system(%2F|\/)log/);
  await first.close();
  await second.close();
});

test('without its websocket, an ended session is caught by the next request (601)', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const pageA = await first.newPage();
  // The page's socket never reaches the server, so only the HTTP reply can tell it.
  await pageA.routeWebSocket(/\/api\/message\/websocket/, () => {});
  await signIn(pageA);
  await openSystemLog(pageA);

  await signIn(await second.newPage());
  await pageA.getByRole('tab', { name: '访问日志' }).click();
  await expect(pageA.getByText('您的帐号在其他地方已登录,被强制踢出')).toBeVisible();
  await expect(pageA).toHaveURL(/\/login\?redirect=(%2F|\/)system(%2F|\/)log/);
  await first.close();
  await second.close();
});

test('the previous-login notice shows on a later sign-in, not on navigation inside the app', async ({ browser, page }) => {
  // An earlier sign-in, so that a previous login exists whatever ran before.
  const earlier = await browser.newContext();
  await signIn(await earlier.newPage());
  await earlier.close();

  await signIn(page);
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '上次登录信息' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('登录IP：127.0.0.1');
  await expect(notice).toContainText(/登录时间：\d{4}-\d\d-\d\d \d\d:\d\d/);
  // Shown for 2 s, then gone.
  await expect(notice).toHaveCount(0, { timeout: 6_000 });
  // The workbench card shows the same previous login.
  await expect(page.locator('.ant-card').filter({ hasText: '上次登录信息' })).toContainText('127.0.0.1');

  // Moving around inside the app (and reloading) does not bring it back.
  const sidebar = page.locator('.shell-sidebar');
  await sidebar.getByText('系统管理').click();
  await sidebar.getByText('系统日志').click();
  await expect(page).toHaveURL(/\/system\/log$/);
  await page.locator('.shell-tags').getByText('工作台').click();
  await expect(page).toHaveURL(/\/home$/);
  await page.reload();
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(notice).toHaveCount(0);
});

test('navigation mode functional shows the top menu, survives a reload, and switches back', async ({ page }) => {
  await signIn(page);
  const openSettings = async () => {
    await page.getByRole('button', { name: '系统设置' }).click();
    await expect(page.getByRole('radiogroup', { name: '导航模式' })).toBeVisible();
  };
  const closeSettings = async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('radiogroup', { name: '导航模式' })).toBeHidden();
  };

  await openSettings();
  await page.getByRole('radio', { name: '功能' }).click();
  await expect(page.getByRole('radio', { name: '功能' })).toHaveAttribute('aria-checked', 'true');
  await closeSettings();
  const topMenu = page.locator('.shell-topmenu');
  await expect(topMenu.getByRole('menuitem', { name: /系统管理/ })).toBeVisible();
  await expect(page.locator('.shell-sidebar')).toHaveCount(0);

  // Its submenu opens the page.
  await topMenu.getByRole('menuitem', { name: /系统管理/ }).hover();
  await page.getByRole('menuitem', { name: '系统日志' }).click();
  await expect(page).toHaveURL(/\/system\/log$/);

  await page.reload();
  await expect(topMenu.getByRole('menuitem', { name: /系统管理/ })).toBeVisible();
  await expect(page.locator('.shell-sidebar')).toHaveCount(0);

  await openSettings();
  await page.getByRole('radio', { name: '经典' }).click();
  await closeSettings();
  await expect(page.locator('.shell-sidebar')).toBeVisible();
  await expect(topMenu).toHaveCount(0);
});

test('below 992 px the sidebar is a drawer opened by the hamburger and closed by navigation', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await signIn(page);
  const sidebar = page.locator('.shell-sidebar');
  const hamburger = page.getByRole('button', { name: '切换侧边栏' });
  await expect(sidebar).toBeHidden();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

  await hamburger.click();
  await expect(sidebar).toBeVisible();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await sidebar.getByText('系统管理').click();
  await sidebar.getByText('系统日志').click();
  await expect(page).toHaveURL(/\/system\/log$/);
  await expect(sidebar).toBeHidden();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
});
