import { test, expect } from '@playwright/test';
import { ADMIN, baseURL, signIn, userMenu } from './support';

test('signs in and lands on the workbench in the classic layout', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('.shell-sidebar')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /系统管理/ })).toBeVisible();
  await expect(page).toHaveTitle(/工作台/);
});

test('a wrong password keeps the user on the login page with a message', async ({ page }) => {
  await page.goto(baseURL() + '/login');
  await page.getByLabel('账号', { exact: true }).fill(ADMIN.account);
  await page.getByLabel('密码', { exact: true }).fill('not-the-password1');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('账户或密码错误，请重新输入。')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown path and a signed-out visit go to login with the wanted path', async ({ page }) => {
  await page.goto(baseURL() + '/system/log');
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)system(%2F|\/)log/);
  await page.getByLabel('账号', { exact: true }).fill(ADMIN.account);
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/system\/log$/);
  await page.goto(baseURL() + '/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

test('logs out after confirmation', async ({ page }) => {
  await signIn(page);
  await userMenu(page, '退出登录');
  await expect(page.getByText('您确定要退出应用程序吗?')).toBeVisible();
  await page.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(baseURL() + '/home');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
