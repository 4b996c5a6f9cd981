import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './global-setup';

export const ADMIN = { account: 'admin', password: E2E_ADMIN_PASSWORD };

export const baseURL = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not run');
  return url;
};

/** Signs in through the login form and waits until the shell shows the user menu. */
export async function signIn(page: Page, account = ADMIN.account, password = ADMIN.password, path = '/login'): Promise<void> {
  await page.goto(baseURL() + path);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
}

/** Opens the user dropdown and picks an entry. */
export async function userMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Opens 系统日志 through the sidebar and waits until its rows have loaded. */
export async function openSystemLog(page: Page): Promise<void> {
  await page.locator('.shell-sidebar').getByText('系统管理').click();
  await page.locator('.shell-sidebar').getByText('系统日志').click();
  await expect(page).toHaveURL(/\/system\/log$/);
  await expect(page.getByRole('cell', { name: '登录成功' }).first()).toBeVisible();
}
